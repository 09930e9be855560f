// biome-ignore-all lint/correctness/noUnusedVariables: an example computes values to show them, not to use them
// Examples of the `endpoint()` API. The API docs show each region through `{@includeCode}`, and
// test/examples/examples.test.ts runs this file and checks every result a `// =>` comment shows.
import { type EndpointInterface, endpoint, VERSION } from "../src/index.js";

// #region endpoint
endpoint("GET /repos/{owner}/{repo}/issues", {
  owner: "octocat",
  repo: "Hello-World",
  state: "open",
  per_page: 2,
});
// => {
//   method: "get",
//   url: "https://api.github.com/repos/octocat/Hello-World/issues?state=open&per_page=2",
//   headers: {
//     accept: "application/vnd.github.v3+json",
//     "user-agent": "restbuild-endpoint.js/0.2.0",
//   },
// }
// #endregion endpoint

// #region endpoint-route
endpoint("POST /repos/{owner}/{repo}/issues", {
  owner: "octocat",
  repo: "Hello-World",
  title: "Found a bug",
  headers: { authorization: "token X" },
});
// => {
//   method: "post",
//   url: "https://api.github.com/repos/octocat/Hello-World/issues",
//   headers: {
//     accept: "application/vnd.github.v3+json",
//     "user-agent": "restbuild-endpoint.js/…",
//     authorization: "token X",
//     "content-type": "application/json; charset=utf-8",
//   },
//   body: { title: "Found a bug" },
// }
// #endregion endpoint-route

// #region endpoint-route-only
endpoint("GET /user").url;
// => "https://api.github.com/user"

// The defaults can give what the route needs.
endpoint.defaults({ username: "octocat" })("GET /users/{username}").url;
// => "https://api.github.com/users/octocat"
// #endregion endpoint-route-only

// #region endpoint-options
endpoint({
  method: "POST",
  url: "https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
  owner: "octocat",
  repo: "Hello-World",
  release_id: 1,
  name: "notes.txt",
  data: "Hello, world",
  headers: { "content-type": "text/plain", "content-length": 12 },
});
// => {
//   method: "post",
//   url: "https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets?name=notes.txt",
//   headers: { ..., "content-type": "text/plain", "content-length": 12 },
//   body: "Hello, world",
// }
// #endregion endpoint-options

// #region endpoint-interface
const api: EndpointInterface = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" });
api("GET /users/{username}", { username: "octocat" }).url;
// => "https://ghe.example/api/v3/users/octocat"
api.DEFAULTS.baseUrl; // => "https://ghe.example/api/v3"
// #endregion endpoint-interface

// #region defaults
const ghe = endpoint.defaults({
  baseUrl: "https://ghe.example/api/v3",
  headers: { authorization: "token X" },
  per_page: 100,
});
ghe("GET /orgs/{org}/repos", { org: "nodejs" });
// => {
//   method: "get",
//   url: "https://ghe.example/api/v3/orgs/nodejs/repos?per_page=100",
//   headers: { ..., authorization: "token X" },
// }

// Defaults cascade: a later level adds to the earlier ones and overrides them by name.
const traced = ghe.defaults({ headers: { "x-trace": "1" }, per_page: 50 });
traced("GET /orgs/{org}/repos", { org: "nodejs" });
// => {
//   method: "get",
//   url: "https://ghe.example/api/v3/orgs/nodejs/repos?per_page=50",
//   headers: { ..., authorization: "token X", "x-trace": "1" },
// }
// #endregion defaults

// #region defaults-property
endpoint.DEFAULTS;
// => {
//   method: "GET",
//   baseUrl: "https://api.github.com",
//   headers: {
//     accept: "application/vnd.github.v3+json",
//     "user-agent": "restbuild-endpoint.js/0.2.0",
//   },
//   mediaType: { format: "", previews: [] },
// }

// Every read gives a fresh copy: changing it changes nothing else.
const copy = endpoint.DEFAULTS;
copy.baseUrl = "https://example.com";
endpoint.DEFAULTS.baseUrl; // => "https://api.github.com"
// #endregion defaults-property

// #region merge-route
endpoint.merge("GET /orgs/{org}/repos", { org: "nodejs", per_page: 100 });
// => {
//   method: "GET",
//   baseUrl: "https://api.github.com",
//   url: "/orgs/{org}/repos",
//   headers: {
//     accept: "application/vnd.github.v3+json",
//     "user-agent": "restbuild-endpoint.js/…",
//   },
//   mediaType: { format: "", previews: [] },
//   org: "nodejs",
//   per_page: 100,
// }
// #endregion merge-route

// #region merge-options
endpoint.merge({
  method: "PATCH",
  url: "/user",
  headers: { "X-Trace": "1" },
  blog: "https://github.blog",
});
// => {
//   method: "PATCH",
//   baseUrl: "https://api.github.com",
//   url: "/user",
//   headers: { ..., "x-trace": "1" },
//   mediaType: { format: "", previews: [] },
//   blog: "https://github.blog",
// }
// #endregion merge-options

// #region parse
const merged = endpoint.merge("GET /orgs/{org}/repos", { org: "nodejs", per_page: 100 });
endpoint.parse(merged);
// => {
//   method: "get",
//   url: "https://api.github.com/orgs/nodejs/repos?per_page=100",
//   headers: { ... },
// }

// Callers may change merged options before parsing them.
merged.headers.authorization = "token X";
endpoint.parse(merged).headers.authorization; // => "token X"
// #endregion parse

// #region version
VERSION; // => "0.2.0"
endpoint.DEFAULTS.headers["user-agent"]; // => "restbuild-endpoint.js/0.2.0"
// #endregion version
