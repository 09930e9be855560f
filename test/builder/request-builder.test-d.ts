import { describe, expectTypeOf, it } from "vitest";
import { type RequestBuilder as Builder, RequestBuilder } from "../../src/index.js";

// Type tests of RequestBuilder's route typing: which names `.param()` accepts, when `.build()`
// compiles, and the type of its result. Each `@ts-expect-error` must be needed: the type check
// fails on an unused one, so every line below that should not compile is proven not to.

const issuesRoute = "GET /repos/{owner}/{repo}/issues{?state,per_page}";
const issues = RequestBuilder.create().route(issuesRoute);

describe("param() on a literal route", () => {
  it("accepts exactly the placeholder names of the route", () => {
    expectTypeOf(issues.param)
      .parameter(0)
      .toEqualTypeOf<"owner" | "repo" | "state" | "per_page">();
    issues.param("owner", "octocat").param("repo", "hello").param("state", "open");
  });

  it("rejects a name that is not a placeholder of the route", () => {
    // @ts-expect-error "own" is not a placeholder of the route
    issues.param("own", "octocat");
    // @ts-expect-error names are case-sensitive
    issues.param("Owner", "octocat");
    // A route outside the catalogue that sends a body takes any name, as params() does: it goes
    // to the body (POST /graphql takes its query so).
    RequestBuilder.create().route("POST /repos/{owner}/{repo}/notes").param("title", "Bug");
    // @ts-expect-error an option key is no parameter (INVALID_PARAMETER at run time)
    RequestBuilder.create().route("POST /repos/{owner}/{repo}/notes").param("headers", "Bug");
  });

  it("records the bound names in the builder type", () => {
    expectTypeOf(issues.param("owner", "o").param("state", "open")).toEqualTypeOf<
      Builder<typeof issuesRoute, "owner" | "state">
    >();
  });
});

describe("build() on a literal route", () => {
  it("compiles once every required placeholder is bound, optional ones or not", () => {
    const withPath = issues.param("owner", "o").param("repo", "r");
    withPath.build();
    withPath.param("state", "open").param("per_page", 100).build();
    issues.params({ owner: "o", repo: "r" }).build();
  });

  it("is an error while repo is unbound", () => {
    // @ts-expect-error repo is not bound
    issues.param("owner", "o").build();
    // @ts-expect-error repo is not bound; an optional name does not stand in for it
    issues.param("owner", "o").param("state", "open").param("per_page", 1).build();
  });

  it("is an error while owner is unbound", () => {
    // @ts-expect-error owner is not bound
    issues.param("repo", "r").build();
  });

  it("is an error when nothing is bound", () => {
    // @ts-expect-error owner and repo are not bound
    issues.build();
  });

  it("asks for ':name' placeholders and placeholders of absolute URLs as well", () => {
    const upload = RequestBuilder.create().route(
      "POST https://uploads.github.com/repos/:owner/:repo/releases/:release_id/assets{?name,label}",
    );
    upload.params({ owner: "o", repo: "r", release_id: 1, name: "a.zip" }).build();
    // @ts-expect-error release_id is not bound
    upload.params({ owner: "o", repo: "r" }).build();
  });

  it("keeps bound names across a later route() call", () => {
    const bound = RequestBuilder.create().params({ owner: "o" });
    bound.route("GET /users/{owner}").build();
    // @ts-expect-error repo is not bound; owner is
    bound.route("GET /repos/{owner}/{repo}").build();
  });
});

describe("params()", () => {
  it("accepts names beyond the placeholders: they go to the query or the body", () => {
    const post = RequestBuilder.create().route("POST /repos/{owner}/{repo}/issues");
    post.params({ owner: "o", repo: "r", title: "Found a bug", labels: ["bug"] }).build();
  });

  it("binds the names it is given, and only those", () => {
    expectTypeOf(issues.params({ owner: "o", extra: 1 })).toEqualTypeOf<
      Builder<typeof issuesRoute, "owner" | "extra">
    >();
    // @ts-expect-error repo is not among the names given
    issues.params({ owner: "o", title: "x" }).build();
  });
});

