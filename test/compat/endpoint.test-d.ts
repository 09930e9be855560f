import type * as Octokit from "@octokit/types";
import { describe, expectTypeOf, it } from "vitest";
import {
  type EndpointOptions,
  endpoint,
  type MergedOptions,
  type RequestOptions,
} from "../../src/index.js";

// Type tests of endpoint(): which options a route literal needs, what the defaults take off that
// list, and the type of the result. The last block compares the function with the types of
// @octokit/types 18.0.0 (the version @octokit/endpoint 11.0.5 depends on); docs/typed-routes.md,
// section "Assignability to @octokit/types", cites the tests there by title.

const owner = "octocat";
const repo = "hello-world";

describe("endpoint(route, options) with a route literal", () => {
  it("compiles when every placeholder of the path is given", () => {
    endpoint("GET /repos/{owner}/{repo}", { owner, repo });
    endpoint("GET /orgs/:org/repos", { org: "nodejs" });
    endpoint(
      "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { owner, repo, release_id: 1, name: "notes.txt" },
    );
  });

  it("is an error when repo is missing", () => {
    // @ts-expect-error repo is missing
    endpoint("GET /repos/{owner}/{repo}", { owner });
    // @ts-expect-error org is missing from a ':name' route
    endpoint("GET /orgs/:org/repos", { type: "public" });
  });

  it("is an error when the options are left out", () => {
    // @ts-expect-error owner and repo are missing
    endpoint("GET /repos/{owner}/{repo}");
  });

  it("does not ask for query names", () => {
    endpoint("GET /repos/{owner}/{repo}/issues{?state,per_page}", { owner, repo });
    endpoint("GET /search/issues{?q,sort}");
    endpoint("GET /user");
  });

  it("allows parameters beyond the placeholders, and the known options", () => {
    endpoint("GET /repos/{owner}/{repo}/issues", {
      owner,
      repo,
      state: "open",
      per_page: 100,
      headers: { authorization: "token x" },
      mediaType: { format: "raw", previews: ["squirrel-girl"] },
      request: { signal: new AbortController().signal },
    });
    endpoint("POST /repos/{owner}/{repo}/issues", { owner, repo, title: "Bug", labels: ["bug"] });
  });

  it("still checks the types of the known options", () => {
    // @ts-expect-error headers is a map of names to values
    endpoint("GET /user", { headers: "authorization: token x" });
    // @ts-expect-error previews is a list of names
    endpoint("GET /user", { mediaType: { previews: "mercy" } });
  });
});

describe("endpoint.defaults()", () => {
  it("takes a route, whose placeholders the call still needs", () => {
    const create = endpoint.defaults("POST /x/{id}");
    expectTypeOf(create).toEqualTypeOf<typeof endpoint>();
  });

  const withOwner = endpoint.defaults({ owner: "octokit" });

  it("takes the names its options give off the list a route needs", () => {
    withOwner("GET /repos/{owner}/{repo}", { repo: "rest.js" });
    withOwner("GET /users/{owner}");
    // @ts-expect-error repo is neither a default nor given
    withOwner("GET /repos/{owner}/{repo}");
  });

  it("adds up the names over several defaults() calls", () => {
    const withBoth = withOwner.defaults({ repo: "rest.js" });
    withBoth("GET /repos/{owner}/{repo}");
    withBoth("GET /repos/{owner}/{repo}/issues/{issue_number}", { issue_number: 1 });
    // @ts-expect-error issue_number is missing
    withBoth("GET /repos/{owner}/{repo}/issues/{issue_number}");
  });

  it("leaves the plain endpoint unchanged", () => {
    // @ts-expect-error the defaults above did not change endpoint itself
    endpoint("GET /repos/{owner}/{repo}", { repo });
  });

  it("gives no names for options that only set headers or the base URL", () => {
    const enterprise = endpoint.defaults({
      baseUrl: "https://ghe.example/api/v3",
      headers: { authorization: "token x" },
    });
    enterprise("GET /user");
    // @ts-expect-error owner and repo are still missing
    enterprise("GET /repos/{owner}/{repo}", {});
  });
});

describe("endpoint(options)", () => {
  it("accepts method and url in one options object", () => {
    const result = endpoint({ method: "GET", url: "/repos/{owner}/{repo}", owner, repo });
    expectTypeOf(result).toEqualTypeOf<RequestOptions>();
  });

  it("does not check placeholders of a url inside options", () => {
    // The url is a property, not a literal argument the overload can read.
    endpoint({ method: "GET", url: "/repos/{owner}/{repo}" });
  });

  it("rejects options that are not an object", () => {
    // @ts-expect-error a number is neither a route nor options
    endpoint(42);
  });
});

