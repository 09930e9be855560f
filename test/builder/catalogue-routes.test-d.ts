import { describe, expectTypeOf, it } from "vitest";
import { type GitHubRoutes, RequestBuilder, type StrictRoutes } from "../../src/index.js";

// Type tests of the builder over GitHub's route catalogue: `.route()` with a catalogue route
// makes `.param()`, `.params()`, `.data()` and `.build()` check what `endpoint()` checks.
// Each `@ts-expect-error` must be needed: the type check fails on an unused one.

const issues = RequestBuilder.create().route("GET /repos/{owner}/{repo}/issues");
const newIssue = RequestBuilder.create()
  .route("POST /repos/{owner}/{repo}/issues")
  .params({ owner: "octocat", repo: "hello-world" });

describe("param() on a catalogue route", () => {
  it("takes the route's path, query and body parameters", () => {
    issues.param("owner", "o").param("repo", "r").param("state", "open").param("per_page", 50);
    newIssue.param("title", "Found a bug").param("labels", ["bug"]).build();
  });

  it("checks each value against the catalogue's type", () => {
    // @ts-expect-error per_page is a number
    issues.param("per_page", "50");
    // @ts-expect-error "opne" is not one of the states
    issues.param("state", "opne");
    // @ts-expect-error labels of a new issue is an array
    newIssue.param("labels", "bug");
    // @ts-expect-error perpage is not a parameter of the route
    issues.param("perpage", 50);
  });

  it("binds nothing for a value that may be undefined, so build() asks for it", () => {
    const repo = process.env.RESTBUILD_TYPE_TEST_REPO;
    const built = issues.param("owner", "o").param("repo", repo);
    // @ts-expect-error missing route parameter: repo
    built.build();
    // `undefined` itself removes a parameter, as at run time.
    expectTypeOf(issues.param("state", undefined)).toEqualTypeOf(issues);
  });
});

describe("params() on a catalogue route", () => {
  it("checks names and values, and names an unknown one", () => {
    issues.params({ owner: "o", repo: "r", state: "closed", per_page: 100 }).build();
    // @ts-expect-error unknown parameter: perpage (did you mean per_page?)
    issues.params({ owner: "o", repo: "r", perpage: 100 });
    // @ts-expect-error state is one of "open", "closed" and "all"
    issues.params({ owner: "o", repo: "r", state: "OPEN" });
  });

  it("takes an object whose keys are only known as strings", () => {
    const dynamic: Record<string, unknown> = { owner: "o", repo: "r" };
    issues.params(dynamic);
  });

  it("takes an object typed any: the caller opted out", () => {
    issues.params(JSON.parse('{"owner":"o","repo":"r"}')).build();
  });

  it("names an unknown name also when it is the only one", () => {
    // @ts-expect-error unknown parameter: perPage (did you mean per_page?)
    issues.params({ perPage: 100 });
  });
});

describe("data() on a catalogue route", () => {
  it("takes the body with its required fields, which then count as given", () => {
    newIssue.data({ title: "Found a bug", labels: ["bug"] }).build();
    // @ts-expect-error title is required in the body
    newIssue.data({ body: "no title" });
    // @ts-expect-error asignees is not a field of the body
    newIssue.data({ title: "t", asignees: ["octocat"] });
  });

  it("takes any body on a route whose body is not a JSON object", () => {
    RequestBuilder.create()
      .route("POST /markdown/raw")
      .data("# Hello")
      .header("content-type", "text/plain")
      .build();
  });
});

describe("build() on a catalogue route", () => {
  it("asks for every path parameter and every required query and body field", () => {
    // @ts-expect-error missing parameter: title
    newIssue.build();
    newIssue.param("title", "t").build();
    // @ts-expect-error missing parameter: q
    RequestBuilder.create().route("GET /search/issues").build();
    RequestBuilder.create().route("GET /search/issues").param("q", "is:open").build();
  });

  it("counts defaults merged into the builder as given", () => {
    const defaults = RequestBuilder.create().merge({ owner: "octokit", repo: "rest.js" });
    defaults.route("GET /repos/{owner}/{repo}/issues").build();
  });
});

describe("a builder variable", () => {
  it("holds a catalogue builder where a plain RequestBuilder is expected", () => {
    let builder: RequestBuilder = RequestBuilder.create();
    builder = issues.param("owner", "o");
    builder = newIssue.method("PUT");
    expectTypeOf(builder.build).toBeFunction();
  });
});

describe("the strict builder, over StrictRoutes<GitHubRoutes>", () => {
  const strict = RequestBuilder.create<StrictRoutes<GitHubRoutes>>();

  it("takes the catalogue's routes and checks them as the default builder does", () => {
    strict.route("GET /repos/{owner}/{repo}/issues").params({ owner: "o", repo: "r" }).build();
    // @ts-expect-error repo is unbound
    strict.route("GET /repos/{owner}/{repo}/issues").param("owner", "o").build();
  });

  it("rejects a route the catalogue does not have", () => {
    // @ts-expect-error unknown route: GET /repos/{owner}/{repo}/isues
    strict.route("GET /repos/{owner}/{repo}/isues");
    // @ts-expect-error unknown route: GTE /user
    strict.route("GTE /user");
  });

  it("rejects build() after method() made a route the catalogue does not have", () => {
    const patched = strict.route("GET /user").method("PUT");
    // @ts-expect-error unknown route: PUT /user
    patched.build();
  });

  it("takes any string route, which it cannot check", () => {
    const route: string = "GET /anything";
    strict.route(route).build();
  });

  it("leaves the default builder unchanged: any literal is a route", () => {
    RequestBuilder.create().route("GET /not/in/the/catalogue").build();
  });
});
