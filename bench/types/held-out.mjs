// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the snippets are source text whose routes are template literals
/**
 * The held-out set of `npm run bench:types`: mistakes and correct calls on GitHub routes and in
 * shapes that no test and no other bench case uses, written once and not tuned to the types
 * (a boolean given as a string, a `Date` where the API takes a timestamp, British spelling,
 * camelCase, a singular segment, a method one letter off...). Each is written as a user of each
 * tool would write it. A mistake counts as caught when the call does not compile and a message
 * names the problem (as in mistakes.mjs); a correct call that does not compile is a false
 * rejection.
 */

/** Declarations the snippets use besides the tool. */
export const heldOutPrelude =
  "declare const maybe: string | undefined;\ndeclare const login: string;\nvoid maybe;\nvoid login;\n";

const repo = 'owner: "o", repo: "r"';

/**
 * One call in each tool's shape, from where its parameters go: `path`, `query` and `body` as
 * property lists, `options` as options besides the parameters (`headers: {...}`), which
 * openapi-fetch takes beside `params`.
 */
function call(route, { path = "", query = "", body = "", options = "" } = {}) {
  const [method, url] = route.split(" ");
  const flat = [path, query, body, options].filter((part) => part !== "").join(", ");
  const argument = flat === "" ? "" : `, { ${flat} }`;
  const params = [
    ["path", path],
    ["query", query],
  ]
    .filter(([, list]) => list !== "")
    .map(([place, list]) => `${place}: { ${list} }`);
  const init = [];
  if (params.length > 0) init.push(`params: { ${params.join(", ")} }`);
  if (body !== "") init.push(`body: { ${body} }`);
  if (options !== "") init.push(options);
  return {
    restbuild: `call(${JSON.stringify(route)}${argument});`,
    octokit: `request(${JSON.stringify(route)}${argument});`,
    openapiFetch: `client.${method}(${JSON.stringify(url)}${init.length === 0 ? "" : `, { ${init.join(", ")} }`});`,
  };
}

const team = { path: 'org: "o", team_slug: "t"' };
const release = "POST /repos/{owner}/{repo}/releases";
const runs = "GET /repos/{owner}/{repo}/actions/runs";

