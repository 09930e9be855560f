/**
 * The mistake catalogue of `npm run bench:types`: everyday mistakes with GitHub routes, each
 * written as a user of each tool would write it. `restbuild` code calls `call`, which is
 * `endpoint` or its strict form; `octokit` code calls `request`, typed as octokit.request is
 * (`RequestInterface` of @octokit/types); `openapiFetch` code calls `client`, made by
 * openapi-fetch's `createClient<paths>()`. A tool without the concept gets `null` and a reason.
 *
 * A mistake is caught when the snippet does not compile and one of its messages, or the name
 * the error is underlined on (`per_page` in `{ per_page: "x" }`), matches `names`: patterns
 * that name the problem (the wrong name, value or route), the same for every tool. A compile
 * error that matches none counts as rejected but not named.
 */

const owner = 'owner: "o", repo: "r"';
const issues = "/repos/{owner}/{repo}/issues";
const path = `path: { ${owner} }`;

/** Code for restbuild and octokit, which take the same flat parameters. */
function flat(parameters, route = `GET ${issues}`) {
  const options = parameters === undefined ? "" : `, { ${parameters} }`;
  return {
    restbuild: `call(${JSON.stringify(route)}${options});`,
    octokit: `request(${JSON.stringify(route)}${options});`,
  };
}

/** openapi-fetch's call: method, path and the init object. */
function client(method, url, init) {
  return `client.${method}(${JSON.stringify(url)}${init === undefined ? "" : `, ${init}`});`;
}

/** @typedef {{ name: string, restbuild: string, octokit: string, openapiFetch: string | null, reason?: string, names: RegExp[], added?: true }} Mistake */

