import { describe, expectTypeOf, it } from "vitest";
import type {
  BuildRequirement,
  OptionalParameters,
  ParameterName,
  RequiredParameters,
} from "../../src/core/route-types.js";
import { endpoint, RequestBuilder } from "../../src/index.js";
import type { GITHUB_ROUTE_SAMPLE } from "../fixtures/route-templates.js";

// Fifty real GitHub routes (test/fixtures/route-templates.ts; route-types.test.ts checks that
// each is in routes.json) and one route with twelve placeholders, through every route type the
// builder and endpoint() use. This file is also the workload of the type-cost measurement in
// docs/typed-routes.md: `npx tsc --noEmit --extendedDiagnostics -p test/types/tsconfig.type-cost.json`.

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Names<List> = List extends readonly (infer Name extends string)[] ? Name : never;
type Sample = (typeof GITHUB_ROUTE_SAMPLE)[number];

/** The build() requirement that names every placeholder in `Missing`. */
type MissingNames<Missing extends string> = {
  [Name in Missing as `missing route parameter: ${Name}`]: true;
};

/**
 * Routes of the sample where the types disagree with the listed names: the required and
 * optional names, the names `.param()` accepts, or what `build()` asks for with nothing bound
 * and with every required name bound.
 */
type Disagreements<Fixture> = Fixture extends Sample
  ? [
      Equal<RequiredParameters<Fixture["route"]>, Names<Fixture["required"]>>,
      Equal<OptionalParameters<Fixture["route"]>, Names<Fixture["optional"]>>,
      Equal<
        ParameterName<Fixture["route"]>,
        Names<Fixture["required"]> | Names<Fixture["optional"]>
      >,
      Equal<
        BuildRequirement<Fixture["route"], never>,
        [Names<Fixture["required"]>] extends [never]
          ? unknown
          : MissingNames<Names<Fixture["required"]>>
      >,
      Equal<BuildRequirement<Fixture["route"], Names<Fixture["required"]>>, unknown>,
    ] extends [true, true, true, true, true]
    ? never
    : Fixture["route"]
  : never;

describe("route types over fifty GitHub routes", () => {
  it("read the names of every route and ask build() for exactly the required ones", () => {
    expectTypeOf<Disagreements<Sample>>().toEqualTypeOf<never>();
  });

  it("build the enterprise-team routes with hyphenated names", () => {
    RequestBuilder.create()
      .route("DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}")
      .params({ enterprise: "e", "enterprise-team": "t", username: "u" })
      .build();
    endpoint("PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}", {
      enterprise: "e",
      "enterprise-team": "t",
      org: "o",
    });
    // @ts-expect-error enterprise-team is missing
    endpoint("GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations", {
      enterprise: "e",
    });
  });

  it("build the upload route on the uploads host, not on the API host", () => {
    // @ts-expect-error route on the wrong host: it would go to api.github.com
    endpoint("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
      owner: "o",
      repo: "r",
      release_id: 1,
      name: "a.zip",
      data: "...",
    });
    const upload = endpoint(
      "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      {
        owner: "o",
        repo: "r",
        release_id: 1,
        name: "a.zip",
        data: "...",
      },
    );
    expectTypeOf(upload.method).toEqualTypeOf<"post">();
  });

  it("build the routes with five placeholders", () => {
    RequestBuilder.create()
      .route(
        "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}",
      )
      .params({ owner: "o", repo: "r", codeql_variant_analysis_id: 1, repo_owner: "ro" })
      .param("repo_name", "rn")
      .build();
    const reactions = RequestBuilder.create().route(
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}",
    );
    reactions
      .params({ org: "o", team_slug: "t", discussion_number: 1, comment_number: 2 })
      .param("reaction_id", 3)
      .build();
    // @ts-expect-error reaction_id is unbound
    reactions.params({ org: "o", team_slug: "t", discussion_number: 1, comment_number: 2 }).build();
  });
});

describe("a route with twelve placeholders", () => {
  const route =
    "GET /{tenant}/{project}/{env}/{service}/{version}/:region/{+resource}{/segments*}{.format}{;matrix}{?page,per_page}{&fields*}";
  type Route = typeof route;

  it("is read without an 'excessively deep' error", () => {
    // Required: the placeholders that fill a path segment alone (`{+resource}` ends before
    // `{/segments*}`); the optional segment, extension, matrix and query are optional.
    expectTypeOf<RequiredParameters<Route>>().toEqualTypeOf<
      "tenant" | "project" | "env" | "service" | "version" | "region" | "resource"
    >();
    expectTypeOf<OptionalParameters<Route>>().toEqualTypeOf<
      "segments" | "format" | "matrix" | "page" | "per_page" | "fields"
    >();
  });

  it("builds once its seven required names are bound, one param() at a time", () => {
    const builder = RequestBuilder.create()
      .route(route)
      .param("tenant", "t")
      .param("project", "p")
      .param("env", "e")
      .param("service", "s")
      .param("version", "v1")
      .param("region", "eu");
    // @ts-expect-error resource is unbound
    builder.build();
    const result = builder.param("resource", "a/b").param("format", "json").build();
    expectTypeOf(result.method).toEqualTypeOf<"get">();
  });

  it("is checked by endpoint() as well", () => {
    const parameters = {
      tenant: "t",
      project: "p",
      env: "e",
      service: "s",
      version: "v1",
      region: "eu",
      segments: ["c", "d"],
      format: "json",
    };
    endpoint(route, { ...parameters, resource: "a/b" });
    // @ts-expect-error resource is missing
    endpoint(route, parameters);
  });
});