/** @type {readonly import("./mistakes.mjs").Mistake[]} */
export const heldOutMistakes = [
  {
    name: 'team role outside the enum (`role: "owner"`)',
    ...call("GET /orgs/{org}/teams/{team_slug}/members", { ...team, query: 'role: "owner"' }),
    names: [/"owner"/],
  },
  {
    name: 'placeholder in kebab-case (`"team-slug"`)',
    ...call("GET /orgs/{org}/teams/{team_slug}/members", { path: 'org: "o", "team-slug": "t"' }),
    names: [/team-slug|team_slug/],
  },
  {
    name: "a required body field that may be undefined (`tag_name: maybe`)",
    ...call(release, { path: repo, body: "tag_name: maybe" }),
    names: [/tag_name|undefined/],
  },
  {
    name: 'lines where one text goes (`body: ["a", "b"]`)',
    ...call(release, { path: repo, body: 'tag_name: "v1", body: ["a", "b"]' }),
    names: [/\bbody\b|'string\[\]' is not assignable to type 'string'/],
  },
  {
    name: "camelCase body field (`tagName`)",
    ...call(release, { path: repo, body: 'tag_name: "v1", tagName: "v1"' }),
    names: [/tagName/],
  },
  {
    name: "a boolean where the enum is a string (`make_latest: true`)",
    ...call(release, { path: repo, body: 'tag_name: "v1", make_latest: true' }),
    names: [/make_latest|"legacy"/],
  },
  {
    name: 'search terms as a list (`q: ["a", "b"]`)',
    ...call("GET /search/repositories", { query: 'q: ["restbuild", "ts"]' }),
    names: [/^q:|'string\[\]' is not assignable to type 'string'/],
  },
  {
    name: 'search sort outside the enum (`sort: "star"`)',
    ...call("GET /search/repositories", { query: 'q: "x", sort: "star"' }),
    names: [/"star"/],
  },
  {
    name: 'order spelled out (`order: "ascending"`)',
    ...call("GET /search/repositories", { query: 'q: "x", order: "ascending"' }),
    names: [/"ascending"/],
  },
  {
    name: "null for a flag that takes no null (`default_branch_only: null`)",
    ...call("POST /repos/{owner}/{repo}/forks", {
      path: repo,
      body: "default_branch_only: null",
    }),
    names: [/default_branch_only|'null'/],
  },
  {
    name: "British spelling (`organisation`)",
    ...call("POST /repos/{owner}/{repo}/forks", { path: repo, body: 'organisation: "acme"' }),
    names: [/organisation/],
  },
  {
    name: "a number for a boolean query (`all: 1`)",
    ...call("GET /notifications", { query: "all: 1" }),
    names: [/^all:|'boolean'/],
  },
  {
    name: "a `Date` where a timestamp string goes (`since`)",
    ...call("GET /notifications", { query: "since: new Date()" }),
    names: [/since|'Date'/],
  },
  {
    name: 'a list where one commit goes (`sha: ["s"]`)',
    ...call("POST /repos/{owner}/{repo}/git/refs", {
      path: repo,
      body: 'ref: "refs/heads/x", sha: ["s"]',
    }),
    names: [/\bsha\b|'string\[\]' is not assignable to type 'string'/],
  },
  {
    name: "a number where the ref name goes (`ref: 123`)",
    ...call("POST /repos/{owner}/{repo}/git/refs", { path: repo, body: 'ref: 123, sha: "s"' }),
    names: [/\bref\b|'number' is not assignable to type 'string'/],
  },
  {
    name: "singular segment (`/git/ref/{ref}`)",
    ...call("DELETE /repos/{owner}/{repo}/git/ref/{ref}", { path: `${repo}, ref: "heads/x"` }),
    names: [/git\/ref\//],
  },
  {
    name: "singular last segment (`/follower`)",
    ...call("GET /users/{username}/follower", { path: 'username: "u"' }),
    names: [/\/follower\b/],
  },
  {
    name: 'run status outside the enum (`status: "done"`)',
    ...call(runs, { path: repo, query: 'status: "done"' }),
    names: [/"done"/],
  },
  {
    name: 'a range as an object (`created: { from: "2024-01-01" }`)',
    ...call(runs, { path: repo, query: 'created: { from: "2024-01-01" }' }),
    names: [/created|is not assignable to type 'string'/],
  },
  {
    name: "a `URL` where its text goes (`target_url: new URL(…)`)",
    ...call("POST /repos/{owner}/{repo}/statuses/{sha}", {
      path: `${repo}, sha: "s"`,
      body: 'state: "success", target_url: new URL("https://ci.example/1")',
    }),
    names: [/target_url|'URL'/],
  },
  {
    name: "a required field given as `undefined` (`state: undefined`)",
    ...call("POST /repos/{owner}/{repo}/statuses/{sha}", {
      path: `${repo}, sha: "s"`,
      body: 'state: undefined, context: "ci"',
    }),
    names: [/\bstate\b|'undefined'/],
  },
  {
    name: "method with a letter too many (`PUTT`)",
    ...call("PUTT /repos/{owner}/{repo}/subscription", { path: repo, body: "subscribed: true" }),
    names: [/PUTT/],
  },
  {
    name: "a field of a sibling route (`inputs` of a workflow dispatch)",
    ...call("POST /repos/{owner}/{repo}/dispatches", {
      path: repo,
      body: 'event_type: "e", inputs: { env: "prod" }',
    }),
    names: [/inputs/],
  },
  {
    name: "a JSON string where an object goes (`client_payload`)",
    ...call("POST /repos/{owner}/{repo}/dispatches", {
      path: repo,
      body: 'event_type: "e", client_payload: "{}"',
    }),
    names: [/client_payload|'string' is not assignable/],
  },
  {
    name: "camelCase required field (`headSha`)",
    ...call("POST /repos/{owner}/{repo}/check-runs", {
      path: repo,
      body: 'name: "ci", headSha: "s"',
    }),
    names: [/headSha|head_sha/],
  },
  {
    name: 'check conclusion outside the enum (`"passed"`)',
    ...call("POST /repos/{owner}/{repo}/check-runs", {
      path: repo,
      body: 'name: "ci", head_sha: "s", conclusion: "passed"',
    }),
    names: [/"passed"/],
  },
  {
    name: "a `Date` in a body (`due_on`)",
    ...call("POST /repos/{owner}/{repo}/milestones", {
      path: repo,
      body: 'title: "m", due_on: new Date()',
    }),
    names: [/due_on|'Date'/],
  },
  {
    name: 'objects where names go (`required_contexts: [{ context: "ci" }]`)',
    ...call("POST /repos/{owner}/{repo}/deployments", {
      path: repo,
      body: 'ref: "main", required_contexts: [{ context: "ci" }]',
    }),
    names: [/required_contexts|context/],
  },
  {
    name: 'a number in a list of names (`events: ["push", 1]`)',
    ...call("POST /repos/{owner}/{repo}/hooks", { path: repo, body: 'events: ["push", 1]' }),
    names: [/events|'number' is not assignable to type 'string'/],
  },
  {
    name: "camelCase (`newName`)",
    ...call("POST /repos/{owner}/{repo}/branches/{branch}/rename", {
      path: `${repo}, branch: "b"`,
      body: 'newName: "main"',
    }),
    names: [/newName|new_name/],
  },
  {
    name: 'invitation role outside the enum (`"member"`)',
    ...call("POST /orgs/{org}/invitations", { path: 'org: "o"', body: 'role: "member"' }),
    names: [/"member"/],
  },
  {
    name: "bytes where the key text goes (`key: new Uint8Array(4)`)",
    ...call("POST /repos/{owner}/{repo}/keys", { path: repo, body: "key: new Uint8Array(4)" }),
    names: [/\bkey\b|Uint8Array/],
  },
  {
    name: "method with a letter missing (`DELTE`)",
    ...call("DELTE /repos/{owner}/{repo}/keys/{key_id}", { path: `${repo}, key_id: 1` }),
    names: [/DELTE/],
  },
  {
    name: 'milestone sort outside the enum (`"due_date"`)',
    ...call("GET /repos/{owner}/{repo}/milestones", { path: repo, query: 'sort: "due_date"' }),
    names: [/"due_date"/],
  },
  {
    name: "a number where a login goes (`owner: 42`)",
    ...call("GET /repos/{owner}/{repo}/stargazers", { path: 'owner: 42, repo: "r"' }),
    names: [/owner|'number' is not assignable to type 'string'/],
  },
  {
    name: 'a media type as a string (`mediaType: "raw"`)',
    ...call("GET /repos/{owner}/{repo}/stargazers", { path: repo, options: 'mediaType: "raw"' }),
    openapiFetch: null,
    reason: "has no media type option",
    names: [/mediaType|MediaType/],
  },
];

/** @typedef {{ name: string, restbuild: string, octokit: string, openapiFetch: string | null, reason?: string }} CorrectCall */

/** @type {readonly CorrectCall[]} */
export const heldOutCorrect = [
  {
    name: "team members with a role",
    ...call("GET /orgs/{org}/teams/{team_slug}/members", {
      ...team,
      query: 'role: "maintainer", per_page: 50',
    }),
  },
  {
    name: "a draft release",
    ...call(release, {
      path: repo,
      body: 'tag_name: "v1", draft: true, make_latest: "legacy"',
    }),
  },
  {
    name: "repository search",
    ...call("GET /search/repositories", {
      query: 'q: "restbuild language:ts", sort: "stars", order: "desc"',
    }),
  },
  { name: "a fork with no body", ...call("POST /repos/{owner}/{repo}/forks", { path: repo }) },
  {
    name: "notifications since a date",
    ...call("GET /notifications", { query: 'all: true, since: "2024-01-01T00:00:00Z"' }),
  },
  { name: "notifications without options", ...call("GET /notifications") },
  {
    name: "a git ref",
    ...call("POST /repos/{owner}/{repo}/git/refs", {
      path: repo,
      body: 'ref: "refs/heads/x", sha: "s"',
    }),
  },
  {
    name: "deleting a git ref",
    ...call("DELETE /repos/{owner}/{repo}/git/refs/{ref}", {
      path: `${repo}, ref: "heads/x"`,
    }),
  },
  {
    name: "followers, second page",
    ...call("GET /users/{username}/followers", { path: 'username: "u"', query: "page: 2" }),
  },
  {
    name: "runs in progress on a branch",
    ...call(runs, { path: repo, query: 'status: "in_progress", branch: "main"' }),
  },
  {
    name: "a commit status",
    ...call("POST /repos/{owner}/{repo}/statuses/{sha}", {
      path: `${repo}, sha: "s"`,
      body: 'state: "success", context: "ci"',
    }),
  },
  {
    name: "watching a repository",
    ...call("PUT /repos/{owner}/{repo}/subscription", { path: repo, body: "subscribed: true" }),
  },
  {
    name: "a dispatch with a payload",
    ...call("POST /repos/{owner}/{repo}/dispatches", {
      path: repo,
      body: 'event_type: "deploy", client_payload: { env: "prod" }',
    }),
  },
  {
    name: "a queued check run",
    ...call("POST /repos/{owner}/{repo}/check-runs", {
      path: repo,
      body: 'name: "ci", head_sha: "s", status: "queued"',
    }),
  },
  {
    name: "a milestone with a due date",
    ...call("POST /repos/{owner}/{repo}/milestones", {
      path: repo,
      body: 'title: "m", due_on: "2024-06-01T00:00:00Z"',
    }),
  },
  {
    name: "a deployment without required contexts",
    ...call("POST /repos/{owner}/{repo}/deployments", {
      path: repo,
      body: 'ref: "main", required_contexts: [], environment: "production"',
    }),
  },
  {
    name: "a webhook",
    ...call("POST /repos/{owner}/{repo}/hooks", {
      path: repo,
      body: 'config: { url: "https://example.com/hook", content_type: "json" }, events: ["push"], active: true',
    }),
  },
  {
    name: "renaming a branch",
    ...call("POST /repos/{owner}/{repo}/branches/{branch}/rename", {
      path: `${repo}, branch: "master"`,
      body: 'new_name: "main"',
    }),
  },
  {
    name: "an invitation to teams",
    ...call("POST /orgs/{org}/invitations", {
      path: 'org: "o"',
      body: 'invitee_id: 1, role: "direct_member", team_ids: [1]',
    }),
  },
  {
    name: "a read-only deploy key",
    ...call("POST /repos/{owner}/{repo}/keys", {
      path: repo,
      body: 'title: "ci", key: "ssh-ed25519 AAAA", read_only: true',
    }),
  },
  {
    name: "all milestones by completeness",
    ...call("GET /repos/{owner}/{repo}/milestones", {
      path: repo,
      query: 'state: "all", sort: "completeness"',
    }),
  },
  {
    name: "stargazers with their dates (a media type header)",
    ...call("GET /repos/{owner}/{repo}/stargazers", {
      path: repo,
      options: 'headers: { accept: "application/vnd.github.star+json" }',
    }),
  },
  {
    name: "a URL built with a template literal",
    restbuild: "call(`GET /repos/${login}/${login}/stargazers`);",
    octokit: "request(`GET /repos/${login}/${login}/stargazers`);",
    openapiFetch: null,
    reason: "takes the path template and its parameters, not a URL",
  },
  {
    name: "an absolute API URL",
    ...call("GET https://api.github.com/users/{username}/followers", { path: 'username: "u"' }),
    openapiFetch: null,
    reason: "takes the path template, its base URL is the client's",
  },
];