/** @type {readonly Mistake[]} */
export const mistakes = [
  {
    name: "misspelled placeholder (`rpeo`)",
    ...flat('owner: "o", rpeo: "r"'),
    openapiFetch: client("GET", issues, '{ params: { path: { owner: "o", rpeo: "r" } } }'),
    names: [/\brpeo\b/, /'repo'/, /parameter: repo\b/],
  },
  {
    name: "missing placeholder",
    ...flat('owner: "o"'),
    openapiFetch: client("GET", issues, '{ params: { path: { owner: "o" } } }'),
    names: [/'repo'/, /parameter: repo\b/],
  },
  {
    name: "options left out",
    ...flat(undefined),
    openapiFetch: client("GET", issues),
    names: [/'owner'|'repo'|parameter: (owner|repo)\b/, /'params'|'init'/],
  },
  {
    name: '`per_page: "x"`',
    ...flat(`${owner}, per_page: "x"`),
    openapiFetch: client("GET", issues, `{ params: { ${path}, query: { per_page: "x" } } }`),
    names: [/per_page/, /'string' is not assignable to type 'number/],
  },
  {
    name: '`state: "opne"`',
    ...flat(`${owner}, state: "opne"`),
    openapiFetch: client("GET", issues, `{ params: { ${path}, query: { state: "opne" } } }`),
    names: [/"opne"/],
  },
  {
    name: "misspelled query name (`perpage`)",
    ...flat(`${owner}, perpage: 10`),
    openapiFetch: client("GET", issues, `{ params: { ${path}, query: { perpage: 10 } } }`),
    names: [/\bperpage\b/],
  },
  {
    name: "an object where a number goes (`issue_number: issue`)",
    ...flat(`${owner}, issue_number: issue`, `GET ${issues}/{issue_number}`),
    openapiFetch: client(
      "GET",
      `${issues}/{issue_number}`,
      `{ params: { path: { ${owner}, issue_number: issue } } }`,
    ),
    names: [/issue_number/, /'\{ number: number; \}' is not assignable to type 'number'/],
  },
  {
    name: "a placeholder that may be undefined (`repo: process.env.REPO`)",
    ...flat('owner: "o", repo: process.env.REPO'),
    openapiFetch: client(
      "GET",
      issues,
      '{ params: { path: { owner: "o", repo: process.env.REPO } } }',
    ),
    names: [/undefined/],
  },
  {
    name: "wrong method for a known route (`PATCH …/issues`)",
    ...flat(owner, `PATCH ${issues}`),
    openapiFetch: client("PATCH", issues, `{ params: { ${path} } }`),
    names: [/PATCH/i],
  },
  {
    name: "unknown route (`/isues`)",
    ...flat(owner, "GET /repos/{owner}/{repo}/isues"),
    openapiFetch: client("GET", "/repos/{owner}/{repo}/isues", `{ params: { ${path} } }`),
    names: [/isues/],
  },
  {
    name: "method typo (`GTE`)",
    ...flat(owner, `GTE ${issues}`),
    openapiFetch: client("GTE", issues, `{ params: { ${path} } }`),
    names: [/GTE/],
  },
  {
    name: "a body on a GET",
    ...flat(`${owner}, title: "Bug"`),
    openapiFetch: client("GET", issues, `{ params: { ${path} }, body: { title: "Bug" } }`),
    names: [/\btitle\b/, /'body'/],
  },
  {
    name: "a required body field left out (issue without `title`)",
    ...flat(`${owner}, body: "text"`, `POST ${issues}`),
    openapiFetch: client("POST", issues, `{ params: { ${path} }, body: { body: "text" } }`),
    // The sentence that says what is wrong, not the first listing of the field in a type.
    names: [/'title' is missing/, /missing parameter: title/],
  },
  {
    name: '`labels: "bug"` instead of an array',
    ...flat(`${owner}, title: "t", labels: "bug"`, `POST ${issues}`),
    openapiFetch: client(
      "POST",
      issues,
      `{ params: { ${path} }, body: { title: "t", labels: "bug" } }`,
    ),
    names: [/labels/, /'string' is not assignable to type '(readonly )?\(?string/],
  },
  {
    name: "header name typo (`autorization`)",
    ...flat(`${owner}, headers: { autorization: "token x" }`),
    openapiFetch: client(
      "GET",
      issues,
      `{ params: { ${path} }, headers: { autorization: "token x" } }`,
    ),
    names: [/autorization/],
  },
  {
    name: "`baseURL` for `baseUrl`",
    ...flat(`${owner}, baseURL: "https://x"`),
    openapiFetch: client("GET", issues, `{ params: { ${path} }, baseURL: "https://x" }`),
    names: [/baseURL/],
  },
  {
    name: '`previews: "mercy"` outside `mediaType`',
    ...flat(`${owner}, previews: "mercy"`),
    openapiFetch: null,
    reason: "openapi-fetch has no previews",
    names: [/previews/],
  },
  {
    name: 'a numeric string for a number (`issue_number: "5"`)',
    ...flat(`${owner}, issue_number: "5"`, `GET ${issues}/{issue_number}`),
    openapiFetch: client(
      "GET",
      `${issues}/{issue_number}`,
      `{ params: { path: { ${owner}, issue_number: "5" } } }`,
    ),
    names: [/issue_number/, /'string' is not assignable to type 'number'/],
    added: true,
  },
  {
    name: 'an enum value in the wrong case (`state: "OPEN"`)',
    ...flat(`${owner}, state: "OPEN"`),
    openapiFetch: client("GET", issues, `{ params: { ${path}, query: { state: "OPEN" } } }`),
    names: [/"OPEN"/],
    added: true,
  },
  {
    name: "a required query parameter left out (`q` of search)",
    ...flat("per_page: 10", "GET /search/issues"),
    openapiFetch: client("GET", "/search/issues", "{ params: { query: { per_page: 10 } } }"),
    names: [/'q'/, /parameter: q\b/],
    added: true,
  },
  {
    name: "misspelled body field (`asignees`)",
    ...flat(`${owner}, title: "t", asignees: ["octocat"]`, `POST ${issues}`),
    openapiFetch: client(
      "POST",
      issues,
      `{ params: { ${path} }, body: { title: "t", asignees: ["octocat"] } }`,
    ),
    names: [/asignees/],
    added: true,
  },
  {
    name: 'a string for a boolean body field (`draft: "true"`)',
    ...flat(
      `${owner}, title: "t", head: "h", base: "b", draft: "true"`,
      "POST /repos/{owner}/{repo}/pulls",
    ),
    openapiFetch: client(
      "POST",
      "/repos/{owner}/{repo}/pulls",
      `{ params: { ${path} }, body: { title: "t", head: "h", base: "b", draft: "true" } }`,
    ),
    names: [/draft/, /'string' is not assignable to type 'boolean/],
    added: true,
  },
  {
    name: 'misspelled `mediaType` key (`formt: "raw"`)',
    ...flat(`${owner}, mediaType: { formt: "raw" }`),
    openapiFetch: null,
    reason: "openapi-fetch has no mediaType",
    names: [/formt/],
    added: true,
  },
];

/** The first mistakes, as listed when the catalogue was set up; the rest were added later. */
export const CORE_COUNT = mistakes.filter((mistake) => !mistake.added).length;
