/**
 * The workload: seven cases (a-g; the mix is a-f), each cycling through several inputs, and the
 * scaling rows.
 *
 * A case gives, for one input `v`, the call of each contender:
 * - `ours`: this library's compat `endpoint()`;
 * - `prepare` / `build()`: a builder prepared once per input, then only `.build()` is timed;
 * - `chain`: a builder chain from `RequestBuilder.create()` to `.build()`;
 * - `reference`: `@octokit/endpoint` 11.0.5;
 * - `floor`: hand-written string concatenation (bench/floor.mjs).
 */

import { endpoint as reference7 } from "octokit-endpoint-7";
import { endpoint as reference } from "octokit-endpoint-11";
import { endpoint, RequestBuilder } from "../dist/index.js";
import { floors } from "./floor.mjs";

const REPOSITORIES = [
  ["octocat", "Hello-World"],
  ["nodejs", "node"],
  ["microsoft", "TypeScript"],
  ["facebook", "react"],
  ["rust-lang", "rust"],
  ["denoland", "deno"],
];

const ROUTE_A = "GET /orgs/{org}/repos";
const ROUTE_C = "POST /repos/{owner}/{repo}/issues";
const ROUTE_D =
  "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";
const ROUTE_E = "GET /repos/{owner}/{repo}/pulls/{pull_number}";
const ROUTE_F = "GET /repos/{owner}/{repo}/issues";
const ROUTE_G = "GET /repos/{owner}/{repo}";

/** The two levels of case (f): a GitHub Enterprise base URL and headers, then a token and a page size. */
export const CASCADE_F = [
  {
    baseUrl: "https://github.example.com/api/v3",
    headers: { "x-github-api-version": "2022-11-28" },
  },
  { headers: { authorization: "token ghp_0123456789abcdef" }, per_page: 100 },
];

const oursF = endpoint.defaults(CASCADE_F[0]).defaults(CASCADE_F[1]);
const referenceF = reference.defaults(CASCADE_F[0]).defaults(CASCADE_F[1]);
const builderF = RequestBuilder.create().merge(CASCADE_F[0]).merge(CASCADE_F[1]);

const TYPES = ["all", "public", "sources", "forks", "member", "private"];
const FILES = ["release notes.txt", "app-linux x64.tar.gz", "checksums.txt", "app (mac).zip"];
const FORMATS = ["diff", "patch", "diff", "raw"];
const PREVIEWS = [["shadow-cat"], ["shadow-cat", "symmetra"], ["lydian-preview"], ["shadow-cat"]];
const TOKENS = REPOSITORIES.map((_, k) => `token ghp_${String(k).repeat(36)}`);