describe("a route typed as plain string", () => {
  const dynamic: string = ["GET", "/repos/{owner}/{repo}"].join(" ");
  const builder = RequestBuilder.create().route(dynamic);

  it("accepts any parameter name", () => {
    expectTypeOf(builder.param).parameter(0).toEqualTypeOf<string>();
    builder.param("anything", 1).param("owner", "o");
  });

  it("always builds, since no placeholder is known", () => {
    builder.build();
    RequestBuilder.create().build();
    expectTypeOf(builder.build().method).toEqualTypeOf<string>();
  });
});

describe("the result type of build()", () => {
  const get = RequestBuilder.create().route("GET /user").build();
  const head = RequestBuilder.create().route("HEAD /user").build();
  const post = RequestBuilder.create().route("POST /user/repos").param("name", "hello").build();
  const dynamic = RequestBuilder.create().route("/user").build();

  it("has the lowercase method literal of the route", () => {
    expectTypeOf(get.method).toEqualTypeOf<"get">();
    expectTypeOf(head.method).toEqualTypeOf<"head">();
    expectTypeOf(post.method).toEqualTypeOf<"post">();
    expectTypeOf(
      RequestBuilder.create().route("patch /user").build().method,
    ).toEqualTypeOf<"patch">();
  });

  it("has no body key for GET and HEAD routes", () => {
    // The string keys: the one symbol key is the route the result carries in its type.
    type Keys<T> = Extract<keyof T, string>;
    expectTypeOf<Keys<typeof get>>().toEqualTypeOf<"method" | "url" | "headers" | "request">();
    expectTypeOf<Keys<typeof head>>().toEqualTypeOf<"method" | "url" | "headers" | "request">();
    // @ts-expect-error a GET result has no body
    get.body;
  });

  it("has an optional body for other methods", () => {
    expectTypeOf(post).toHaveProperty("body");
    expectTypeOf(post.body).toEqualTypeOf<unknown>();
  });

  it("has method string and an optional body when the route names no method", () => {
    expectTypeOf(dynamic.method).toEqualTypeOf<string>();
    expectTypeOf(dynamic).toHaveProperty("body");
  });

  it("types url, headers and request alike for every route", () => {
    expectTypeOf(get.url).toEqualTypeOf<string>();
    expectTypeOf(get.headers).toEqualTypeOf(post.headers);
    expectTypeOf(get.request).toEqualTypeOf(post.request);
  });
});

describe("method()", () => {
  it("changes the method of the result type", () => {
    const posted = RequestBuilder.create().route("GET /user").method("POST").build();
    expectTypeOf(posted.method).toEqualTypeOf<"post">();
    expectTypeOf(posted).toHaveProperty("body");
  });

  it("turns a route without a method into one with that method", () => {
    const head = RequestBuilder.create().route("/user").method("HEAD").build();
    expectTypeOf(head.method).toEqualTypeOf<"head">();
    expectTypeOf<keyof typeof head>().not.toEqualTypeOf<keyof typeof head | "body">();
  });

  it("keeps the placeholders and the bound names", () => {
    const patch = issues.param("owner", "o").method("PATCH");
    // A PATCH sends a body: param() takes any name, as params() does.
    expectTypeOf(patch.param).parameter(0).toEqualTypeOf<string>();
    patch.param("repo", "r").build();
    // @ts-expect-error repo is still unbound after method()
    patch.build();
  });
});

