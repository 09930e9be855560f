import { describe, expectTypeOf, it } from "vitest";
import type { RouteSpec } from "../../src/core/route-catalogue.js";
import type { RequiredKeys } from "../../src/core/route-problems.js";
import type { GitHubRouteChecks, GitHubRoutes } from "../../src/routes/github.js";

// The builder reads what its steps check on a GitHub route from `GitHubRouteChecks`, which
// scripts/generate-routes.mjs writes beside `GitHubRoutes` (src/routes/github.ts). This file
// holds the two equal for every route of the catalogue: the parameters `.param()` takes, each
// with the type the route gives it (`undefined` left out), and the names `build()` asks for
// (the path's placeholders and the required query and body fields), as worked out from the
// route's entry the way the builder works them out for any other catalogue. A route whose
// entry only names the form to write (`{?key,ref}`) has no checks.

/** Each name and value of a route's entry, wherever it goes, none optional. */
type ParametersOf<Spec extends RouteSpec> = {
  [Name in keyof (Spec["path"] & Spec["query"] & Spec["body"])]-?: unknown extends (Spec["path"] &
    Spec["query"] &
    Spec["body"])[Name]
    ? NonNullable<unknown> | null
    : Exclude<(Spec["path"] & Spec["query"] & Spec["body"])[Name], undefined>;
};

/** The names `build()` asks for on a route's entry. */
type RequiredOf<Spec extends RouteSpec> =
  | (keyof Spec["path"] & string)
  | RequiredKeys<Spec["query"]>
  | RequiredKeys<Spec["body"]>;

/** The routes of the catalogue with an entry of their own (not one that names the `{?…}` form). */
type SpecRoute = {
  [Route in keyof GitHubRoutes]: GitHubRoutes[Route] extends RouteSpec ? Route : never;
}[keyof GitHubRoutes];

/** The entry of such a route. */
type SpecOf<Route extends SpecRoute> = Extract<GitHubRoutes[Route], RouteSpec>;

/** What the generated checks hold for a route. */
type ChecksOf<Route> = Route extends keyof GitHubRouteChecks
  ? GitHubRouteChecks[Route]
  : { params: "no checks"; required: "no checks" };

/** Whether two types are each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The routes whose generated parameters differ from their entry's. */
type ParametersMismatch = {
  [Route in SpecRoute]: Same<ChecksOf<Route>["params"], ParametersOf<SpecOf<Route>>> extends true
    ? never
    : Route;
}[SpecRoute];

/** The routes whose generated required names differ from their entry's. */
type RequiredMismatch = {
  [Route in SpecRoute]: Same<ChecksOf<Route>["required"], RequiredOf<SpecOf<Route>>> extends true
    ? never
    : Route;
}[SpecRoute];

describe("the builder's generated route checks", () => {
  it("cover exactly the routes of the catalogue", () => {
    expectTypeOf<Exclude<SpecRoute, keyof GitHubRouteChecks>>().toEqualTypeOf<never>();
    expectTypeOf<Exclude<keyof GitHubRouteChecks, SpecRoute>>().toEqualTypeOf<never>();
  });

  it("give each route's parameters with the types of its entry", () => {
    expectTypeOf<ParametersMismatch>().toEqualTypeOf<never>();
  });

  it("ask for each route's placeholders and required fields, as its entry gives them", () => {
    expectTypeOf<RequiredMismatch>().toEqualTypeOf<never>();
  });

  it("tell a wrong entry apart (the check is not vacuous)", () => {
    type Issues = SpecOf<"POST /repos/{owner}/{repo}/issues">;
    expectTypeOf<Same<RequiredOf<Issues>, "owner" | "repo">>().toEqualTypeOf<false>();
    expectTypeOf<Same<RequiredOf<Issues>, "owner" | "repo" | "title">>().toEqualTypeOf<true>();
    type Params = GitHubRouteChecks["POST /repos/{owner}/{repo}/issues"]["params"];
    expectTypeOf<Same<Params, Omit<Params, "title">>>().toEqualTypeOf<false>();
    expectTypeOf<Same<Params, Params & { title: number }>>().toEqualTypeOf<false>();
  });
});
