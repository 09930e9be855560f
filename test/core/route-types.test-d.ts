import { describe, expectTypeOf, it } from "vitest";
import type {
  OptionalParameters,
  ParameterName,
  RequiredParameters,
  RouteMethod,
  RouteUrl,
} from "../../src/core/route-types.js";
import type {
  GITHUB_ROUTE_SAMPLE,
  ROUTE_TEMPLATES,
  RouteTemplateFixture,
} from "../fixtures/route-templates.js";

// The type-level twin of route-types.test.ts: RequiredParameters and OptionalParameters of
// every fixture equal the names the fixture lists. The checks map over the fixture lists, so a
// new fixture is checked without a new assertion.

/** Exact type equality (a union must match member for member; `never` equals only `never`). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type Names<List> = List extends readonly (infer Name extends string)[] ? Name : never;

/** Each fixture whose required names the type reads differently, with both name sets. */
type RequiredMismatches<Fixture> = Fixture extends RouteTemplateFixture
  ? Equal<RequiredParameters<Fixture["route"]>, Names<Fixture["required"]>> extends true
    ? never
    : {
        route: Fixture["route"];
        expected: Names<Fixture["required"]>;
        actual: RequiredParameters<Fixture["route"]>;
      }
  : never;

/** Each fixture whose optional names the type reads differently, with both name sets. */
type OptionalMismatches<Fixture> = Fixture extends RouteTemplateFixture
  ? Equal<OptionalParameters<Fixture["route"]>, Names<Fixture["optional"]>> extends true
    ? never
    : {
        route: Fixture["route"];
        expected: Names<Fixture["optional"]>;
        actual: OptionalParameters<Fixture["route"]>;
      }
  : never;

/** Each fixture whose accepted `.param()` names are not its required and optional names. */
type ParameterNameMismatches<Fixture> = Fixture extends RouteTemplateFixture
  ? Equal<
      ParameterName<Fixture["route"]>,
      Names<Fixture["required"]> | Names<Fixture["optional"]>
    > extends true
    ? never
    : Fixture["route"]
  : never;

type Fixtures = (typeof ROUTE_TEMPLATES)[number];
type GithubFixtures = (typeof GITHUB_ROUTE_SAMPLE)[number];

describe("RequiredParameters and OptionalParameters over the fixtures", () => {
  it("reads the required names of every hand-written fixture", () => {
    expectTypeOf<RequiredMismatches<Fixtures>>().toEqualTypeOf<never>();
  });

  it("reads the optional names of every hand-written fixture", () => {
    expectTypeOf<OptionalMismatches<Fixtures>>().toEqualTypeOf<never>();
  });

  it("accepts as parameter names exactly the required and optional names of every fixture", () => {
    expectTypeOf<ParameterNameMismatches<Fixtures>>().toEqualTypeOf<never>();
  });

  it("reads the names of every route of the GitHub sample", () => {
    expectTypeOf<RequiredMismatches<GithubFixtures>>().toEqualTypeOf<never>();
    expectTypeOf<OptionalMismatches<GithubFixtures>>().toEqualTypeOf<never>();
    expectTypeOf<ParameterNameMismatches<GithubFixtures>>().toEqualTypeOf<never>();
  });

  it("checks every fixture: the list type is a union of literal routes, not string", () => {
    // If `as const` were lost, RequiredParameters<string> is never and every check above
    // would pass vacuously.
    expectTypeOf<string extends Fixtures["route"] ? true : false>().toEqualTypeOf<false>();
    expectTypeOf<string extends GithubFixtures["route"] ? true : false>().toEqualTypeOf<false>();
    expectTypeOf<Fixtures["required"]>().not.toEqualTypeOf<readonly string[]>();
  });

  it("reports a fixture whose names differ (the checks can fail)", () => {
    type Wrong =
      | { route: "GET /a/{x}{?q}"; required: readonly ["y"]; optional: readonly ["q"] }
      | { route: "GET /b/{x}{?q}"; required: readonly ["x"]; optional: readonly [] }
      | { route: "GET /c/{x}{?q}"; required: readonly ["x"]; optional: readonly ["q"] };
    expectTypeOf<RequiredMismatches<Wrong>>().toEqualTypeOf<{
      route: "GET /a/{x}{?q}";
      expected: "y";
      actual: "x";
    }>();
    expectTypeOf<OptionalMismatches<Wrong>>().toEqualTypeOf<{
      route: "GET /b/{x}{?q}";
      expected: never;
      actual: "q";
    }>();
    expectTypeOf<ParameterNameMismatches<Wrong>>().toEqualTypeOf<
      "GET /a/{x}{?q}" | "GET /b/{x}{?q}"
    >();
  });
});

describe("RequiredParameters and OptionalParameters written out", () => {
  it("splits path and query names of an issues route", () => {
    type Route = "GET /repos/{owner}/{repo}/issues{?state,per_page}";
    expectTypeOf<RequiredParameters<Route>>().toEqualTypeOf<"owner" | "repo">();
    expectTypeOf<OptionalParameters<Route>>().toEqualTypeOf<"state" | "per_page">();
    expectTypeOf<RouteMethod<Route>>().toEqualTypeOf<"GET">();
    expectTypeOf<
      RouteUrl<Route>
    >().toEqualTypeOf<"/repos/{owner}/{repo}/issues{?state,per_page}">();
  });

  it("requires a {name}, {+name} or :name that fills a segment, and no other operator", () => {
    type Route = "/x/:org/{+path}{/seg*}{.ext}{;m}{#frag}{?a,b:3}{&c*}";
    expectTypeOf<RequiredParameters<Route>>().toEqualTypeOf<"org" | "path">();
    expectTypeOf<OptionalParameters<Route>>().toEqualTypeOf<
      "seg" | "ext" | "m" | "frag" | "a" | "b" | "c"
    >();
    expectTypeOf<RouteMethod<Route>>().toBeNever();
  });

  it("leaves an optional segment {/y} and a shared segment optional, as the runtime does", () => {
    expectTypeOf<RequiredParameters<"GET /x{/y}">>().toBeNever();
    expectTypeOf<OptionalParameters<"GET /x{/y}">>().toEqualTypeOf<"y">();
    expectTypeOf<RequiredParameters<"GET /compare/{base}...{head}">>().toBeNever();
    expectTypeOf<RequiredParameters<"GET /v{version}/x-{a}/{b}">>().toEqualTypeOf<"b">();
    expectTypeOf<ParameterName<"GET /v{version}/x-{a}/{b}">>().toEqualTypeOf<
      "version" | "a" | "b"
    >();
  });

  it("starts the path after the authority of an absolute URL", () => {
    type Route = "GET https://{host}/{id}";
    expectTypeOf<RequiredParameters<Route>>().toEqualTypeOf<"id">();
    expectTypeOf<OptionalParameters<Route>>().toEqualTypeOf<"host">();
    expectTypeOf<RequiredParameters<"{owner}/repos">>().toEqualTypeOf<"owner">();
  });

  it("knows no names for a route typed as plain string, and accepts any name for it", () => {
    expectTypeOf<RequiredParameters<string>>().toBeNever();
    expectTypeOf<OptionalParameters<string>>().toBeNever();
    expectTypeOf<ParameterName<string>>().toEqualTypeOf<string>();
  });

  it("reads the known placeholders of a template literal type with a string hole", () => {
    // Only the literal parts can be read: a placeholder inside the hole stays unknown.
    type Route = `GET /repos/${string}/{repo}`;
    expectTypeOf<RequiredParameters<Route>>().toEqualTypeOf<"repo">();
  });
});