describe("the result type", () => {
  it("has the lowercase method of a literal route", () => {
    expectTypeOf(endpoint("GET /user").method).toEqualTypeOf<"get">();
    expectTypeOf(
      endpoint("DELETE /gists/{gist_id}", { gist_id: "aa" }).method,
    ).toEqualTypeOf<"delete">();
  });

  it("has no body key for GET and HEAD routes, and an optional one otherwise", () => {
    // The string keys: the one symbol key is the route the result carries in its type.
    expectTypeOf<Extract<keyof ReturnType<typeof endpoint<"GET /user">>, string>>().toEqualTypeOf<
      "method" | "url" | "headers" | "request"
    >();
    expectTypeOf<Extract<keyof ReturnType<typeof endpoint<"HEAD /user">>, string>>().toEqualTypeOf<
      "method" | "url" | "headers" | "request"
    >();
    expectTypeOf(endpoint("PATCH /user", { name: "x" })).toHaveProperty("body");
    // @ts-expect-error a GET result has no body
    endpoint("GET /user").body;
  });

  it("is RequestOptions for a route typed as plain string, which needs no options", () => {
    const route: string = ["GET", "/repos/{owner}/{repo}"].join(" ");
    expectTypeOf(endpoint(route)).toEqualTypeOf<RequestOptions>();
    expectTypeOf(endpoint(route, { anything: 1 })).toEqualTypeOf<RequestOptions>();
  });

  it("types merge(), parse() and DEFAULTS", () => {
    expectTypeOf(endpoint.merge("GET /user")).toEqualTypeOf<MergedOptions>();
    expectTypeOf(endpoint.merge({ url: "/user" })).toEqualTypeOf<MergedOptions>();
    expectTypeOf(endpoint.parse(endpoint.merge("GET /user"))).toEqualTypeOf<RequestOptions>();
    expectTypeOf(endpoint.DEFAULTS).toEqualTypeOf<MergedOptions>();
  });
});

describe("known gaps of the route check (documented in docs/typed-routes.md)", () => {
  it("is an error when a placeholder may be undefined, unless the defaults give it", () => {
    // At run time undefined removes the parameter and the placeholder expands to nothing.
    // @ts-expect-error route parameter may be undefined: repo
    endpoint("GET /repos/{owner}/{repo}", { owner, repo: undefined });
    endpoint.defaults({ repo })("GET /repos/{owner}/{repo}", { owner, repo: undefined });
  });

  it("lets an any value through: the caller opted out of checks", () => {
    const parsed = JSON.parse('"Hello-World"');
    endpoint("GET /repos/{owner}/{repo}", { owner, repo: parsed });
    const maybe: unknown = parsed;
    // @ts-expect-error route parameter may be undefined: repo
    endpoint("GET /repos/{owner}/{repo}", { owner, repo: maybe });
  });

  it("counts every name as given once defaults are typed as EndpointOptions", () => {
    const options: EndpointOptions = { baseUrl: "https://ghe.example/api/v3" };
    endpoint.defaults(options)("GET /repos/{owner}/{repo}");
  });
});

/** Compiles only when `value` can be assigned to a variable of type `Target`. */
function assign<Target>(value: Target): Target {
  return value;
}

describe("assignability to @octokit/types", () => {
  type RouteCall = (
    route: Octokit.Route,
    parameters?: Octokit.RequestParameters,
  ) => Omit<Octokit.RequestOptions, "method">;
  type OptionsCall = (options: Octokit.EndpointOptions) => Omit<Octokit.RequestOptions, "method">;

  it("stands where the route form is expected, the method type aside", () => {
    const call = assign<RouteCall>(endpoint);
    expectTypeOf(endpoint).toExtend<RouteCall>();
    expectTypeOf(call).returns.toHaveProperty("url").toEqualTypeOf<Octokit.Url>();
  });

  it("checks no placeholders once typed as octokit's route form", () => {
    const call = assign<RouteCall>(endpoint);
    // Through octokit's signature the route is a plain string: nothing asks for owner and repo.
    call("GET /repos/{owner}/{repo}");
    // Even a target signature without options for a route with placeholders is accepted.
    assign<(route: "GET /repos/{owner}/{repo}") => unknown>(endpoint);
  });

  it("stands where the options form is expected, the method type aside", () => {
    const call = assign<OptionsCall>(endpoint);
    expectTypeOf(endpoint).toExtend<OptionsCall>();
    expectTypeOf(call).parameter(0).toHaveProperty("url");
  });

  it("returns a method of type string, not octokit's uppercase RequestMethod", () => {
    type WithMethod = (route: Octokit.Route) => { method: string; url: Octokit.Url };
    const call = assign<WithMethod>(endpoint);
    expectTypeOf(call).returns.toHaveProperty("method").toEqualTypeOf<string>();
    // @ts-expect-error our method is lowercase (contract C1), typed string
    assign<(route: Octokit.Route) => Octokit.RequestOptions>(endpoint);
    expectTypeOf<Octokit.RequestMethod>().toEqualTypeOf<
      "DELETE" | "GET" | "HEAD" | "PATCH" | "POST" | "PUT"
    >();
  });

  it("accepts octokit's RequestParameters in defaults() and returns a new endpoint", () => {
    const parameters: Octokit.RequestParameters = { owner, repo, headers: { accept: "x" } };
    const withDefaults = endpoint.defaults(parameters);
    expectTypeOf(withDefaults("GET /user").method).toEqualTypeOf<"get">();
  });

  it("is not an octokit EndpointInterface as a whole", () => {
    // @ts-expect-error see docs/typed-routes.md, "Assignability to @octokit/types"
    assign<Octokit.EndpointInterface>(endpoint);
    // @ts-expect-error MergedOptions["method"] is string, EndpointDefaults["method"] is not
    assign<Octokit.EndpointDefaults>(endpoint.DEFAULTS);
    // @ts-expect-error merge() returns MergedOptions, whose method is string
    assign<(route: Octokit.Route) => Octokit.EndpointDefaults>(endpoint.merge);
  });

  it("has a parse() that does not take octokit's EndpointDefaults", () => {
    // octokit's header maps allow undefined values; MergedOptions headers do not.
    // @ts-expect-error EndpointDefaults["headers"] may hold undefined
    assign<(options: Octokit.EndpointDefaults) => unknown>(endpoint.parse);
    expectTypeOf<Octokit.RequestHeaders>().not.toExtend<MergedOptions["headers"]>();
  });
});
