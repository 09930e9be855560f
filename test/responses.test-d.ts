import type { components, operations } from "@octokit/openapi-types";
import type { AxiosRequestConfig } from "axios";
import { describe, expectTypeOf, it } from "vitest";
import {
  type EndpointOptions,
  endpoint,
  RequestBuilder,
  type RequestOptions,
  toFetch,
  type types,
} from "../src/index.js";
import type { ResponseFor, ResponseOf } from "../src/responses.js";

// Type tests of @restbuild/endpoint/responses: the response body of a route, read from
// @octokit/openapi-types, and the route that a result of endpoint() and build() carries in its
// type. The expected types are octokit's own schemas, named by their keys, never written out.

type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];
type Json<Operation extends keyof operations, Status extends number> =
  operations[Operation]["responses"] extends Record<
    Status,
    { content: { "application/json": infer Body } }
  >
    ? Body
    : "no JSON body";

const owner = "octocat";
const repo = "Hello-World";

describe("ResponseFor", () => {
  it("is the 200 body of a GET: a repository, with its full name", () => {
    expectTypeOf<ResponseFor<"GET /repos/{owner}/{repo}">>().toEqualTypeOf<
      Schema<"full-repository">
    >();
    expectTypeOf<ResponseFor<"GET /repos/{owner}/{repo}">["full_name"]>().toEqualTypeOf<string>();
  });

  it("is an array for a list", () => {
    expectTypeOf<ResponseFor<"GET /repos/{owner}/{repo}/issues">>().toEqualTypeOf<
      Schema<"issue">[]
    >();
    expectTypeOf<ResponseFor<"GET /user/repos">>().toEqualTypeOf<Schema<"repository">[]>();
  });

  it("is the 201 body of a POST that creates", () => {
    expectTypeOf<ResponseFor<"POST /repos/{owner}/{repo}/issues">>().toEqualTypeOf<
      Json<"issues/create", 201>
    >();
    expectTypeOf<ResponseFor<"POST /repos/{owner}/{repo}/issues">>().toEqualTypeOf<
      Schema<"issue">
    >();
  });

  it("is undefined for a 204 without content", () => {
    expectTypeOf<ResponseFor<"DELETE /repos/{owner}/{repo}">>().toEqualTypeOf<undefined>();
    expectTypeOf<ResponseFor<"PUT /user/starred/{owner}/{repo}">>().toEqualTypeOf<undefined>();
  });

  it("is the union of the successes where a route has several", () => {
    // 200 with the statistics, 202 while GitHub computes them, 204 for an empty repository.
    type Activity = ResponseFor<"GET /repos/{owner}/{repo}/stats/commit_activity">;
    expectTypeOf<Json<"repos/get-commit-activity-stats", 200>>().toExtend<Activity>();
    expectTypeOf<undefined>().toExtend<Activity>();
    // A 200 with a body or a 204 without.
    type Merge = ResponseFor<"PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge">;
    expectTypeOf<Merge>().toEqualTypeOf<Json<"pulls/merge", 200>>();
    type Follow = ResponseFor<"POST /repos/{owner}/{repo}/merges">;
    expectTypeOf<Follow>().toEqualTypeOf<Json<"repos/merge", 201> | undefined>();
  });

  it("finds the routes the catalogue writes with a host or a query expression", () => {
    expectTypeOf<
      ResponseFor<"POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}">
    >().toEqualTypeOf<Schema<"release-asset">>();
    expectTypeOf<
      ResponseFor<"DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}">
    >().toEqualTypeOf<Json<"actions/delete-actions-cache-by-key", 200>>();
    expectTypeOf<ResponseFor<"GET https://api.github.com/repos/{owner}/{repo}">>().toEqualTypeOf<
      Schema<"full-repository">
    >();
  });

  it("is unknown for a route outside the description, a route typed as string, and text bodies", () => {
    expectTypeOf<ResponseFor<"GET /v1/files/{file_key}">>().toBeUnknown();
    expectTypeOf<ResponseFor<"PATCH /user/repos">>().toBeUnknown();
    expectTypeOf<ResponseFor<"GET /repos/{owner}/{repo}/isues">>().toBeUnknown();
    expectTypeOf<ResponseFor<string>>().toBeUnknown();
    expectTypeOf<ResponseFor<"GET /zen">>().toBeUnknown();
  });
});

describe("ResponseOf", () => {
  it("gives the response of the route that endpoint() built the options for", () => {
    const options = endpoint("GET /repos/{owner}/{repo}", { owner, repo });
    expectTypeOf<ResponseOf<typeof options>>().toEqualTypeOf<Schema<"full-repository">>();
    const created = endpoint("POST /repos/{owner}/{repo}/issues", { owner, repo, title: "Bug" });
    expectTypeOf<ResponseOf<typeof created>>().toEqualTypeOf<Schema<"issue">>();
    const github = endpoint.defaults({ owner, repo });
    const listed = github("GET /repos/{owner}/{repo}/issues");
    expectTypeOf<ResponseOf<typeof listed>>().toEqualTypeOf<Schema<"issue">[]>();
  });

  it("gives the response of the route a builder built, after .method() too", () => {
    const issues = RequestBuilder.create()
      .route("GET /repos/{owner}/{repo}/issues")
      .params({ owner, repo });
    const listed = issues.build();
    expectTypeOf<ResponseOf<typeof listed>>().toEqualTypeOf<Schema<"issue">[]>();
    const deleted = RequestBuilder.create()
      .route("GET /repos/{owner}/{repo}")
      .method("DELETE")
      .params({ owner, repo })
      .build();
    expectTypeOf<ResponseOf<typeof deleted>>().toEqualTypeOf<undefined>();
  });

  it("is unknown for options that carry no route", () => {
    const route: string = "GET /repos/{owner}/{repo}";
    expectTypeOf<ResponseOf<ReturnType<typeof endpoint<string>>>>().toBeUnknown();
    expectTypeOf<ResponseOf<typeof route>>().toBeUnknown();
    expectTypeOf<ResponseOf<RequestOptions>>().toBeUnknown();
    expectTypeOf<ResponseOf<ReturnType<typeof endpoint.parse>>>().toBeUnknown();
    const other = endpoint("GET /v1/files/{file_key}", { file_key: "abc" });
    expectTypeOf<ResponseOf<typeof other>>().toBeUnknown();
  });
});

describe("the route a result carries", () => {
  const options = endpoint("GET /repos/{owner}/{repo}", { owner, repo });

  it("is in the type, under a symbol and optional", () => {
    expectTypeOf<types.CarriedRoute<typeof options>>().toEqualTypeOf<"GET /repos/{owner}/{repo}">();
    expectTypeOf<Extract<keyof typeof options, symbol>>().not.toBeNever();
    // No required key: every key but the carried route was there before.
    type RequiredKeys<T> = {
      [Key in keyof T]-?: object extends Pick<T, Key> ? never : Key;
    }[keyof T];
    expectTypeOf<RequiredKeys<typeof options>>().toEqualTypeOf<"method" | "url" | "headers">();
  });

  it("leaves the result assignable to the options types and to clients' inputs", () => {
    expectTypeOf(options).toExtend<RequestOptions>();
    expectTypeOf(options).toExtend<EndpointOptions>();
    expectTypeOf(options).toExtend<AxiosRequestConfig>();
    expectTypeOf(toFetch).toBeCallableWith(options);
    const built = RequestBuilder.create().route("POST /user/repos").param("name", "x").build();
    expectTypeOf(built).toExtend<RequestOptions>();
    expectTypeOf(toFetch).toBeCallableWith(built);
  });
});