export const cases = [
  {
    id: "a",
    short: "a · GET query",
    title: "GET, 1 path + 2 query parameters",
    inputs: REPOSITORIES.map(([org], k) => ({ org, type: TYPES[k], per_page: 30 + 10 * k })),
    ours: (v) => endpoint(ROUTE_A, v),
    reference: (v) => reference(ROUTE_A, v),
    prepare: (v) => RequestBuilder.create().route(ROUTE_A).params(v),
    chain: (v) =>
      RequestBuilder.create()
        .route(ROUTE_A)
        .param("org", v.org)
        .param("type", v.type)
        .param("per_page", v.per_page)
        .build(),
    floor: floors.a,
  },
  {
    id: "b",
    short: "b · absolute URL",
    title: "GET of an absolute URL, no parameters",
    inputs: REPOSITORIES.map(([owner, repo]) => ({
      route: `GET https://api.github.com/repos/${owner}/${repo}/releases/latest`,
      url: `https://api.github.com/repos/${owner}/${repo}/releases/latest`,
    })),
    ours: (v) => endpoint(v.route),
    reference: (v) => reference(v.route),
    prepare: (v) => RequestBuilder.create().route(v.route),
    chain: (v) => RequestBuilder.create().route(v.route).build(),
    floor: floors.b,
  },
  {
    id: "c",
    short: "c · POST body",
    title: "POST, 2 path + 4 body parameters",
    inputs: REPOSITORIES.map(([owner, repo], k) => ({
      owner,
      repo,
      title: `Crash when opening file ${k}`,
      body: `Steps to reproduce:\n1. open file ${k}\n2. see the crash`,
      assignees: [owner],
      labels: k % 2 === 0 ? ["bug"] : ["bug", "help wanted"],
    })),
    ours: (v) => endpoint(ROUTE_C, v),
    reference: (v) => reference(ROUTE_C, v),
    prepare: (v) => RequestBuilder.create().route(ROUTE_C).params(v),
    chain: (v) =>
      RequestBuilder.create()
        .route(ROUTE_C)
        .param("owner", v.owner)
        .param("repo", v.repo)
        .param("title", v.title)
        .param("body", v.body)
        .param("assignees", v.assignees)
        .param("labels", v.labels)
        .build(),
    floor: floors.c,
  },
  {
    id: "d",
    short: "d · upload",
    title: "release-asset upload, string body",
    inputs: REPOSITORIES.map(([owner, repo], k) => {
      const data = `contents of asset ${k} `.repeat(k + 1);
      return {
        owner,
        repo,
        release_id: 1000 + k,
        name: FILES[k % FILES.length],
        label: `Asset ${k}`,
        data,
        headers: { "content-type": "text/plain", "content-length": data.length },
      };
    }),
    ours: (v) => endpoint(ROUTE_D, v),
    reference: (v) => reference(ROUTE_D, v),
    prepare: (v) =>
      RequestBuilder.create()
        .route(ROUTE_D)
        .params({
          owner: v.owner,
          repo: v.repo,
          release_id: v.release_id,
          name: v.name,
          label: v.label,
        })
        .headers(v.headers)
        .data(v.data),
    chain: (v) =>
      RequestBuilder.create()
        .route(ROUTE_D)
        .param("owner", v.owner)
        .param("repo", v.repo)
        .param("release_id", v.release_id)
        .param("name", v.name)
        .param("label", v.label)
        .headers(v.headers)
        .data(v.data)
        .build(),
    floor: floors.d,
  },
  {
    id: "e",
    short: "e · previews",
    title: "GET with previews and a media format",
    inputs: REPOSITORIES.map(([owner, repo], k) => ({
      owner,
      repo,
      pull_number: 42 + k,
      mediaType: { previews: PREVIEWS[k % PREVIEWS.length], format: FORMATS[k % FORMATS.length] },
    })),
    ours: (v) => endpoint(ROUTE_E, v),
    reference: (v) => reference(ROUTE_E, v),
    // 11.0.5 applies previews only to /graphql (C2): the accept header is compared with 7.0.6.
    acceptReference: (v) => reference7(ROUTE_E, v),
    prepare: (v) =>
      RequestBuilder.create()
        .route(ROUTE_E)
        .params({ owner: v.owner, repo: v.repo, pull_number: v.pull_number })
        .previews(v.mediaType.previews)
        .format(v.mediaType.format),
    chain: (v) =>
      RequestBuilder.create()
        .route(ROUTE_E)
        .param("owner", v.owner)
        .param("repo", v.repo)
        .param("pull_number", v.pull_number)
        .previews(v.mediaType.previews)
        .format(v.mediaType.format)
        .build(),
    floor: floors.e,
  },
  {
    id: "f",
    short: "f · defaults ×2",
    title: "defaults() cascaded twice, then called",
    inputs: REPOSITORIES.map(([owner, repo], k) => ({
      owner,
      repo,
      state: k % 2 === 0 ? "open" : "closed",
    })),
    ours: (v) => oursF(ROUTE_F, v),
    reference: (v) => referenceF(ROUTE_F, v),
    prepare: (v) => builderF.route(ROUTE_F).params(v),
    chain: (v) =>
      RequestBuilder.create()
        .merge(CASCADE_F[0])
        .merge(CASCADE_F[1])
        .route(ROUTE_F)
        .param("owner", v.owner)
        .param("repo", v.repo)
        .param("state", v.state)
        .build(),
    floor: floors.f,
  },
  {
    id: "g",
    short: "g · header + preview",
    title: "GET with an authorization header and a preview (not in the mix)",
    inMix: false,
    inputs: REPOSITORIES.map(([owner, repo], k) => ({
      owner,
      repo,
      headers: { authorization: TOKENS[k] },
      mediaType: { previews: [k % 2 === 0 ? "mercy" : "nebula-preview"] },
    })),
    ours: (v) => endpoint(ROUTE_G, v),
    reference: (v) => reference(ROUTE_G, v),
    // 11.0.5 applies previews only to /graphql (C2): the accept header is compared with 7.0.6.
    acceptReference: (v) => reference7(ROUTE_G, v),
    prepare: (v) =>
      RequestBuilder.create()
        .route(ROUTE_G)
        .header("authorization", v.headers.authorization)
        .preview(v.mediaType.previews[0])
        .params({ owner: v.owner, repo: v.repo }),
    chain: (v) =>
      RequestBuilder.create()
        .route(ROUTE_G)
        .header("authorization", v.headers.authorization)
        .preview(v.mediaType.previews[0])
        .param("owner", v.owner)
        .param("repo", v.repo)
        .build(),
    floor: floors.g,
  },
];

