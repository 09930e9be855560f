// biome-ignore-all lint/correctness/noUnusedVariables: an example computes values to show them, not to use them
// Examples of the fetch adapters. The API docs show each region through `{@includeCode}`, and
// test/examples/examples.test.ts runs this file and checks every result a `// =>` comment shows.
import {
  endpoint,
  type FetchInit,
  type NodeRequest,
  RequestBuilder,
  toFetch,
  toNodeRequest,
  toRequest,
} from "../src/index.js";

// #region to-fetch
const closeIssue = endpoint("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
  owner: "octocat",
  repo: "Hello-World",
  issue_number: 1347,
  state: "closed",
});
const [url, init] = toFetch(closeIssue);
url; // => "https://api.github.com/repos/octocat/Hello-World/issues/1347"
init;
// => {
//   method: "PATCH",
//   headers: {
//     accept: "application/vnd.github.v3+json",
//     "user-agent": "restbuild-endpoint.js/…",
//     "content-type": "application/json; charset=utf-8",
//   },
//   body: '{"state":"closed"}',
// }
// Then: const response = await fetch(url, init);
// #endregion to-fetch

// #region to-request
const request = toRequest(
  endpoint("POST /markdown/raw", {
    data: "Hello **world**",
    headers: { "content-type": "text/plain; charset=utf-8" },
  }),
);
request.method; // => "POST"
request.url; // => "https://api.github.com/markdown/raw"
request.headers.get("content-type"); // => "text/plain; charset=utf-8"
await request.text(); // => "Hello **world**"
// #endregion to-request

// #region fetch-init
const controller = new AbortController();
const [, upload]: [string, FetchInit] = toFetch(
  endpoint("POST /markdown", { text: "Hello", request: { signal: controller.signal } }),
);
upload.signal === controller.signal; // => true
upload.body; // => '{"text":"Hello"}'
// #endregion fetch-init

// #region builder-to-fetch
const [userUrl, userInit] = RequestBuilder.create()
  .route("PATCH /user")
  .params({ bio: "Hello" })
  .toFetch();
userUrl; // => "https://api.github.com/user"
userInit; // => { method: "PATCH", headers: { ... }, body: '{"bio":"Hello"}' }
// #endregion builder-to-fetch

// #region builder-to-request
const userRequest = RequestBuilder.create()
  .route("GET /users/{username}")
  .param("username", "octocat")
  .toRequest();
userRequest.method; // => "GET"
userRequest.url; // => "https://api.github.com/users/octocat"
userRequest.headers.get("accept"); // => "application/vnd.github.v3+json"
// #endregion builder-to-request

// #region to-node-request
const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
const asset: NodeRequest = toNodeRequest(
  endpoint(
    "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name}",
    {
      owner: "octocat",
      repo: "Hello-World",
      release_id: 1,
      name: "asset.zip",
      data: zip,
      headers: { "content-type": "application/zip" },
    },
  ),
);
asset.method; // => "POST"
asset.body === zip; // => true
asset.headers["content-type"]; // => "application/zip"
toNodeRequest(endpoint("PATCH /user", { bio: "Hello" })).body; // => '{"bio":"Hello"}'
toNodeRequest(
  endpoint("POST /markdown/raw", {
    data: new ArrayBuffer(2),
    headers: { "content-type": "text/plain" },
  }),
).body;
// => new Uint8Array([0, 0])
// Then, with node:http or node:https: const { url, body, ...init } = asset; request(url, init).end(body);
// #endregion to-node-request
