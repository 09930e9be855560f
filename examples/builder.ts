// biome-ignore-all lint/correctness/noUnusedVariables: an example computes values to show them, not to use them
// Examples of RequestBuilder. The API docs show each region through `{@includeCode}`, and
// test/examples/examples.test.ts runs this file and checks every result a `// =>` comment shows.
import { RequestBuilder } from "../src/index.js";

// #region request-builder
const github = RequestBuilder.create()
  .baseUrl("https://ghe.example/api/v3")
  .header("authorization", "token X");
const listRepos = github.route("GET /orgs/{org}/repos{?type}").param("org", "nodejs");

listRepos.param("type", "public").build();
// => {
//   method: "get",
//   url: "https://ghe.example/api/v3/orgs/nodejs/repos?type=public",
//   headers: {
//     accept: "application/vnd.github.v3+json",
//     "user-agent": "restbuild-endpoint.js/0.2.0",
//     authorization: "token X",
//   },
// }

// Each call returned a new snapshot: `github` and `listRepos` are unchanged.
github.toOptions().url; // => undefined
listRepos.build().url; // => "https://ghe.example/api/v3/orgs/nodejs/repos"
// #endregion request-builder

// #region create
RequestBuilder.create().toOptions();
// => {
//   method: "GET",
//   baseUrl: "https://api.github.com",
//   headers: {
//     accept: "application/vnd.github.v3+json",
//     "user-agent": "restbuild-endpoint.js/0.2.0",
//   },
//   mediaType: { format: "", previews: [] },
// }

// There is one empty builder: create() returns the same frozen snapshot every time.
const empty = RequestBuilder.create();
empty === RequestBuilder.create(); // => true
// #endregion create

// #region route
const deleteGist = RequestBuilder.create().route("DELETE /gists/{gist_id}");
deleteGist.param("gist_id", "aa5a315d61ae9438b18d").build();
// => {
//   method: "delete",
//   url: "https://api.github.com/gists/aa5a315d61ae9438b18d",
//   headers: { ... },
// }

// `:name` placeholders work too, and a route without a method keeps the current one.
const orgRepos = RequestBuilder.create().route("/orgs/:org/repos").param("org", "nodejs");
orgRepos.build(); // => { method: "get", url: "https://api.github.com/orgs/nodejs/repos", headers: { ... } }
// #endregion route

// #region method
const updateUser = RequestBuilder.create().route("/user").method("PATCH");
updateUser.toOptions().method; // => "PATCH"
updateUser.params({ blog: "https://github.blog" }).build();
// => {
//   method: "patch",
//   url: "https://api.github.com/user",
//   headers: { ..., "content-type": "application/json; charset=utf-8" },
//   body: { blog: "https://github.blog" },
// }
// #endregion method

// #region base-url
const enterprise = RequestBuilder.create().baseUrl("https://ghe.example/api/v3");
enterprise.route("GET /user").build().url; // => "https://ghe.example/api/v3/user"

// An absolute URL is used as it is.
enterprise.route("GET https://uploads.github.com/repos/o/r/releases/1/assets").build().url;
// => "https://uploads.github.com/repos/o/r/releases/1/assets"
// #endregion base-url

// #region param
const getUser = RequestBuilder.create().route("GET /users/{username}");
getUser.param("username", "octocat").build().url; // => "https://api.github.com/users/octocat"

// Values are encoded for their place in the URL.
getUser.param("username", "octo cat/x").build().url;
// => "https://api.github.com/users/octo%20cat%2Fx"

// `undefined` is "not given": the binding stays.
getUser.param("username", "octocat").param("username", undefined).toOptions().username;
// => "octocat"
// #endregion param

// #region params
const listIssues = RequestBuilder.create()
  .route("GET /repos/{owner}/{repo}/issues")
  .params({ owner: "octocat", repo: "Hello-World", state: "open", labels: "bug,ui" });
listIssues.build().url;
// => "https://api.github.com/repos/octocat/Hello-World/issues?state=open&labels=bug%2Cui"

// Names that are not placeholders go to the JSON body of other methods.
RequestBuilder.create()
  .route("POST /repos/{owner}/{repo}/issues")
  .params({ owner: "octocat", repo: "Hello-World", title: "Found a bug" })
  .build().body;
// => { title: "Found a bug" }
// #endregion params

// #region header
const authorized = RequestBuilder.create().route("GET /user").header("Authorization", "token X");
authorized.build().headers;
// => {
//   accept: "application/vnd.github.v3+json",
//   "user-agent": "restbuild-endpoint.js/…",
//   authorization: "token X",
// }
authorized.header("authorization", undefined).build().headers.authorization; // => "token X"
// #endregion header

