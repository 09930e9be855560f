// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the snippets are source text whose routes are template literals
import { beforeAll, describe, expect, it } from "vitest";
import { compileSnippets, messageText } from "./support/compile-snippets.js";

// What the runtime would take and send wrong is a compile error: each mistake beside the
// correct call it stands for, in the default and the strict mode of `endpoint` (`call`) and of
// the builder (`builder`, made by `RequestBuilder.create()` of each mode). `expected` is a text
// the first message must hold (a builder step with two signatures says "No overload matches
// this call" first, then names the problem); `undefined` means the call compiles.

const header = `import { endpoint, type GitHubRoutes, RequestBuilder, type StrictEndpointInterface, type StrictRoutes } from "../../src/index.js";
const strict: StrictEndpointInterface = endpoint;
void strict;
const owner = "octocat";
const repo = "Hello-World";
declare const host: string;
declare const text: string;
const route: string = "GET /repos/octocat/Hello-World";
`;

const modes = {
  default: "const call = endpoint; const builder = RequestBuilder.create();",
  strict:
    "const call = strict; const builder = RequestBuilder.create<StrictRoutes<GitHubRoutes>>();",
} as const;
type Mode = keyof typeof modes;

interface Case {
  readonly code: string;
  /** A text the first message holds; per mode when they differ. */
  readonly expected: string | undefined | { readonly [mode in Mode]: string | undefined };
}

const issue = "/repos/{owner}/{repo}/issues";

