import { describe, expect, it } from "vitest";
import {
  type Catalogue,
  type CatalogueParameter,
  type CatalogueRoute,
  checkCatalogueParameters,
  findRoute,
  listRoutes,
  plainKey,
} from "../../src/cli/catalogue.js";
import { UsageError } from "../../src/cli/usage-error.js";

// A small catalogue of the shapes GitHub's has: a query beside a body, an upload host, values.

const entry = (
  route: string,
  parameters: CatalogueParameter[],
  extra: Partial<CatalogueRoute> = {},
): CatalogueRoute => ({
  route,
  summary: `Summary of ${route.split(" ")[1]}`,
  parameters,
  ...extra,
});

const path = (name: string): CatalogueParameter => ({ name, in: "path", required: true });
const values = (count: number) => Array.from({ length: count }, (_, index) => `v${index + 1}`);

const USER = entry("GET /user", []);
const CACHES = entry("DELETE /r/{owner}/caches{?key,ref}", [
  path("owner"),
  { name: "key", in: "query", required: true },
  { name: "ref", in: "query", required: false },
  { name: "note", in: "body", required: true },
]);
const UPLOAD = entry("POST https://uploads.example.com/r/{id}/assets{?name}", [
  path("id"),
  { name: "name", in: "query", required: false },
]);
const PLAIN_HOST = entry("PUT http://plain.example/r/{id}", [path("id")]);
const ISSUES = entry("GET /r/{owner}/issues", [
  path("owner"),
  { name: "state", in: "query", required: false, enum: ["open", "closed", "all"] },
]);
const NEW_ISSUE = entry("POST /r/{owner}/issues", [
  path("owner"),
  { name: "title", in: "body", required: true },
]);
const MANY = entry("GET /many", [
  { name: "twelve", in: "query", required: false, enum: values(12) },
  { name: "thirteen", in: "query", required: false, enum: values(13) },
]);
const OPEN = entry("POST /open", [{ name: "title", in: "body", required: false }], {
  openBody: true,
});
const catalogue: Catalogue = {
  source: "test",
  routes: [USER, CACHES, UPLOAD, PLAIN_HOST, ISSUES, NEW_ISSUE, MANY, OPEN],
};