describe("merge()", () => {
  it("binds the parameter names of the options it merges", () => {
    issues.merge({ owner: "o", repo: "r" }).build();
    issues
      .param("owner", "o")
      .merge({ repo: "r", headers: { authorization: "token x" } })
      .build();
    // @ts-expect-error repo is not among the merged names
    issues.merge({ owner: "o" }).build();
  });

  it("keeps the route type while the options set neither method nor url", () => {
    const merged = issues.merge({ owner: "o", repo: "r", baseUrl: "https://ghe.example/api/v3" });
    expectTypeOf(merged.build().method).toEqualTypeOf<"get">();
    // @ts-expect-error the route's placeholders still limit param()
    merged.param("own", 1);
  });

  it("forgets the route type when the options set a url or a method", () => {
    const byUrl = issues.merge({ url: "/orgs/{org}" });
    byUrl.param("org", "nodejs").build();
    expectTypeOf(byUrl.build().method).toEqualTypeOf<string>();
    expectTypeOf(issues.merge({ method: "POST" }).build().method).toEqualTypeOf<string>();
  });

  it("accepts another builder and then checks no names", () => {
    const auth = RequestBuilder.create().header("authorization", "token x");
    const merged = issues.merge(auth);
    expectTypeOf(merged).toEqualTypeOf<Builder<string, string>>();
    merged.build();
  });

  it("carries defaults merged before the route into build()", () => {
    const defaults = RequestBuilder.create().merge({ owner: "octokit", per_page: 100 });
    defaults.route("GET /repos/{owner}/{repo}").param("repo", "rest.js").build();
    // @ts-expect-error repo is neither a default nor bound
    defaults.route("GET /repos/{owner}/{repo}").build();
  });
});

/** Whether a value of type `From` may be assigned to a variable of type `To`. */
type Assignable<From, To> = [From] extends [To] ? true : false;
type Issues<Bound extends string> = Builder<typeof issuesRoute, Bound>;

// Bound names are guarantees: a builder with more of them may stand where fewer are expected,
// never the other way round (`Bound` is contravariant).
describe("builder types as values", () => {
  it("lets a builder with more bound names stand where fewer are expected", () => {
    expectTypeOf<Assignable<Issues<"owner" | "repo">, Issues<"owner">>>().toEqualTypeOf<true>();
  });

  it("does not let a builder with fewer bound names pass for one with more", () => {
    expectTypeOf<Assignable<Issues<"owner">, Issues<"owner" | "repo">>>().toEqualTypeOf<false>();
  });

  it("checks build() on a builder typed by annotation", () => {
    const typed: Issues<"owner"> = issues.param("owner", "o");
    // @ts-expect-error repo is not bound in the annotated type
    typed.build();
  });

  it("treats a builder type written without bound names as having none bound", () => {
    // The second type parameter defaults to never: nothing counts as bound.
    expectTypeOf<Builder<typeof issuesRoute>>().toEqualTypeOf<Issues<never>>();
    const annotated: Builder<typeof issuesRoute> = issues.params({ owner: "o", repo: "r" });
    // @ts-expect-error the annotation forgets the bound names, so build() asks for them again
    annotated.build();
  });

  it("lets a plain RequestBuilder variable hold any builder, and always build", () => {
    let builder: Builder = RequestBuilder.create();
    builder = builder.route("GET /repos/{owner}/{repo}").param("owner", "o");
    expectTypeOf(builder.build).toBeFunction();
  });
});

describe("params() takes parameters only", () => {
  it("rejects an option key or data in the object, on any route", () => {
    const untyped = RequestBuilder.create().route("POST /orgs/{org}/repos" as string);
    // @ts-expect-error data sets the body: .data() does that
    untyped.params({ name: "x", data: { private: false } });
    // @ts-expect-error headers are set with .headers()
    untyped.params({ headers: { authorization: "token x" } });
    // @ts-expect-error baseUrl is set with .baseUrl()
    RequestBuilder.create().route("POST /orgs/{org}/repos").params({ org: "o", baseUrl: "x" });
    // An object whose keys are only known as strings still compiles; the run time refuses
    // its option keys.
    const untrusted: Record<string, unknown> = JSON.parse('{"name":"x"}');
    expectTypeOf(untyped.params(untrusted)).toEqualTypeOf<RequestBuilder<string, string>>();
  });
});
