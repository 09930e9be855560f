import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder, type RequestOptions } from "../../src/index.js";
import { USER_AGENT } from "../support/package-version.js";

// Three route shapes of GitHub's REST API (a :name placeholder with a query, a raw text body,
// an upload to another host) and the authentication header, with
// {base_url} = https://api.github.com and {upload_url} = https://uploads.github.com.

const ACCEPT = "application/vnd.github.v3+json";
const TOKEN = "token 0123456789abcdef0123456789abcdef01234567";

const ORG_REPOS = "GET /orgs/:org/repos";
const MARKDOWN_RAW = "POST /markdown/raw";
const UPLOAD_ASSET =
  "POST https://uploads.github.com/repos/:owner/:repo/releases/:id/assets{?name,label}";

const MARKDOWN = "Hello world github/linguist#1 **cool**, and #1!";
const ASSET = "Hello, world!\n";

type Options = Record<string, unknown>;
type Call = (route: string, options: Options) => RequestOptions;

function splitRoute(route: string): { method: string; url: string } {
  const [method = "", url = ""] = route.split(" ");
  return { method, url };
}

const calls: Array<[string, Call]> = [
  ["endpoint(route, options)", (route, options) => endpoint(route, options)],
  ["endpoint(options)", (route, options) => endpoint({ ...splitRoute(route), ...options })],
  [
    "endpoint.parse(endpoint.merge(route, options))",
    (route, options) => endpoint.parse(endpoint.merge(route, options)),
  ],
  [
    "RequestBuilder route().merge().build()",
    (route, options) => RequestBuilder.create().route(route).merge(options).build(),
  ],
];

const orgRepos = { org: "octokit", type: "private" };
const markdownRaw = {
  data: MARKDOWN,
  headers: { "content-type": "text/plain; charset=utf-8", accept: "text/html" },
};
const uploadAsset = {
  owner: "octocat",
  repo: "Hello-World",
  id: 1,
  name: "example.zip",
  label: "short description",
  data: ASSET,
  headers: { "content-type": "text/plain", "content-length": 14 },
};

describe.each(calls)("GitHub route shapes through %s", (_name, call) => {
  it("GET /orgs/:org/repos fills org and sends type in the query", () => {
    expect(call(ORG_REPOS, orgRepos)).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
    });
  });

  it("POST /markdown/raw sends data as the body with the caller's text and HTML headers", () => {
    expect(call(MARKDOWN_RAW, markdownRaw)).toEqual({
      method: "post",
      url: "https://api.github.com/markdown/raw",
      headers: {
        accept: "text/html",
        "content-type": "text/plain; charset=utf-8",
        "user-agent": USER_AGENT,
      },
      body: MARKDOWN,
    });
  });

  it("POST {upload_url}/.../assets{?name,label} puts name and label in the query", () => {
    expect(call(UPLOAD_ASSET, uploadAsset)).toEqual({
      method: "post",
      url: "https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets?name=example.zip&label=short%20description",
      headers: {
        accept: ACCEPT,
        "content-type": "text/plain",
        "content-length": 14,
        "user-agent": USER_AGENT,
      },
      body: ASSET,
    });
  });

  it("carries the upload's content-length as an integer", () => {
    const length = call(UPLOAD_ASSET, uploadAsset).headers["content-length"];
    expect(typeof length).toBe("number");
    expect(Number.isInteger(length)).toBe(true);
  });

  it("uploads with only name and leaves no stray separator", () => {
    const { label: _label, ...withoutLabel } = uploadAsset;
    expect(call(UPLOAD_ASSET, withoutLabel).url).toBe(
      "https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets?name=example.zip",
    );
  });

  it("carries an authorization header with its name lowercased and its value unchanged", () => {
    const shapes: Array<[string, Options & { headers?: Record<string, unknown> }]> = [
      [ORG_REPOS, orgRepos],
      [MARKDOWN_RAW, markdownRaw],
      [UPLOAD_ASSET, uploadAsset],
    ];
    for (const [route, options] of shapes) {
      const headers = { ...options.headers, Authorization: TOKEN };
      const result = call(route, { ...options, headers });
      expect(result.headers.authorization).toBe(TOKEN);
      expect(result.headers).not.toHaveProperty("Authorization");
    }
  });
});