/** Each bullet of the request mistakes: its mistakes and its correct calls. */
const bullets: Record<string, Record<string, Case>> = {
  "merge() checks as endpoint() does": {
    mergeNumericString: {
      code: `call.merge("GET ${issue}/{issue_number}", { owner, repo, issue_number: "42" });`,
      expected: "Type 'string' is not assignable to type 'number'.",
    },
    mergeEnum: {
      code: `call.merge("GET ${issue}", { owner, repo, state: "opne" });`,
      expected: `Type '"opne"' is not assignable to type`,
    },
    mergeUnknownName: {
      code: `call.merge("GET ${issue}", { owner, repo, perpage: 5 });`,
      expected: "unknown parameter: perpage (did you mean per_page?)",
    },
    mergeCorrect: {
      code: `call.merge("GET ${issue}", { owner, repo, state: "open", per_page: 5 });
        call.merge("GET ${issue}/{issue_number}", { owner, repo, issue_number: 42 });
        call.merge("GET /repos/{owner}/{repo}", { owner }); // completed before parse()
        call.merge("GET /user");
        call.merge({ method: "GET", url: "/user", baseUrl: "https://ghe.example/api/v3" });`,
      expected: undefined,
    },
  },
  "data and the body": {
    dataOnGet: {
      code: `call("GET ${issue}", { owner, repo, data: { state: "open" } });`,
      expected: "data on a GET route: a GET request has no body",
    },
    dataOnHead: {
      code: `call("HEAD /things/{id}", { id: 1, data: "x" });`,
      expected: {
        default: "data on a HEAD route: a HEAD request has no body",
        strict: "unknown route",
      },
    },
    builderDataOnGet: {
      code: `builder.route("GET ${issue}").data({ state: "open" });`,
      expected: "data on a GET route: a GET request has no body",
    },
    fieldBesideData: {
      code: `call("POST ${issue}", { owner, repo, title: "Bug", data: { title: "Bug", body: "b" } });`,
      expected: "title beside data: data replaces the body, so title is dropped",
    },
    fieldBesideDataOtherRoute: {
      code: `call("POST /things/{id}", { id: 1, title: "Bug", data: "x" });`,
      expected: {
        default: "title beside data: data replaces the body, so title is dropped",
        strict: "unknown route",
      },
    },
    builderDataAfterField: {
      code: `builder.route("POST ${issue}").params({ owner, repo, body: "b" }).data({ title: "Bug" });`,
      expected: "body beside data: data replaces the body, so body is dropped",
    },
    builderFieldAfterData: {
      code: `builder.route("POST ${issue}").params({ owner, repo }).data({ title: "Bug" }).param("body", "b");`,
      expected: "body beside data: data replaces the body, so body is dropped",
    },
    builderParamsAfterData: {
      code: `builder.route("POST ${issue}").params({ owner, repo }).data({ title: "Bug" }).params({ labels: ["bug"] });`,
      expected: "labels beside data: data replaces the body, so labels is dropped",
    },
    dataCorrect: {
      code: `call("POST ${issue}", { owner, repo, data: { title: "Bug", body: "b" } });
        call("POST ${issue}", { owner, repo, title: "Bug", body: "b" });
        call("PUT /user/starred/{owner}/{repo}", { owner, repo, data: "" });
        call("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", { owner, repo, release_id: 1, name: "a.txt", data: "x" });
        builder.route("POST ${issue}").params({ owner, repo }).data({ title: "Bug" }).build();
        builder.route("POST ${issue}").param("owner", owner).data({ title: "Bug" }).param("repo", repo).build();`,
      expected: undefined,
    },
  },
  "near misses of option keys": {
    baseURL: {
      code: `call(route, { baseURL: "https://ghe.example/api/v3" });`,
      expected: "unknown option: baseURL (did you mean baseUrl?)",
    },
    header: {
      code: `call(route, { header: { accept: "application/json" } });`,
      expected: "unknown option: header (did you mean headers?)",
    },
    mediatype: {
      code: `call(route, { mediatype: { format: "raw" } });`,
      expected: "unknown option: mediatype (did you mean mediaType?)",
    },
    catalogueBaseURL: {
      code: `call("GET /repos/{owner}/{repo}", { owner, repo, baseURL: "https://x.example" });`,
      expected: "unknown parameter: baseURL (did you mean baseUrl?)",
    },
    defaultsBaseURL: {
      code: `call.defaults({ baseURL: "https://ghe.example/api/v3" });`,
      expected: "unknown option: baseURL (did you mean baseUrl?)",
    },
    builderParamsBaseURL: {
      code: `builder.params({ base_url: "https://ghe.example/api/v3" });`,
      expected: "unknown option: base_url (did you mean baseUrl?)",
    },
    optionKeysCorrect: {
      code: `call(route, { baseUrl: "https://ghe.example/api/v3", headers: { accept: "x" }, mediaType: { format: "raw" } });
        call(route, { methods: ["a"], urls: [], date: "2024-01-01", header_name: "x", datas: 1 });
        call.defaults({ baseUrl: "https://ghe.example/api/v3", owner });
        builder.params({ methods: "x", per_page: 5 });`,
      expected: undefined,
    },
  },
  "a base URL literal": {
    noScheme: {
      code: `call("GET /repos/{owner}/{repo}", { owner, repo, baseUrl: "ghe.example/api/v3" });`,
      expected:
        "base URL without http:// or https://: ghe.example/api/v3 (write https://ghe.example/api/v3)",
    },
    defaultsNoScheme: {
      code: `call.defaults({ baseUrl: "ghe.example/api/v3" });`,
      expected: "base URL without http:// or https://: ghe.example/api/v3",
    },
    builderNoScheme: {
      code: `builder.baseUrl("ghe.example/api/v3");`,
      expected: "base URL without http:// or https://: ghe.example/api/v3",
    },
    otherScheme: {
      code: `builder.baseUrl("ftp://ghe.example");`,
      expected: "base URL not http:// or https://: ftp://ghe.example",
    },
    baseUrlCorrect: {
      code: `call("GET /repos/{owner}/{repo}", { owner, repo, baseUrl: "https://ghe.example/api/v3" });
        call.defaults({ baseUrl: "http://localhost:3000" });
        call.defaults({ baseUrl: "/api/v3" });
        call.defaults({ baseUrl: "" });
        call.defaults({ baseUrl: host });
        builder.baseUrl(\`https://\${host}/api/v3\`).baseUrl(\`\${host}/api/v3\`).baseUrl(text).baseUrl("HTTPS://GHE.EXAMPLE");`,
      expected: undefined,
    },
  },
  "misspelt header names": {
    authorizaton: {
      code: `call("GET /repos/{owner}/{repo}", { owner, repo, headers: { authorizaton: "token x" } });`,
      expected: "misspelt header: authorizaton (did you mean authorization?)",
    },
    apiVersion: {
      code: `call.defaults({ headers: { "x-github-api-verison": "2022-11-28" } });`,
      expected: "misspelt header: x-github-api-verison (did you mean x-github-api-version?)",
    },
    builderIfNoneMatch: {
      code: `builder.header("if-none-mach", '"etag"');`,
      expected: "misspelt header: if-none-mach (did you mean if-none-match?)",
    },
    otherRouteHeader: {
      code: `call(route, { headers: { "User-Agnet": "me" } });`,
      expected: "misspelt header: User-Agnet (did you mean user-agent?)",
    },
    headersCorrect: {
      code: `call("GET /repos/{owner}/{repo}", { owner, repo, headers: { Authorization: "token x", "X-GitHub-Api-Version": "2022-11-28", "x-request-id": "1", "if-range": "x", "content-md5": "x" } });
        builder.header("If-None-Match", '"etag"').header("x-my-header", "1").header(text, "1");`,
      expected: undefined,
    },
  },
  "param() on POST /graphql": {
    graphqlParam: {
      code: `builder.route("POST /graphql").param("query", "{ viewer { login } }").param("variables", { a: 1 }).build();`,
      expected: { default: undefined, strict: "unknown route: POST /graphql" },
    },
    graphqlParamOption: {
      code: `builder.route("POST /graphql").param("headers", { a: "b" });`,
      expected: { default: "headers is an option", strict: "unknown route: POST /graphql" },
    },
  },
  "format and previews": {
    wholeMediaType: {
      code: `call("GET /repos/{owner}/{repo}/pulls/{pull_number}", { owner, repo, pull_number: 1, mediaType: { format: "application/vnd.github.diff" } });`,
      expected:
        "mediaType.format is a whole media type: application/vnd.github.diff (did you mean diff?)",
    },
    builderWholeMediaType: {
      code: `builder.route("GET /repos/{owner}/{repo}/pulls/{pull_number}").format("application/vnd.github.v3.raw+json");`,
      expected:
        "mediaType.format is a whole media type: application/vnd.github.v3.raw+json (did you mean raw+json?)",
    },
    unknownPreview: {
      code: `call("GET ${issue}", { owner, repo, mediaType: { previews: ["squirel-girl"] } });`,
      expected: "unknown preview: squirel-girl (did you mean squirrel-girl?)",
    },
    builderUnknownPreview: {
      code: `builder.route("GET ${issue}").preview("mercyy");`,
      expected: "unknown preview: mercyy (did you mean mercy?)",
    },
    retiredPreview: {
      // A name no source of GitHub's previews gives (it was in the list once).
      code: `call("GET ${issue}", { owner, repo, mediaType: { previews: ["kaicho"] } });`,
      expected: "unknown preview: kaicho",
    },
    mediaTypeCorrect: {
      code: `call("GET ${issue}", { owner, repo, mediaType: { format: "diff", previews: ["mercy", "squirrel-girl-preview", "x-ray", "team-sync"] } });
        builder.route("GET ${issue}").format("raw+json").preview("mercy").previews(["inertia-preview"]);
        builder.preview("my-own").format(text);
        call(route, { mediaType: { previews: ["my-own"] } });`,
      expected: undefined,
    },
  },
  "an upload route on the API host": {
    relativeUpload: {
      code: `call("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", { owner, repo, release_id: 1, name: "a.txt", data: "x" });`,
      expected:
        "name the route POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
    },
    builderRelativeUpload: {
      code: `builder.route("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}");`,
      expected:
        "name the route POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
    },
    uploadCorrect: {
      code: `call("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", { owner, repo, release_id: 1, name: "a.txt", data: "x" });
        call.defaults({ baseUrl: "https://uploads.github.com" })("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}" as string, { owner, repo, release_id: 1, name: "a.txt", data: "x" });`,
      expected: undefined,
    },
  },
};

const cases = Object.assign({}, ...Object.values(bullets)) as Record<string, Case>;

let messagesByName: Map<string, string[]>;

beforeAll(() => {
  const snippets: Record<string, string> = {};
  for (const [name, { code }] of Object.entries(cases)) {
    for (const [mode, setup] of Object.entries(modes)) {
      snippets[`${name}_${mode}`] = `{ ${setup}\n${code}\n}\n`;
    }
  }
  const diagnostics = compileSnippets(snippets, header);
  messagesByName = new Map([...diagnostics].map(([name, list]) => [name, list.map(messageText)]));
}, 180_000);

function expectedOf(name: string, mode: Mode): string | undefined {
  const { expected } = cases[name] as Case;
  return typeof expected === "object" ? expected[mode] : expected;
}

describe.each(Object.keys(modes) as Mode[])("request mistakes, %s mode", (mode) => {
  for (const [bullet, named] of Object.entries(bullets)) {
    describe(bullet, () => {
      it.each(Object.keys(named))("%s", (name) => {
        const messages = messagesByName.get(`${name}_${mode}`) ?? [];
        const expected = expectedOf(name, mode);
        if (expected === undefined) expect(messages).toEqual([]);
        else expect(messages[0]).toContain(expected);
      });
    });
  }
});
