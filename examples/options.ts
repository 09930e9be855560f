// biome-ignore-all lint/correctness/noUnusedVariables: an example computes values to show them, not to use them
// Examples of the option and result types. The API docs show each region through
// `{@includeCode}`, and test/examples/examples.test.ts runs this file and checks every result a
// `// =>` comment shows.
import {
  type EndpointOptions,
  endpoint,
  type MergedOptions,
  RequestBuilder,
  type RequestOptions,
  type types,
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

// #region media-type
const mediaType: types.MediaType = { previews: ["mercy"], format: "raw" };
endpoint({ url: "/repos/octocat/Hello-World/readme", mediaType }).headers.accept;
// => "application/vnd.github.mercy-preview.raw"
// #endregion media-type

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

// #region header-value
const length: types.HeaderValue = 12;
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
const headers: types.RequestHeaders = { Authorization: "token X", "X-Trace": undefined };
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
const resultHeaders: types.ResultHeaders = endpoint("GET /user", {
  headers: { "X-Trace": "1" },
}).headers;
resultHeaders["x-trace"]; // => "1"
resultHeaders["X-Trace"]; // => undefined
// #endregion result-headers

// #region request-meta
const meta: types.RequestMeta = { timeout: 5000, retries: 2 };
endpoint("GET /user", { request: meta }).request; // => { timeout: 5000, retries: 2 }
// #endregion request-meta

// #region options-source
// Any object with toOptions() can be merged into a builder, for one a builder of another copy
// of this package, where `instanceof RequestBuilder` would be false.
const enterpriseSource: types.OptionsSource = {
  toOptions: () => ({ ...endpoint.DEFAULTS, baseUrl: "https://ghe.example/api/v3" }),
};
RequestBuilder.create().merge(enterpriseSource).route("GET /user").build().url;
// => "https://ghe.example/api/v3/user"
// #endregion options-source

// #region options-source-to-options
const source: types.OptionsSource = RequestBuilder.create()
  .route("GET /user")
  .header("x-trace", "1");
source.toOptions();
// => {
//   method: "GET",
//   baseUrl: "https://api.github.com",
//   url: "/user",
//   headers: { ..., "x-trace": "1" },
//   mediaType: { format: "", previews: [] },
// }
// #endregion options-source-to-options
