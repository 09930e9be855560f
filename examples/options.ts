// biome-ignore-all lint/correctness/noUnusedVariables: an example computes values to show them, not to use them
// Examples of the option and result types. The API docs show each region through
// `{@includeCode}`, and test/examples/examples.test.ts runs this file and checks every result a
// `// =>` comment shows.
import {
  type EndpointOptions,
  endpoint,
  type HeaderValue,
  type MediaType,
  type MergedOptions,
  type OptionsSource,
  RequestBuilder,
  type RequestHeaders,
  type RequestMeta,
  type RequestOptions,
  type ResultHeaders,
} from "../src/index.js";

// #region endpoint-options
const createIssue: EndpointOptions = {
  method: "POST",
  url: "/repos/{owner}/{repo}/issues",
  headers: { Authorization: "token X" },
  owner: "octocat",
  repo: "Hello-World",
  title: "Found a bug",
};
endpoint(createIssue);
// => {
//   method: "post",
//   url: "https://api.github.com/repos/octocat/Hello-World/issues",
//   headers: { ..., authorization: "token X", "content-type": "application/json; charset=utf-8" },
//   body: { title: "Found a bug" },
// }
// #endregion endpoint-options

// #region endpoint-options-method
endpoint({ method: "DELETE", url: "/gists/{gist_id}", gist_id: "aa5a315d" }).method; // => "delete"
endpoint({ url: "/user" }).method; // => "get"
// #endregion endpoint-options-method

// #region endpoint-options-url
endpoint({ url: "/users/{username}", username: "octocat" }).url;
// => "https://api.github.com/users/octocat"
endpoint({ url: "/orgs/:org/repos{?type}", org: "nodejs", type: "public" }).url;
// => "https://api.github.com/orgs/nodejs/repos?type=public"
// #endregion endpoint-options-url

// #region endpoint-options-base-url
endpoint({ url: "/user", baseUrl: "https://ghe.example/api/v3" }).url;
// => "https://ghe.example/api/v3/user"
// #endregion endpoint-options-base-url

// #region endpoint-options-headers
endpoint({ url: "/user", headers: { Authorization: "token X", "X-Trace": "1" } }).headers;
// => {
//   accept: "application/vnd.github.v3+json",
//   "user-agent": "restbuild-endpoint.js/…",
//   authorization: "token X",
//   "x-trace": "1",
// }
// #endregion endpoint-options-headers

// #region endpoint-options-media-type
endpoint({ url: "/repos/octocat/Hello-World/pulls/1347", mediaType: { format: "diff" } }).headers
  .accept;
// => "application/vnd.github.v3.diff"
// #endregion endpoint-options-media-type

// #region endpoint-options-data
endpoint({
  method: "POST",
  url: "/markdown/raw",
  headers: { "content-type": "text/plain; charset=utf-8" },
  data: "Hello **world**",
}).body;
// => "Hello **world**"
// #endregion endpoint-options-data

// #region endpoint-options-request
const timeoutSignal = AbortSignal.timeout(5000);
const { request } = endpoint({ url: "/user", request: { signal: timeoutSignal, retries: 2 } });
request; // => { signal: …, retries: 2 }
request?.signal === timeoutSignal; // => true
// #endregion endpoint-options-request

// #region endpoint-options-parameters
// Placeholders take their parameters; the rest go to the query string of GET and HEAD ...
endpoint({ url: "/orgs/{org}/repos", org: "nodejs", type: "public", per_page: 10 }).url;
// => "https://api.github.com/orgs/nodejs/repos?type=public&per_page=10"
// ... and to the JSON body of other methods.
endpoint({ method: "PATCH", url: "/repos/{owner}/{repo}", owner: "o", repo: "r", private: true })
  .body;
// => { private: true }
// #endregion endpoint-options-parameters

// #region media-type
const mediaType: MediaType = { previews: ["mercy"], format: "raw" };
endpoint({ url: "/repos/octocat/Hello-World/readme", mediaType }).headers.accept;
// => "application/vnd.github.mercy-preview.raw"
// #endregion media-type

// #region media-type-format
endpoint({ url: "/repos/octocat/Hello-World/readme", mediaType: { format: "raw" } }).headers.accept;
// => "application/vnd.github.v3.raw"
// #endregion media-type-format

// #region media-type-previews
endpoint({ url: "/repos/o/r/topics", mediaType: { previews: ["mercy", "symmetra-preview"] } })
  .headers.accept;
// => "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json"
// #endregion media-type-previews

// #region merged-options
const mergedUpload: MergedOptions = endpoint.merge("POST /markdown/raw", {
  headers: { "Content-Type": "text/plain" },
  data: "Hello **world**",
});
mergedUpload;
// => {
//   method: "POST",
//   baseUrl: "https://api.github.com",
//   url: "/markdown/raw",
//   headers: {
//     accept: "application/vnd.github.v3+json",
//     "user-agent": "restbuild-endpoint.js/…",
//     "content-type": "text/plain",
//   },
//   mediaType: { format: "", previews: [] },
//   data: "Hello **world**",
// }
// #endregion merged-options

// #region merged-options-method
endpoint.merge("/user").method; // => "GET"
endpoint.merge("PATCH /user").method; // => "PATCH"
// #endregion merged-options-method