/** The cases of the mix (a-f): the ones that are not marked `inMix: false`. */
export const mixCases = cases.filter((item) => item.inMix !== false);

/** The contender names of a case suite, in the order they are reported. */
export const CONTENDERS = ["endpoint()", "prepared .build()", "chain from create()", "floor"];
export const REFERENCE = "@octokit/endpoint 11";

/**
 * The contenders of one case, or of the mix when given several cases: every contender cycles
 * through the same inputs, in the same order. In the mix the inputs of all cases interleave,
 * and each input carries the function it is called with.
 */
export function caseContenders(selected) {
  const pick = (role) => {
    const items = [];
    const longest = Math.max(...selected.map((item) => item.inputs.length));
    for (let k = 0; k < longest; k++) {
      for (const item of selected) {
        const v = item.inputs[k % item.inputs.length];
        if (role === "build") items.push({ call: buildPrepared, v: item.prepare(v) });
        else items.push({ call: item[role], v });
      }
    }
    return items;
  };
  const roles = {
    "endpoint()": "ours",
    "prepared .build()": "build",
    "chain from create()": "chain",
    floor: "floor",
    [REFERENCE]: "reference",
  };
  return Object.entries(roles).map(([name, role]) => {
    const items = pick(role);
    if (selected.length === 1) {
      // One case: call its function directly, without the indirection the mix needs.
      const only = items[0].call;
      return { name, fn: only, inputs: items.map((item) => item.v) };
    }
    return { name, fn: callItem, inputs: items };
  });
}

function buildPrepared(builder) {
  return builder.build();
}

function callItem(item) {
  return item.call(item.v);
}

/** Scaling: GET with 1, 10 and 100 parameters (one path parameter, the rest in the query). */
export function parameterScaling() {
  const route = "GET /orgs/{org}/repos";
  const inputsWith = (count) =>
    REPOSITORIES.map(([org], k) => {
      const v = { org };
      for (let p = 1; p < count; p++) v[`filter_${p}`] = `value-${k}-${p}`;
      return v;
    });
  const rows = [1, 10, 100].map((count) => ({ count, inputs: inputsWith(count) }));
  return rows.flatMap(({ count, inputs }) => [
    { name: `endpoint() ${count}`, fn: (v) => endpoint(route, v), inputs, count },
    { name: `${REFERENCE} ${count}`, fn: (v) => reference(route, v), inputs, count },
  ]);
}

/**
 * Scaling: a defaults cascade 1 and 10 levels deep that end in the same defaults (a base URL,
 * ten headers, a parameter), so the calls' results are equal and only the depth differs.
 */
export function cascadeScaling() {
  const levels = Array.from({ length: 10 }, (_, k) => ({
    headers: { [`x-level-${k}`]: `value ${k}` },
    ...(k === 0 ? { baseUrl: "https://github.example.com/api/v3" } : {}),
    ...(k === 9 ? { per_page: 50 } : {}),
  }));
  const flat = {
    baseUrl: levels[0].baseUrl,
    headers: Object.assign({}, ...levels.map((level) => level.headers)),
    per_page: 50,
  };
  const deep = (start) => levels.reduce((current, level) => current.defaults(level), start);
  const route = "GET /repos/{owner}/{repo}/issues";
  const inputs = REPOSITORIES.map(([owner, repo]) => ({ owner, repo }));
  const oursOne = endpoint.defaults(flat);
  const oursTen = deep(endpoint);
  const referenceOne = reference.defaults(flat);
  const referenceTen = deep(reference);
  return [
    { name: "endpoint() 1 level", fn: (v) => oursOne(route, v), inputs, depth: 1 },
    { name: "endpoint() 10 levels", fn: (v) => oursTen(route, v), inputs, depth: 10 },
    { name: `${REFERENCE} 1 level`, fn: (v) => referenceOne(route, v), inputs, depth: 1 },
    { name: `${REFERENCE} 10 levels`, fn: (v) => referenceTen(route, v), inputs, depth: 10 },
  ];
}

/** Scaling: 10, 1 000 and 100 000 distinct URL templates in rotation. */
export function templateScaling(counts) {
  return counts.flatMap((count) => {
    const inputs = Array.from({ length: count }, (_, k) => {
      const [owner, repo] = REPOSITORIES[k % REPOSITORIES.length];
      return {
        route: `GET /repos/{owner}/{repo}/hooks-${k}/{hook_id}`,
        v: { owner, repo, hook_id: k },
      };
    });
    return [
      { name: `endpoint() ${count}`, fn: (x) => endpoint(x.route, x.v), inputs, count },
      { name: `${REFERENCE} ${count}`, fn: (x) => reference(x.route, x.v), inputs, count },
    ];
  });
}
