// biome-ignore-all lint/correctness/noUnusedVariables: each type alias exists to show its type
// Examples of the route catalogue types: GitHub's generated catalogue, one of your own, and the
// strict form of endpoint(). test/examples/examples.test.ts compiles and runs this file.
import {
  endpoint,
  type GitHubRoutes,
  RequestBuilder,
  type StrictEndpointInterface,
  type StrictRoutes,
  type types,
} from "../src/index.js";

// #region route-catalogue
type None = Record<never, never>;
// A type alias, not an interface: only a type alias fits RouteCatalogue's index signature.
type PetRoutes = {
  "GET /pets/{petId}": { path: { petId: number }; query: { fields?: string }; body: None };
  "POST /pets": { path: None; query: None; body: { name: string; tag?: string } };
};
const pets = endpoint.defaults({
  baseUrl: "https://pets.example",
}) as StrictEndpointInterface<PetRoutes>;
pets("POST /pets", { name: "Rex" }).body; // => { name: "Rex" }
// #endregion route-catalogue

// #region route-spec
type CreateIssue = GitHubRoutes["POST /repos/{owner}/{repo}/issues"];
type Placeholders = keyof CreateIssue["path"]; // "owner" | "repo"
type Query = keyof CreateIssue["query"]; // none: a POST sends its parameters in the body
type Title = CreateIssue["body"]["title"]; // string | number, and required
const title: Title = 42;
title; // => 42
// #endregion route-spec

// #region query-in-url
// A DELETE that takes a query: its query expression is part of the route (spec 2.2 rule 4).
endpoint("DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}", {
  owner: "octocat",
  repo: "Hello-World",
  key: "npm-linux",
}).url; // => "https://api.github.com/repos/octocat/Hello-World/actions/caches?key=npm-linux"
// The route without it takes no query name, and says which route to name.
type NameInstead =
  GitHubRoutes["DELETE /repos/{owner}/{repo}/actions/caches"]["queryInUrl"]["route"];
// #endregion query-in-url

// #region route-parameters
type IssueParameters = types.RouteParameters<GitHubRoutes["GET /repos/{owner}/{repo}/issues"]>;
const parameters: IssueParameters = { owner: "octocat", repo: "hello-world", state: "open" };
parameters.state; // => "open"
// #endregion route-parameters

// #region catalogue-entry
type Known = types.CatalogueEntry<GitHubRoutes, "GET /user">; // GitHub's entry for the route
type Other = types.CatalogueEntry<GitHubRoutes, "GET /not/a/route">; // undefined: placeholder inference
endpoint("GET /not/a/route").url; // => "https://api.github.com/not/a/route"
// #endregion catalogue-entry

// #region options-for
const listOptions: types.OptionsFor<GitHubRoutes, "GET /repos/{owner}/{repo}/issues"> = {
  owner: "octocat",
  repo: "hello-world",
  state: "closed",
  per_page: 100,
};
listOptions.per_page; // => 100
// #endregion options-for

// #region call-requirement
// Nothing more is required when the options fit: the route argument is the route itself.
type Fits = types.CallRequirement<GitHubRoutes, "GET /user", never, Record<never, never>, false>;
endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octocat", repo: "hello-world" }).url;
// => "https://api.github.com/repos/octocat/hello-world/issues"
// #endregion call-requirement

// #region strict-endpoint
const strict: StrictEndpointInterface = endpoint;
strict("GET /user").method; // => "get"
// A route outside the catalogue does not compile here: "unknown route: GET /isues".
// #endregion strict-endpoint

// #region github-routes
type IssueStates = GitHubRoutes["GET /repos/{owner}/{repo}/issues"]["query"]["state"];
// "open" | "closed" | "all" | undefined
const state: IssueStates = "all";
state; // => "all"
// #endregion github-routes

// #region strict-builder
const strictBuilder = RequestBuilder.create<StrictRoutes<GitHubRoutes>>();
strictBuilder.route("GET /user").build().url; // => "https://api.github.com/user"
// A route outside the catalogue does not compile here: "unknown route: GET /isues".
type Accepted = types.StrictRouteRequirement<StrictRoutes<GitHubRoutes>, "GET /user">; // unknown
// #endregion strict-builder