// #region merged-options-base-url
endpoint.merge("/user").baseUrl; // => "https://api.github.com"
endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" }).merge("/user").baseUrl;
// => "https://ghe.example/api/v3"
// #endregion merged-options-base-url

// #region merged-options-url
endpoint.merge("GET /orgs/:org/repos", { org: "nodejs" }).url; // => "/orgs/:org/repos"
endpoint.merge({ method: "GET" }).url; // => undefined
// #endregion merged-options-url

// #region merged-options-headers
endpoint.merge("/user", { headers: { Authorization: "token X" } }).headers;
// => {
//   accept: "application/vnd.github.v3+json",
//   "user-agent": "restbuild-endpoint.js/…",
//   authorization: "token X",
// }
// #endregion merged-options-headers

// #region merged-options-media-type
endpoint.defaults({ mediaType: { previews: ["mercy"] } }).merge("/user", {
  mediaType: { previews: ["symmetra-preview"], format: "raw" },
}).mediaType;
// => { format: "raw", previews: ["mercy", "symmetra"] }
// #endregion merged-options-media-type

// #region merged-options-request
endpoint.merge("/user", { request: { retries: 2 } }).request; // => { retries: 2 }
// #endregion merged-options-request

// #region merged-options-parameters
const mergedRepos = endpoint.merge("GET /orgs/{org}/repos", { org: "nodejs", per_page: 10 });
[mergedRepos.org, mergedRepos.per_page]; // => ["nodejs", 10]
// #endregion merged-options-parameters

// #region request-options
const options: RequestOptions = endpoint("PUT /user/following/{username}", { username: "octocat" });
options;
// => {
//   method: "put",
//   url: "https://api.github.com/user/following/octocat",
//   headers: {
//     accept: "application/vnd.github.v3+json",
//     "user-agent": "restbuild-endpoint.js/…",
//   },
//   body: "",
// }
// #endregion request-options

// #region request-options-method
endpoint("DELETE /gists/{gist_id}", { gist_id: "aa5a315d" }).method; // => "delete"
// #endregion request-options-method

// #region request-options-url
endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octocat", repo: "Hello-World", page: 2 })
  .url;
// => "https://api.github.com/repos/octocat/Hello-World/issues?page=2"
// #endregion request-options-url

// #region request-options-headers
endpoint("GET /user", { headers: { "If-None-Match": '"644b5b0155e6404a9cc4bd9d8b1ae730"' } })
  .headers;
// => {
//   accept: "application/vnd.github.v3+json",
//   "user-agent": "restbuild-endpoint.js/…",
//   "if-none-match": '"644b5b0155e6404a9cc4bd9d8b1ae730"',
// }
// #endregion request-options-headers

// #region request-options-body
endpoint("POST /user/repos", { name: "hello", private: true }).body;
// => { name: "hello", private: true }
endpoint("PUT /user/following/{username}", { username: "octocat" }).body; // => ""
"body" in endpoint("GET /user/repos", { per_page: 10 }); // => false
// #endregion request-options-body

// #region request-options-request
endpoint("GET /user", { request: { retries: 2 } }).request; // => { retries: 2 }
// #endregion request-options-request

// #region header-value
const length: HeaderValue = 12;
endpoint({
  method: "POST",
  url: "https://uploads.github.com/repos/o/r/releases/1/assets{?name}",
  name: "notes.txt",
  data: "Hello, world",
  headers: { "content-type": "text/plain", "content-length": length },
}).headers["content-length"];
// => 12
// #endregion header-value

// #region request-headers
const headers: RequestHeaders = { Authorization: "token X", "X-Trace": undefined };
endpoint("GET /user", { headers }).headers;
// => {
//   accept: "application/vnd.github.v3+json",
//   "user-agent": "restbuild-endpoint.js/…",
//   authorization: "token X",
// }

// An `undefined` value is left out before merging, so a default of that name stays.
endpoint("GET /user", { headers: { "user-agent": undefined } }).headers["user-agent"];
// => "restbuild-endpoint.js/…"
// #endregion request-headers

// #region result-headers
const resultHeaders: ResultHeaders = endpoint("GET /user", { headers: { "X-Trace": "1" } }).headers;
resultHeaders["x-trace"]; // => "1"
resultHeaders["X-Trace"]; // => undefined
// #endregion result-headers

// #region request-meta
const meta: RequestMeta = { timeout: 5000, retries: 2 };
endpoint("GET /user", { request: meta }).request; // => { timeout: 5000, retries: 2 }
// #endregion request-meta

// #region options-source
// Any object with toOptions() can be merged into a builder, for one a builder of another copy
// of this package, where `instanceof RequestBuilder` would be false.
const enterpriseSource: OptionsSource = {
  toOptions: () => ({ ...endpoint.DEFAULTS, baseUrl: "https://ghe.example/api/v3" }),
};
RequestBuilder.create().merge(enterpriseSource).route("GET /user").build().url;
// => "https://ghe.example/api/v3/user"
// #endregion options-source

// #region options-source-to-options
const source: OptionsSource = RequestBuilder.create().route("GET /user").header("x-trace", "1");
source.toOptions();
// => {
//   method: "GET",
//   baseUrl: "https://api.github.com",
//   url: "/user",
//   headers: { ..., "x-trace": "1" },
//   mediaType: { format: "", previews: [] },
// }
// #endregion options-source-to-options
