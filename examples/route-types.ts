// biome-ignore-all lint/correctness/noUnusedVariables: each type alias exists to show its type
// biome-ignore-all lint/correctness/noUnusedImports: types named only in `// =>` comments are checked there
// Examples of the types that read a route literal. A `// =>` comment after a type alias shows
// the type the compiler computes; test/examples/examples.test.ts has the compiler check each
// one, and runs the rest of this file like the other examples.
import {
  endpoint,
  RequestBuilder,
  type RequestOptions,
  type RouteCarrier,
  type types,
} from "../src/index.js";

// #region required-parameters
type Required = types.RequiredParameters<"GET /repos/{owner}/{repo}/issues{?state,per_page}">;
// => "owner" | "repo"
type FromColons = types.RequiredParameters<"GET /orgs/:org/teams/:team_slug">; // => "org" | "team_slug"
// Only a placeholder that fills a path segment alone is required, as at run time:
type Shared = types.RequiredParameters<"GET /compare/{base}...{head}">; // => never
type AnyRoute = types.RequiredParameters<string>; // => never
// #endregion required-parameters

// #region optional-parameters
type Optional = types.OptionalParameters<"GET /repos/{owner}/{repo}/issues{?state,per_page}">;
// => "state" | "per_page"
type Segment = types.OptionalParameters<"GET /files{/path*}">; // => "path"
// #endregion optional-parameters

// #region parameter-name
type Names = types.ParameterName<"GET /repos/{owner}/{repo}/issues{?state}">;
// => "owner" | "repo" | "state"
type AnyName = types.ParameterName<string>; // => string

// So param() accepts the route's placeholders, and nothing else.
RequestBuilder.create()
  .route("GET /repos/{owner}/{repo}/issues{?state}")
  .param("owner", "octocat")
  .param("repo", "Hello-World")
  .param("state", "open")
  .build().url;
// => "https://api.github.com/repos/octocat/Hello-World/issues?state=open"
// #endregion parameter-name

// #region route-url
type Url = types.RouteUrl<"GET /repos/{owner}/{repo}">; // => "/repos/{owner}/{repo}"
type UrlOnly = types.RouteUrl<"/user">; // => "/user"
// #endregion route-url

// #region route-method
type Method = types.RouteMethod<"DELETE /gists/{gist_id}">; // => "DELETE"
type NoMethod = types.RouteMethod<"/user">; // => never
// #endregion route-method

// #region with-method
type Patch = types.WithMethod<"GET /user", "PATCH">; // => "PATCH /user"
type PatchAny = types.WithMethod<string, "PATCH">; // => string
// #endregion with-method

// #region request-options-for
type GetResult = types.RequestOptionsFor<"GET /user">;
// => Omit<RequestOptions, "method" | "body"> & { method: "get" } & RouteCarrier<"GET /user">
type PostResult = types.RequestOptionsFor<"POST /user/repos">;
// => Omit<RequestOptions, "method"> & { method: "post" } & RouteCarrier<"POST /user/repos">
type AnyResult = types.RequestOptionsFor<string>; // => RequestOptions

// The method of the result has the literal type, and a GET result has no body to read.
const getUser = endpoint("GET /user");
getUser.method; // => "get"
// #endregion request-options-for

// #region build-requirement
type Complete = types.BuildRequirement<"GET /repos/{owner}/{repo}", "owner" | "repo">; // => unknown
type Incomplete = types.BuildRequirement<"GET /repos/{owner}/{repo}", "owner">;
// => { "missing route parameter: repo": true }

// A build() with `repo` unbound does not compile; its error names the missing parameter:
// Property '"missing route parameter: repo"' is missing in type 'RequestBuilder<...>'
const repo = RequestBuilder.create().route("GET /repos/{owner}/{repo}").param("owner", "octocat");
repo.param("repo", "Hello-World").build().url; // => "https://api.github.com/repos/octocat/Hello-World"
// #endregion build-requirement

// #region merged-route
type KeepsRoute = types.MergedRoute<"GET /user", { per_page: number }>; // => "GET /user"
type NewUrl = types.MergedRoute<"GET /user", { url: string }>; // => string
// #endregion merged-route

// #region endpoint-placeholders
// endpoint() asks the same of its options: each placeholder of the path, unless the defaults
// give it.
endpoint("GET /repos/{owner}/{repo}", { owner: "octocat", repo: "Hello-World" }).url;
// => "https://api.github.com/repos/octocat/Hello-World"
const nodejs = endpoint.defaults({ org: "nodejs" });
nodejs("GET /orgs/{org}/repos").url; // => "https://api.github.com/orgs/nodejs/repos"
// #endregion endpoint-placeholders