describe("GitHub route shapes through the fluent builder", () => {
  const builder = RequestBuilder.create();

  it("GET /orgs/:org/repos", () => {
    expect(
      builder.route(ORG_REPOS).param("org", "octokit").params({ type: "private" }).build(),
    ).toEqual(endpoint(ORG_REPOS, orgRepos));
  });

  it("POST /markdown/raw", () => {
    const built = builder
      .route(MARKDOWN_RAW)
      .data(MARKDOWN)
      .header("content-type", "text/plain; charset=utf-8")
      .header("accept", "text/html")
      .build();
    expect(built).toEqual(endpoint(MARKDOWN_RAW, markdownRaw));
  });

  it("POST {upload_url}/repos/:owner/:repo/releases/:id/assets{?name,label}", () => {
    const built = builder
      .route(UPLOAD_ASSET)
      .params({ owner: "octocat", repo: "Hello-World", id: 1 })
      .param("name", "example.zip")
      .param("label", "short description")
      .data(ASSET)
      .headers({ "content-type": "text/plain", "content-length": 14 })
      .build();
    expect(built).toEqual(endpoint(UPLOAD_ASSET, uploadAsset));
  });
});

describe("spec route shapes with an enterprise base URL", () => {
  const ghe = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });

  it("prefixes relative routes with the default baseUrl", () => {
    expect(ghe(ORG_REPOS, orgRepos).url).toBe(
      "https://ghe.example.com/api/v3/orgs/octokit/repos?type=private",
    );
    expect(ghe(MARKDOWN_RAW, markdownRaw).url).toBe("https://ghe.example.com/api/v3/markdown/raw");
  });

  it("keeps the upload address as the target", () => {
    expect(ghe(UPLOAD_ASSET, uploadAsset).url).toBe(
      "https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets?name=example.zip&label=short%20description",
    );
  });
});

describe("authentication", () => {
  it("carries a per-call authorization header lowercased and unchanged", () => {
    const result = endpoint(ORG_REPOS, { ...orgRepos, headers: { Authorization: TOKEN } });
    expect(result.headers).toEqual({
      accept: ACCEPT,
      authorization: TOKEN,
      "user-agent": USER_AGENT,
    });
  });

  it("carries an authorization header set through defaults into every route shape", () => {
    const authenticated = endpoint.defaults({ headers: { Authorization: TOKEN } });
    expect(authenticated.DEFAULTS.headers.authorization).toBe(TOKEN);
    expect(authenticated(ORG_REPOS, orgRepos).headers.authorization).toBe(TOKEN);
    expect(authenticated(MARKDOWN_RAW, markdownRaw).headers.authorization).toBe(TOKEN);
    expect(authenticated(UPLOAD_ASSET, uploadAsset).headers.authorization).toBe(TOKEN);
  });

  it("keeps the defaults' authorization beside the caller's own headers", () => {
    const authenticated = endpoint.defaults({ headers: { authorization: TOKEN } });
    expect(authenticated(MARKDOWN_RAW, markdownRaw).headers).toEqual({
      accept: "text/html",
      authorization: TOKEN,
      "content-type": "text/plain; charset=utf-8",
      "user-agent": USER_AGENT,
    });
  });

  it("lets a per-call authorization header replace the defaults' one", () => {
    const authenticated = endpoint.defaults({ headers: { authorization: TOKEN } });
    const other = "token ffffffffffffffffffffffffffffffffffffffff";
    expect(
      authenticated(ORG_REPOS, { ...orgRepos, headers: { AUTHORIZATION: other } }).headers,
    ).toEqual({ accept: ACCEPT, authorization: other, "user-agent": USER_AGENT });
  });

  it("carries the token unchanged through merge() and parse()", () => {
    const authenticated = endpoint.defaults({ headers: { Authorization: TOKEN } });
    const merged = authenticated.merge(ORG_REPOS, orgRepos);
    expect(merged.headers.authorization).toBe(TOKEN);
    expect(endpoint.parse(merged).headers.authorization).toBe(TOKEN);
  });

  it("carries the token set on a builder", () => {
    const built = RequestBuilder.create()
      .header("Authorization", TOKEN)
      .route(ORG_REPOS)
      .params(orgRepos)
      .build();
    expect(built.headers.authorization).toBe(TOKEN);
  });
});
