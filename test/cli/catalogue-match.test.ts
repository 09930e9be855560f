import { describe, expect, it } from "vitest";
import type { Catalogue, CatalogueParameter, CatalogueRoute } from "../../src/cli/catalogue.js";
import { checkUnknownRoute, matchRoute } from "../../src/cli/catalogue-match.js";
import { UsageError } from "../../src/cli/usage-error.js";

// Small catalogues, built afresh for each check: the shapes of a catalogue are worked out once
// per catalogue, so a catalogue used twice would show what its first use worked out.

const entry = (route: string, parameters: CatalogueParameter[] = []): CatalogueRoute => ({
  route,
  summary: route,
  parameters,
});
const ownerPath: CatalogueParameter = { name: "owner", in: "path", required: true };

const ISSUES = entry("GET /r/{owner}/issues", [ownerPath]);
const CACHES = entry("DELETE /r/{owner}/caches{?key,ref}", [
  ownerPath,
  { name: "key", in: "query", required: false },
  { name: "ref", in: "query", required: false },
]);
const PLAIN_HOST = entry("PUT http://plain.example/r/{id}", [
  { name: "id", in: "path", required: true },
]);

const catalogueOf = (...routes: CatalogueRoute[]): Catalogue => ({ source: "test", routes });

/** The message of the UsageError checkUnknownRoute throws, or undefined when it passes. */
function refusal(catalogue: Catalogue, method: string, url: string): string | undefined {
  try {
    checkUnknownRoute(catalogue, method, url);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
}

describe("matchRoute", () => {
  it("finds the catalogue route of a url written with values", () => {
    expect(matchRoute(catalogueOf(ISSUES), "get", "/r/octocat/issues")).toBe(ISSUES);
    expect(matchRoute(catalogueOf(ISSUES), "POST", "/r/octocat/issues")).toBeUndefined();
    expect(matchRoute(catalogueOf(ISSUES), "GET", "/r/octocat/issues/1")).toBeUndefined();
    expect(matchRoute(catalogueOf(ISSUES), "GET", "/r/octocat/pulls")).toBeUndefined();
  });

  it("reads the API's own origin, in any case, as the relative route", () => {
    const url = "https://api.github.com/r/octocat/issues";
    expect(matchRoute(catalogueOf(ISSUES), "GET", url)).toBe(ISSUES);
    expect(
      matchRoute(
        catalogueOf(ISSUES),
        "GET",
        url.toUpperCase().replace("R/OCTOCAT/ISSUES", "r/o/issues"),
      ),
    ).toBe(ISSUES);
    expect(matchRoute(catalogueOf(ISSUES), "GET", "https://other.example/r/o/issues")).toBe(
      undefined,
    );
  });

  it("leaves out a query and a query expression of the url", () => {
    expect(matchRoute(catalogueOf(ISSUES), "GET", "/r/o/issues?state=open")).toBe(ISSUES);
    expect(matchRoute(catalogueOf(ISSUES), "GET", "/r/o/issues#top")).toBe(ISSUES);
    expect(matchRoute(catalogueOf(ISSUES), "GET", "/r/o/issues{?state}")).toBe(ISSUES);
  });

  it("matches no segment that is an expression other than a whole {name}, nor an empty one", () => {
    expect(matchRoute(catalogueOf(ISSUES), "GET", "/r/o{.json}/issues")).toBeUndefined();
    expect(matchRoute(catalogueOf(ISSUES), "GET", "/r/{owner}x/issues")).toBeUndefined();
    expect(matchRoute(catalogueOf(ISSUES), "GET", "/r//issues")).toBeUndefined();
    // A placeholder of the url fits only one of the same name.
    expect(matchRoute(catalogueOf(ISSUES), "GET", "/r/{o}/issues")).toBeUndefined();
    expect(matchRoute(catalogueOf(ISSUES), "GET", "/r/:owner/issues")).toBe(ISSUES);
  });

  it("matches a catalogue route that is no plain path only exactly", () => {
    const routes = [entry("GET /a/x{y}"), entry("GET /b/{y}.json"), entry("GET relative/{x}")];
    expect(matchRoute(catalogueOf(...routes), "GET", "/a/lit")).toBeUndefined();
    expect(matchRoute(catalogueOf(...routes), "GET", "/b/lit")).toBeUndefined();
    expect(matchRoute(catalogueOf(...routes), "GET", "relative/lit")).toBeUndefined();
    expect(matchRoute(catalogueOf(...routes, ISSUES), "GET", "/r/o/issues")).toBe(ISSUES);
    expect(matchRoute(catalogueOf(...routes), "GET", "/a/x{y}")).toBe(routes[0]);
  });

  it("takes a route found as it is before matching segments", () => {
    expect(matchRoute(catalogueOf(PLAIN_HOST), "PUT", "http://plain.example/r/{id}")).toBe(
      PLAIN_HOST,
    );
  });

  it("prefers the route with more literal segments, then the first", () => {
    const any = entry("GET /r/{owner}/{kind}");
    const other = entry("GET /{where}/o/issues");
    expect(matchRoute(catalogueOf(any, ISSUES), "GET", "/r/o/issues")).toBe(ISSUES);
    expect(matchRoute(catalogueOf(ISSUES, any), "GET", "/r/o/issues")).toBe(ISSUES);
    expect(matchRoute(catalogueOf(ISSUES, other), "GET", "/r/o/issues")).toBe(ISSUES);
    expect(matchRoute(catalogueOf(other, ISSUES), "GET", "/r/o/issues")).toBe(other);
  });

  it("marks a matched route whose catalogue route has a query expression", () => {
    expect(matchRoute(catalogueOf(CACHES), "DELETE", "/r/octocat/caches")).toStrictEqual({
      ...CACHES,
      queryInUrl: { route: CACHES.route, names: ["key", "ref"] },
    });
  });
});

describe("checkUnknownRoute", () => {
  const NEW_ISSUE = entry("POST /r/{owner}/issues", [ownerPath]);
  const LABELS = entry("POST /r/{owner}/labels", [ownerPath]);
  const ISSUER = entry("GET /r/{owner}/issuer", [ownerPath]);
  const TAGS = entry("GET /r/{owner}/tags", [ownerPath]);
  const other = "for another API's route, give --no-catalogue";

  it("names the methods GitHub has for the path", () => {
    expect(refusal(catalogueOf(ISSUES, NEW_ISSUE), "put", "/r/o/issues")).toBe(
      `GitHub has no PUT for "/r/o/issues", only GET, POST; ${other}`,
    );
    // It is asked only of a route that matched none: the route's own method is not named.
    expect(refusal(catalogueOf(ISSUES), "GET", "/r/o/issues")).toBeUndefined();
  });

  it("names the first route of the method one slip away", () => {
    expect(refusal(catalogueOf(ISSUES, ISSUER), "GET", "/r/o/isues")).toBe(
      `"GET /r/o/isues" is not a GitHub route; did you mean "GET /r/{owner}/issues"? (${other})`,
    );
    expect(refusal(catalogueOf(ISSUER, ISSUES), "GET", "/r/o/isues")).toBe(
      `"GET /r/o/isues" is not a GitHub route; did you mean "GET /r/{owner}/issuer"? (${other})`,
    );
    expect(refusal(catalogueOf(LABELS), "GET", "/r/o/lables")).toBeUndefined();
    expect(refusal(catalogueOf(LABELS), "POST", "/r/o/lables")).toBe(
      `"POST /r/o/lables" is not a GitHub route; did you mean "POST /r/{owner}/labels"? (${other})`,
    );
  });

  it("takes a word of four letters as a slip, and no shorter one", () => {
    expect(refusal(catalogueOf(TAGS), "GET", "/r/o/tgas")).toBe(
      `"GET /r/o/tgas" is not a GitHub route; did you mean "GET /r/{owner}/tags"? (${other})`,
    );
    expect(refusal(catalogueOf(entry("GET /r/{owner}/tag")), "GET", "/r/o/tga")).toBeUndefined();
  });

  it("leaves alone a route of another host or far from every route", () => {
    expect(refusal(catalogueOf(ISSUES), "GET", "https://other.example/r/o/isues")).toBe(undefined);
    expect(refusal(catalogueOf(ISSUES), "GET", "/r/o/zzzzzz")).toBeUndefined();
  });
});