// #region headers
const traced = RequestBuilder.create()
  .route("GET /user")
  .headers({ Authorization: "token X", "X-Trace": "1" });
traced.headers({ authorization: "token Y", "x-trace": undefined }).build().headers;
// => {
//   accept: "application/vnd.github.v3+json",
//   "user-agent": "restbuild-endpoint.js/…",
//   authorization: "token Y",
//   "x-trace": "1",
// }
// #endregion headers

// #region preview
const topics = RequestBuilder.create()
  .route("GET /repos/{owner}/{repo}/topics")
  .params({ owner: "octocat", repo: "Hello-World" });
topics.preview("mercy").build().headers.accept;
// => "application/vnd.github.mercy-preview+json"

// A trailing "-preview" is optional, and a name already there is not added again.
topics.preview("mercy").preview("mercy-preview").toOptions().mediaType;
// => { format: "", previews: ["mercy"] }
// #endregion preview

// #region previews
RequestBuilder.create()
  .route("GET /repos/{owner}/{repo}")
  .params({ owner: "octocat", repo: "Hello-World" })
  .previews(["mercy", "symmetra"])
  .build().headers.accept;
// => "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json"
// #endregion previews

// #region format
const pull = RequestBuilder.create()
  .route("GET /repos/{owner}/{repo}/pulls/{pull_number}")
  .params({ owner: "octocat", repo: "Hello-World", pull_number: 1347 });
pull.format("diff").build().headers.accept; // => "application/vnd.github.v3.diff"
pull.format("diff").preview("symmetra").build().headers.accept;
// => "application/vnd.github.symmetra-preview.diff"
// #endregion format

// #region data
RequestBuilder.create()
  .route("POST /markdown/raw")
  .header("content-type", "text/plain; charset=utf-8")
  .data("Hello **world**")
  .build();
// => {
//   method: "post",
//   url: "https://api.github.com/markdown/raw",
//   headers: { ..., "content-type": "text/plain; charset=utf-8" },
//   body: "Hello **world**",
// }
// #endregion data

// #region request
const controller = new AbortController();
const cancellable = RequestBuilder.create()
  .route("GET /user")
  .request({ signal: controller.signal, timeout: 5000 });
const withSignal = cancellable.build();
withSignal.request; // => { signal: …, timeout: 5000 }
withSignal.request?.signal === controller.signal; // => true
// #endregion request

// #region merge-options
const ghe = RequestBuilder.create().merge({
  baseUrl: "https://ghe.example/api/v3",
  headers: { authorization: "token X" },
  per_page: 100,
});
ghe.route("GET /orgs/{org}/repos").param("org", "nodejs").build();
// => {
//   method: "get",
//   url: "https://ghe.example/api/v3/orgs/nodejs/repos?per_page=100",
//   headers: { ..., authorization: "token X" },
// }
// #endregion merge-options

// #region merge-builder
const auth = RequestBuilder.create().header("authorization", "token X");
const userRoute = RequestBuilder.create().route("GET /user").header("x-trace", "1");
userRoute.merge(auth).build();
// => {
//   method: "get",
//   url: "https://api.github.com/user",
//   headers: { ..., "x-trace": "1", authorization: "token X" },
// }
// #endregion merge-builder

// #region build
const createIssue = RequestBuilder.create()
  .route("POST /repos/{owner}/{repo}/issues")
  .params({ owner: "octocat", repo: "Hello-World", title: "Found a bug", labels: ["bug"] });
createIssue.build();
// => {
//   method: "post",
//   url: "https://api.github.com/repos/octocat/Hello-World/issues",
//   headers: {
//     accept: "application/vnd.github.v3+json",
//     "user-agent": "restbuild-endpoint.js/…",
//     "content-type": "application/json; charset=utf-8",
//   },
//   body: { title: "Found a bug", labels: ["bug"] },
// }

// Each call returns a fresh object.
const issueOptions = createIssue.build();
issueOptions === createIssue.build(); // => false
// #endregion build

// #region to-options
RequestBuilder.create().route("GET /orgs/:org/repos").param("org", "nodejs").toOptions();
// => {
//   method: "GET",
//   baseUrl: "https://api.github.com",
//   url: "/orgs/:org/repos",
//   headers: { ... },
//   mediaType: { format: "", previews: [] },
//   org: "nodejs",
// }
// #endregion to-options
