// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the snippets are source text whose routes are template literals
import { beforeAll, describe, expect, it } from "vitest";
import { compileSnippets, messageText } from "./support/compile-snippets.js";

// Strict mode takes the catalogue's routes and what can be one of them: a URL with values in
// place of the placeholders, a template-literal type, an absolute host. A route that can be none
// of them stays an error, through the strict endpoint and the strict builder.

const header = `import { endpoint, type GitHubRoutes, RequestBuilder, type StrictEndpointInterface, type StrictRoutes } from "../../src/index.js";
const strict: StrictEndpointInterface = endpoint;
const builder = RequestBuilder.create<StrictRoutes<GitHubRoutes>>();
declare const owner: string;
declare const repo: string;
declare const id: number;
`;

const accepted = {
  templateLiteral: "strict(`GET /repos/${owner}/${repo}/issues`);",
  templateLiteralWithQuery:
    "strict(`GET /repos/${owner}/${repo}/pulls?state=open&per_page=${id}`);",
  templateLiteralLastValue: "strict(`PATCH /repos/${owner}/${repo}/issues/${id}`, { title: 't' });",
  valuesInPath: `strict("GET /repos/octocat/Hello-World/branches");`,
  noMethod: "strict(`/users/${owner}/repos`);",
  apiHost: `strict("GET https://api.github.com/repos/{owner}/{repo}/issues", { owner, repo });`,
  apiHostValues: "strict(`GET https://api.github.com/repos/${owner}/${repo}/commits`);",
  uploadsHost:
    "strict(`POST https://uploads.github.com/repos/${owner}/${repo}/releases/${id}/assets?name=a.zip`, { data: 'x' });",
  uploadsCatalogueRoute: `strict("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", { owner, repo, release_id: 1, name: "a.zip", data: "x" });`,
  builderTemplateLiteral: "builder.route(`GET /repos/${owner}/${repo}/pulls`).build();",
  builderApiHost: "builder.route(`GET https://api.github.com/orgs/${owner}/members`).build();",
  queryExpression: `strict("GET /repos/{owner}/{repo}/issues{?state,per_page}", { owner, repo, state: "open" });`,
  queryExpressionAfterValues: `strict("GET /repos/octocat/Hello-World/issues{?state}", { state: "open" });`,
  continuedQueryExpression: `strict("GET /repos/{owner}/{repo}/issues?per_page=5{&state}", { owner, repo, state: "open" });`,
  builderQueryExpression: `builder.route("GET /repos/{owner}/{repo}/pulls{?state}").param("owner", owner).param("repo", repo).build();`,
} as const;

const rejected = {
  misspelledValues: `strict("GET /repos/octocat/Hello-World/isues");`,
  misspelledTemplateLiteral: "strict(`GET /repos/${owner}/${repo}/isues`);",
  misspelledAfterHost: `strict("GET https://api.github.com/repos/{owner}/{repo}/isues", { owner, repo });`,
  methodTheRouteLacks: "strict(`DELETE /repos/${owner}/${repo}/issues`);",
  extraSegment: "strict(`GET /repos/${owner}/${repo}/issues/${id}/labelz`);",
  templateOfItsOwn: `strict("GET /repos/{owner}/{name}/issues/{issue_number}/labelz", { owner, name: repo, issue_number: 1 });`,
  builderMisspelled: "builder.route(`GET /repos/${owner}/${repo}/pulz`);",
  misspelledBeforeQueryExpression: `strict("GET /repos/{owner}/{repo}/isues{?state}", { owner, repo, state: "open" });`,
} as const;

let messagesByName: Map<string, string[]>;

beforeAll(() => {
  const snippets = Object.fromEntries(
    Object.entries({ ...accepted, ...rejected }).map(([name, code]) => [name, `{ ${code} }\n`]),
  );
  const diagnostics = compileSnippets(snippets, header);
  messagesByName = new Map([...diagnostics].map(([name, list]) => [name, list.map(messageText)]));
}, 120_000);

describe("strict mode", () => {
  it.each(Object.keys(accepted))("accepts %s", (name) => {
    expect(messagesByName.get(name)).toEqual([]);
  });

  it.each(Object.keys(rejected))("rejects %s as an unknown route", (name) => {
    const messages = messagesByName.get(name) ?? [];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("unknown route: ");
  });
});
