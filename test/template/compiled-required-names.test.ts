import { describe, expect, it } from "vitest";
import { compileTemplate, endpoint, expandTemplate, RequestBuilder } from "../../src/index.js";
import catalogue from "../../src/routes/github-routes.json" with { type: "json" };
import { codeOf } from "../support/code-of.js";

// `requiredNames` of a compiled template (C6b) and the `colonPlaceholders` option (C4) are
// what endpoint() and the builder do: a name is required exactly when leaving it out makes
// the request fail with MISSING_PARAMETER. The catalogue part is generated from every GitHub
// route, so the public answer and the library's checks cannot drift apart.

const ROUTE_OPTIONS = { allowHyphenInNames: true, colonPlaceholders: true } as const;

type Caller = "endpoint" | "builder";
const CALLERS: readonly Caller[] = ["endpoint", "builder"];

function build(caller: Caller, route: string, values: Record<string, string>): void {
  if (caller === "endpoint") {
    endpoint(route, values);
    return;
  }
  let builder = RequestBuilder.create().route(route as string);
  for (const [name, value] of Object.entries(values)) builder = builder.param(name, value);
  (builder as RequestBuilder).build();
}

/** Every variable of the route's url given a value, but `left` when one is named. */
function valuesBut(names: readonly string[], left?: string): Record<string, string> {
  return Object.fromEntries(names.filter((name) => name !== left).map((name) => [name, "v1"]));
}

/**
 * The names whose omission the library refuses with MISSING_PARAMETER, in the url's order.
 * Any other outcome than a request or MISSING_PARAMETER fails the test: a different error
 * would hide whether the name is required.
 */
function refusedNames(caller: Caller, route: string): string[] {
  const url = route.slice(route.indexOf(" ") + 1);
  const names = compileTemplate(url, ROUTE_OPTIONS).variableNames;
  expect(
    codeOf(() => build(caller, route, valuesBut(names))),
    route,
  ).toBeUndefined();
  return names.filter((name) => {
    const code = codeOf(() => build(caller, route, valuesBut(names, name)));
    expect([undefined, "MISSING_PARAMETER"], `${route} without ${name}`).toContain(code);
    return code === "MISSING_PARAMETER";
  });
}

function requiredNames(route: string): readonly string[] {
  return compileTemplate(route.slice(route.indexOf(" ") + 1), ROUTE_OPTIONS).requiredNames;
}

/** A route with each `{name}` a `:name` can stand for written `:name`, as @octokit writes it. */
function withColons(route: string): string {
  return route.replace(/\{([a-z]\w+)\}(?!\w)/g, (expression, name: string, offset: number) =>
    // Only in the path, as C4 reads `:name`: not after a query expression.
    route.slice(0, offset).includes("{?") ? expression : `:${name}`,
  );
}

const ROUTES = catalogue.routes.map(({ route }) => route);

describe("requiredNames over GitHub's routes", () => {
  it("are exactly the names endpoint() and the builder refuse to leave out, for every route", () => {
    let required = 0;
    for (const route of ROUTES) {
      const reported = requiredNames(route);
      for (const caller of CALLERS) {
        expect(reported, `${caller} ${route}`).toEqual(refusedNames(caller, route));
      }
      required += reported.length;
    }
    // Not vacuous: most GitHub routes have an item segment.
    expect(ROUTES.length).toBeGreaterThan(1000);
    expect(required).toBeGreaterThan(ROUTES.length);
  });

  it("are the same names when the route is written with :name placeholders", () => {
    let rewritten = 0;
    for (const braced of ROUTES) {
      const route = withColons(braced);
      if (route === braced) continue;
      rewritten++;
      expect(requiredNames(route), route).toEqual(requiredNames(braced));
      expect(requiredNames(route), route).toEqual(refusedNames("endpoint", route));
    }
    expect(rewritten).toBeGreaterThan(1000);
  });
});

describe("requiredNames of templates written by hand", () => {
  const cases: readonly (readonly [string, readonly string[]])[] = [
    ["GET /orgs/:org/members/:username", ["org", "username"]],
    ["GET /repos/:owner/{repo}/issues{?state}", ["owner", "repo"]],
    ["GET /repos/{owner}/{repo}/contents/{+path}", ["owner", "repo", "path"]],
    ["GET /users/{username}{/page}", ["username"]],
    ["GET /files/{name}.{ext}", []],
    ["GET /compare/{base}...{head}", []],
    ["GET /x-{a}/y", []],
    ["GET /x/{a}/y/{a}", ["a"]],
    ["GET /x/{a}?b=/{c}", ["a"]],
    ["GET /x{?q}", []],
    ["POST https://uploads.example.com/repos/{owner}/{repo}/assets{?name}", ["owner", "repo"]],
    ["GET https://example.com:8443/orgs/:org", ["org"]],
  ];

  it.each(cases)("%s requires %j, as endpoint() and the builder do", (route, expected) => {
    expect(requiredNames(route)).toEqual(expected);
    for (const caller of CALLERS) expect(refusedNames(caller, route), caller).toEqual(expected);
  });

  it("leave out an expression of the authority, which the host check refuses instead", () => {
    const route: string = "GET https://{host}/users/:username";
    expect(requiredNames(route)).toEqual(["username"]);
    const given = { host: "example.com", username: "octocat" };
    expect(codeOf(() => endpoint(route, { ...given, host: undefined }))).toBe("INVALID_HOST");
    expect(codeOf(() => endpoint(route, { ...given, username: undefined }))).toBe(
      "MISSING_PARAMETER",
    );
  });

  it("count a `:name` only with colonPlaceholders, which compileTemplate leaves off by default", () => {
    const strict = compileTemplate("/orgs/:org/members/{username}");
    expect(strict.source).toBe("/orgs/:org/members/{username}");
    expect(strict.variableNames).toEqual(["username"]);
    expect(strict.requiredNames).toEqual(["username"]);
  });
});

describe("the colonPlaceholders option", () => {
  const braced = (url: string) => compileTemplate(url, { colonPlaceholders: true }).source;

  it("reads :name as {name} in the path, and gives the template with braces as its source", () => {
    expect(braced("/repos/:owner/:repo/issues")).toBe("/repos/{owner}/{repo}/issues");
    expect(braced("/x/:a_1.:ext")).toBe("/x/{a_1}.{ext}");
  });

  it("leaves the authority, expressions, the query and the fragment as they are", () => {
    expect(braced("https://user:pass@example.com:8080/orgs/:org")).toBe(
      "https://user:pass@example.com:8080/orgs/{org}",
    );
    expect(braced("/x/{y:3}/:zz?q=:ww#:ff")).toBe("/x/{y:3}/{zz}?q=:ww#:ff");
  });

  it("needs a lowercase letter and one more word character after the colon", () => {
    expect(braced("/x/:A/:a/:1b/:ab")).toBe("/x/:A/:a/:1b/{ab}");
  });

  it("expands as endpoint() expands the same route", () => {
    const url = "/repos/:owner/:repo/issues/:issue_number";
    const values = { owner: "octocat", repo: "Hello-World", issue_number: 7 };
    const expected = "/repos/octocat/Hello-World/issues/7";
    expect(expandTemplate(compileTemplate(url, { colonPlaceholders: true }), values)).toBe(
      expected,
    );
    expect(endpoint(`GET ${url}`, values).url).toBe(`https://api.github.com${expected}`);
  });
});