/** The message of the UsageError the check throws, or undefined when it passes. */
function refusal(...args: Parameters<typeof checkCatalogueParameters>): string | undefined {
  try {
    checkCatalogueParameters(...args);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
}

const given = (...names: string[]) => names.map((name) => ({ name, value: "x" }));

describe("listRoutes", () => {
  it("lists every route without a filter, one line each with its summary", () => {
    expect(listRoutes(catalogue)).toBe(
      `${catalogue.routes.map(({ route, summary }) => `${route}  ${summary}`).join("\n")}\n`,
    );
  });

  it("keeps the routes whose route or summary holds each word, in any case", () => {
    expect(listRoutes(catalogue, ["SUMMARY OF /USER"])).toBe("GET /user  Summary of /user\n");
    expect(listRoutes(catalogue, ["issues", "post"])).toBe(
      "POST /r/{owner}/issues  Summary of /r/{owner}/issues\n",
    );
  });
});

describe("plainKey", () => {
  it("leaves out the host and the query expressions of a route", () => {
    expect(plainKey(UPLOAD.route)).toBe("POST /r/{id}/assets");
    expect(plainKey("GET HTTPS://api.example.com/a{?x,y}/b{&z}")).toBe("GET /a/b");
    expect(plainKey("GET svn2+ssh://h.example:8080/x")).toBe("GET /x");
  });

  it("keeps a route without them as it is", () => {
    expect(plainKey("GET /user")).toBe("GET /user");
    expect(plainKey("GET /r/{owner}/x{/path}")).toBe("GET /r/{owner}/x{/path}");
  });
});

describe("findRoute", () => {
  it("finds a route by its method in any case and its url, :name read as {name}", () => {
    expect(findRoute(catalogue, "get", "/user")).toBe(USER);
    expect(findRoute(catalogue, "GET", "/r/:owner/issues")).toBe(ISSUES);
    expect(findRoute(catalogue, "DELETE", "/r/{owner}/caches{?key,ref}")).toBe(CACHES);
    expect(findRoute(catalogue, "GET", "/nope")).toBeUndefined();
    expect(findRoute(catalogue, "POST", "/user")).toBeUndefined();
  });

  it("finds a route with its query names in another order as it is", () => {
    expect(findRoute(catalogue, "DELETE", "/r/{owner}/caches{?ref,key}")).toBe(CACHES);
  });

  it("marks a route named without (part of) its query expression with the names it lacks", () => {
    expect(findRoute(catalogue, "DELETE", "/r/{owner}/caches")).toStrictEqual({
      ...CACHES,
      queryInUrl: { route: CACHES.route, names: ["key", "ref"] },
    });
    expect(findRoute(catalogue, "DELETE", "/r/{owner}/caches{?key}")).toStrictEqual({
      ...CACHES,
      queryInUrl: { route: CACHES.route, names: ["ref"] },
    });
  });

  it("marks a relative route that GitHub serves at another host with that host", () => {
    expect(findRoute(catalogue, "POST", "/r/{id}/assets")).toStrictEqual({
      ...UPLOAD,
      queryInUrl: { route: UPLOAD.route, names: ["name"], host: "https://uploads.example.com" },
    });
    expect(findRoute(catalogue, "POST", "/r/:id/assets{?name}")).toStrictEqual({
      ...UPLOAD,
      queryInUrl: { route: UPLOAD.route, names: [], host: "https://uploads.example.com" },
    });
    expect(findRoute(catalogue, "PUT", "/r/{id}")).toStrictEqual({
      ...PLAIN_HOST,
      queryInUrl: { route: PLAIN_HOST.route, names: [], host: "http://plain.example" },
    });
  });

  it("names no host for a route written with one", () => {
    expect(findRoute(catalogue, "POST", "https://uploads.example.com/r/{id}/assets")).toStrictEqual(
      { ...UPLOAD, queryInUrl: { route: UPLOAD.route, names: ["name"] } },
    );
    expect(findRoute(catalogue, "PUT", "http://plain.example/r/{id}")).toBe(PLAIN_HOST);
  });

  it("leaves a route with a query expression its catalogue route lacks to the caller", () => {
    expect(findRoute(catalogue, "GET", "/r/{owner}/issues{?state}")).toBeUndefined();
  });
});

describe("checkCatalogueParameters: a route named without its query expression", () => {
  // Found in each test, so that each test runs findRoute as it is when the test runs.
  const lacking = () => findRoute(catalogue, "DELETE", "/r/{owner}/caches") as CatalogueRoute;
  const partial = () => findRoute(catalogue, "DELETE", "/r/{owner}/caches{?key}") as CatalogueRoute;
  const routeText = JSON.stringify(CACHES.route);

  it("refuses a query parameter given as a parameter, with the route to name", () => {
    expect(refusal(lacking(), given("owner", "ref", "note"))).toBe(
      `"ref" belongs in the query string, and the url has no {?ref}; name the route ${routeText}`,
    );
    expect(refusal(partial(), given("owner", "key", "ref", "note"))).toBe(
      `"ref" belongs in the query string, and the url has no {?ref}; name the route ${routeText}`,
    );
  });

  it("refuses a required query parameter the url cannot take", () => {
    expect(refusal(lacking(), given("owner", "note"))).toBe(
      `the route requires "key" in the query string, and the url has no {?key}; name the route ${routeText}`,
    );
  });

  it("checks the rest as for the catalogue route when the url has the required names", () => {
    expect(refusal(partial(), given("owner", "key", "note"))).toBeUndefined();
    expect(refusal(partial(), given("owner", "note"))).toBe(
      `${routeText} requires the query parameter "key"; give key=VALUE`,
    );
  });

  it("names the host of a relative route that GitHub serves elsewhere", () => {
    const upload = findRoute(catalogue, "POST", "/r/{id}/assets{?name}") as CatalogueRoute;
    expect(refusal(upload, given("id"))).toBe(
      `GitHub serves this route at https://uploads.example.com, not at the API's host; name the route ${JSON.stringify(UPLOAD.route)}`,
    );
  });
});

describe("checkCatalogueParameters: names and values", () => {
  it("passes the route's own parameters", () => {
    expect(refusal(ISSUES, [{ name: "owner", value: "o" }])).toBeUndefined();
    expect(refusal(ISSUES, [{ name: "state", value: "closed" }])).toBeUndefined();
    expect(refusal(CACHES, given("owner", "key", "ref", "note"))).toBeUndefined();
  });

  it("refuses a name the route does not take, with the names it takes", () => {
    expect(refusal(CACHES, given("zzzzzzzz"))).toBe(
      `"${CACHES.route}" has no parameter "zzzzzzzz"; it takes owner, key, ref, note`,
    );
    expect(refusal(USER, given("zzz"))).toBe(`"GET /user" has no parameter "zzz"; it takes none`);
    expect(refusal(ISSUES, given("stat"))).toBe(
      `"GET /r/{owner}/issues" has no parameter "stat"; did you mean "state"?`,
    );
  });

  it("takes the body as it is (data) and any name of an open body", () => {
    expect(refusal(USER, given("data"))).toBeUndefined();
    expect(refusal(OPEN, given("anything", "title"))).toBeUndefined();
    expect(refusal(ISSUES, given("dat"))).toMatch(/^"GET \/r\/\{owner\}\/issues" has no parameter/);
  });

  it("refuses a value outside the list, showing at most 12 values, whole", () => {
    expect(refusal(ISSUES, [{ name: "state", value: "opened" }])).toBe(
      `"state" of "GET /r/{owner}/issues" is one of open, closed, all; got "opened"`,
    );
    expect(refusal(ISSUES, [{ name: "state", value: ["open", "nope"] }])).toBe(
      `"state" of "GET /r/{owner}/issues" is one of open, closed, all; got "nope"`,
    );
    expect(refusal(MANY, [{ name: "twelve", value: "x" }])).toBe(
      `"twelve" of "GET /many" is one of ${values(12).join(", ")}; got "x"`,
    );
    expect(refusal(MANY, [{ name: "thirteen", value: "x" }])).toBe(
      `"thirteen" of "GET /many" is one of ${values(12).join(", ")} and 1 more (nearest first); got "x"`,
    );
    expect(refusal(MANY, [{ name: "thirteen", value: "v13" }])).toBeUndefined();
  });

  it("asks for a required body field unless told the body is given as it is", () => {
    expect(refusal(NEW_ISSUE, given("owner"))).toBe(
      `"POST /r/{owner}/issues" requires the body field "title"; give title=VALUE`,
    );
    expect(refusal(NEW_ISSUE, given("owner"), { query: [], bodyAsIs: true })).toBeUndefined();
    expect(refusal(CACHES, given("owner", "note"), { query: ["key"], bodyAsIs: false })).toBe(
      undefined,
    );
  });
});
