import { beforeAll, describe, expect, it } from "vitest";
import { compileSnippets, messageText } from "./support/compile-snippets.js";

// A route that takes a query beside a body names its query in its url (spec 2.2 rule 4); the
// catalogue's route carries it, and the same route written without it takes no query name.
// Each snippet is type-checked in memory with the project's test compiler options.

const header = `import { endpoint, type GitHubRoutes, RequestBuilder, type StrictEndpointInterface, type StrictRoutes } from "../../src/index.js";\nconst strict: StrictEndpointInterface = endpoint;\n`;

const CACHES = "DELETE /repos/{owner}/{repo}/actions/caches";
const UPLOAD = "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets";

const snippets = {
  withQuery: `
    endpoint("${CACHES}{?key,ref}", { owner: "o", repo: "r", key: "k" });
    strict("${CACHES}{?key,ref}", { owner: "o", repo: "r", key: "k", ref: "main" });
    strict("${UPLOAD}{?name,label}", { owner: "o", repo: "r", release_id: 1, name: "a.zip", data: "x" });
    strict("DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}", { owner: "o", repo: "r", analysis_id: 1 });
  `,
  plainWithQueryName: `
    endpoint("${CACHES}", { owner: "o", repo: "r", key: "k" });
  `,
  plainWithoutRequired: `
    strict("${CACHES}", { owner: "o", repo: "r" });
  `,
  plainOptionalQueryName: `
    strict("DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}", { owner: "o", repo: "r", analysis_id: 1, confirm_delete: "true" });
  `,
  relativeUpload: `
    endpoint("POST /repos/{owner}/{repo}/releases/{release_id}/assets", { owner: "o", repo: "r", release_id: 1, name: "a.zip", data: "x" });
  `,
  absoluteUploadWithoutQuery: `
    strict("${UPLOAD}", { owner: "o", repo: "r", release_id: 1, data: "x" });
  `,
  bodyBesideQuery: `
    strict("POST /orgs/{org}/attestations/bulk-list", { org: "o", subject_digests: ["sha256:1"], per_page: 10 });
  `,
  strictBuilderPlain: `
    RequestBuilder.create<StrictRoutes<GitHubRoutes>>().route("${CACHES}");
  `,
  builderPlainBuild: `
    RequestBuilder.create().route("${CACHES}").params({ owner: "o", repo: "r" }).build();
  `,
  builderPlainWithQueryName: `
    RequestBuilder.create().route("${CACHES}").params({ owner: "o", repo: "r", key: "k" });
  `,
} as const;

type SnippetName = keyof typeof snippets;

let messagesByName: Map<SnippetName, string[]>;

beforeAll(() => {
  const diagnostics = compileSnippets(snippets, header);
  messagesByName = new Map(
    [...diagnostics].map(([name, list]) => [name, list.map(messageText)] as const),
  );
}, 60_000);

/** The one message of a snippet. */
function onlyMessage(name: SnippetName): string {
  const messages = messagesByName.get(name) ?? [];
  expect(messages).toHaveLength(1);
  return messages[0] ?? "";
}

describe("a route whose query goes in its url", () => {
  it("compiles with its query expression, in default and strict mode, upload host included", () => {
    expect(messagesByName.get("withQuery")).toEqual([]);
  });

  it("names the route with the query expression when the plain form is given a query name", () => {
    expect(onlyMessage("plainWithQueryName")).toContain(
      `query parameter in the url: key (name the route ${CACHES}{?key,ref})`,
    );
  });

  it("names the route with the query expression when the API requires a query name", () => {
    expect(onlyMessage("plainWithoutRequired")).toContain(
      `missing query parameter: key (name the route ${CACHES}{?key,ref})`,
    );
  });

  it("names the route for an optional query name given to the plain form", () => {
    expect(onlyMessage("plainOptionalQueryName")).toContain(
      "query parameter in the url: confirm_delete (name the route DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete})",
    );
  });

  it("names the upload host and query for the relative upload route", () => {
    expect(onlyMessage("relativeUpload")).toContain(
      `query parameter in the url: name (name the route ${UPLOAD}{?name,label})`,
    );
  });

  it("names the query for the absolute upload route without it", () => {
    expect(onlyMessage("absoluteUploadWithoutQuery")).toContain(
      `missing query parameter: name (name the route ${UPLOAD}{?name,label})`,
    );
  });

  it("names the route to write in the strict builder's unknown route", () => {
    expect(onlyMessage("strictBuilderPlain")).toContain(
      `unknown route: ${CACHES} (name the route ${CACHES}{?key,ref})`,
    );
  });

  it("keeps the builder from binding a query name to the route without it", () => {
    expect(onlyMessage("builderPlainWithQueryName")).toContain(
      `query parameter in the url: key (name the route ${CACHES}{?key,ref})`,
    );
  });

  it("has the builder's build() name the route for a query name the API requires", () => {
    expect(onlyMessage("builderPlainBuild")).toContain(
      `missing query parameter: key (name the route ${CACHES}{?key,ref})`,
    );
  });

  it("tells a query name from a body field on a POST", () => {
    const message = onlyMessage("bodyBesideQuery");
    expect(message).toContain("query parameter in the url: per_page");
    expect(message).not.toContain("subject_digests");
  });
});
