import type ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { compileSnippets, messageText } from "./support/compile-snippets.js";

// The type tests prove that a wrong call does not compile; these tests read what the compiler
// then says. Each snippet is type-checked in memory, as a file beside this one, with the
// project's test compiler options.

const header = `import { endpoint, type GitHubRoutes, RequestBuilder, type StrictRoutes } from "../../src/index.js";\n`;

const snippets = {
  valid: `
    const issues = RequestBuilder.create().route("GET /repos/{owner}/{repo}/issues{?state,per_page}");
    issues.param("owner", "o").param("repo", "r").build();
    endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
    endpoint.defaults({ owner: "o" })("GET /repos/{owner}/{repo}", { repo: "r" });
  `,
  buildWithoutRepo: `
    const issues = RequestBuilder.create().route("GET /repos/{owner}/{repo}/issues{?state,per_page}");
    issues.param("owner", "o").build();
  `,
  buildWithNothingBound: `
    RequestBuilder.create().route("GET /repos/{owner}/{repo}/issues{?state,per_page}").build();
  `,
  buildWithoutColonName: `
    RequestBuilder.create().route("GET /orgs/:org/teams/{team_slug}").param("team_slug", "x").build();
  `,
  paramOwn: `
    const issues = RequestBuilder.create().route("GET /repos/{owner}/{repo}/issues{?state,per_page}");
    issues.param("own", "o");
  `,
  endpointWithoutRepo: `
    endpoint("GET /repos/{owner}/{repo}", { owner: "o" });
  `,
  otherRouteWithoutRepo: `
    endpoint("GET /not-in-the-catalogue/{owner}/{repo}", { owner: "o" });
  `,
  endpointPerPageString: `
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: "50" });
  `,
  strictBuilderUnknownRoute: `
    RequestBuilder.create<StrictRoutes<GitHubRoutes>>().route("GET /repos/{owner}/{repo}/isues");
  `,
  endpointWithoutOptions: `
    endpoint("GET /repos/{owner}/{repo}");
  `,
  builderParamsPerpage: `
    RequestBuilder.create().route("GET /repos/{owner}/{repo}/issues").params({ perpage: 50 });
  `,
  builderParamsVariable: `
    const given = { owner: "o", repo: "r", perpage: 50 };
    RequestBuilder.create().route("GET /repos/{owner}/{repo}/issues").params(given);
  `,
  builderWithoutTitle: `
    RequestBuilder.create().route("POST /repos/{owner}/{repo}/issues").params({ owner: "o", repo: "r" }).build();
  `,
  catalogueBuildWithoutRepo: `
    RequestBuilder.create().route("GET /repos/{owner}/{repo}/issues").param("owner", "o").build();
  `,
  catalogueToFetchWithoutRepo: `
    RequestBuilder.create().route("GET /repos/{owner}/{repo}/issues").param("owner", "o").toFetch();
  `,
  builderParamsOneBadKey: `
    RequestBuilder.create().route("GET /repos/{owner}/{repo}/issues").params({ owner: "o", repo: "r", perpage: 5 }).build();
  `,
  builderRepoMaybeUndefined: `
    const repo: string | undefined = process.env.REPO;
    RequestBuilder.create().route("GET /repos/{owner}/{repo}").param("owner", "o").param("repo", repo).build();
  `,
} as const;

type SnippetName = keyof typeof snippets;

let diagnosticsByName: Map<SnippetName, readonly ts.Diagnostic[]>;

beforeAll(() => {
  diagnosticsByName = compileSnippets(snippets, header);
}, 60_000);

function diagnostics(name: SnippetName): readonly ts.Diagnostic[] {
  return diagnosticsByName.get(name) ?? [];
}

/** Every diagnostic of a snippet as the compiler prints it, nested messages included. */
function messages(name: SnippetName): string[] {
  return diagnostics(name).map(messageText);
}

/** The line (1-based, within the snippet body) that a snippet's only diagnostic points at. */
function lineOfOnlyDiagnostic(name: SnippetName): string {
  const [diagnostic] = diagnostics(name);
  expect(diagnostics(name)).toHaveLength(1);
  const file = diagnostic?.file;
  if (diagnostic?.start === undefined || file === undefined) throw new Error("no position");
  const { line } = file.getLineAndCharacterOfPosition(diagnostic.start);
  return file.text.split("\n")[line]?.trim() ?? "";
}

describe("compiler messages for typed routes", () => {
  it("reports nothing for correct calls, so the harness resolves the library", () => {
    expect(messages("valid")).toEqual([]);
  });

  it("names repo when build() is called with repo unbound", () => {
    const [message] = messages("buildWithoutRepo");
    expect(messages("buildWithoutRepo")).toHaveLength(1);
    expect(message).toContain("missing route parameter: repo");
    expect(message).not.toContain("missing route parameter: owner");
    expect(lineOfOnlyDiagnostic("buildWithoutRepo")).toBe(`issues.param("owner", "o").build();`);
  });

  it("names the unbound placeholder in the first line of build()'s error", () => {
    for (const name of [
      "buildWithoutRepo",
      "catalogueBuildWithoutRepo",
      "catalogueToFetchWithoutRepo",
    ] as const) {
      expect(messages(name)).toHaveLength(1);
      expect(messages(name)[0]?.split("\n")[0], name).toMatch(
        /^The 'this' context of type 'RequestBuilder<.*>' is not assignable to method's 'this' of type '\{ "missing route parameter: repo": true; \}'\.$/,
      );
    }
  });

  it("reports one bad key of params() on that key alone, not a missing placeholder after it", () => {
    expect(messages("builderParamsOneBadKey")).toEqual([
      `Type 'number' is not assignable to type '"unknown parameter: perpage (did you mean per_page?)"'.`,
    ]);
  });

  it("names every unbound placeholder when several are missing", () => {
    const text = messages("buildWithNothingBound").join("\n");
    expect(text).toContain("missing route parameter: owner");
    expect(text).toContain("missing route parameter: repo");
    expect(text).not.toContain("missing route parameter: state");
    expect(text).not.toContain("missing route parameter: per_page");
  });

  it("names a ':name' placeholder left unbound", () => {
    const text = messages("buildWithoutColonName").join("\n");
    expect(text).toContain("missing route parameter: org");
    expect(text).not.toContain("missing route parameter: team_slug");
  });

  it('names "own" and the accepted names when param() gets a name the route lacks', () => {
    const [message] = messages("paramOwn");
    expect(messages("paramOwn")).toHaveLength(1);
    expect(message).toContain(`'"own"'`);
    // The accepted names, as a union in whatever order the compiler made their types.
    const accepted = /parameter of type '([^']*)'/.exec(message ?? "")?.[1]?.split(" | ");
    expect(accepted?.sort()).toEqual([`"owner"`, `"per_page"`, `"repo"`, `"state"`]);
  });

  it("names repo in the first line when endpoint() options lack it", () => {
    expect(messages("endpointWithoutRepo")).toHaveLength(1);
    expect(messages("endpointWithoutRepo")[0]?.split("\n")[0]).toMatch(
      /^Argument of type '\{ owner: string; \}' is not assignable to parameter of type '\{ "missing route parameter: repo": true; \} & /,
    );
  });

  it("names repo when endpoint() options for a route outside the catalogue lack it", () => {
    expect(messages("otherRouteWithoutRepo")).toHaveLength(1);
    expect(messages("otherRouteWithoutRepo")[0]).toContain("missing route parameter: repo");
  });

  it("names a value outside the catalogue's type without mixing in the given type", () => {
    expect(messages("endpointPerPageString")).toHaveLength(1);
    expect(messages("endpointPerPageString")[0]).toBe(
      "Type 'string' is not assignable to type 'number'.",
    );
  });

  it("names the route a strict builder does not know", () => {
    expect(messages("strictBuilderUnknownRoute")).toHaveLength(1);
    expect(messages("strictBuilderUnknownRoute")[0]).toContain(
      '"unknown route: GET /repos/{owner}/{repo}/isues": true',
    );
  });

  it("names the placeholders when endpoint() gets no options for a route that needs them", () => {
    const text = messages("endpointWithoutOptions").join("\n");
    expect(text).toContain("missing route parameter: owner");
    expect(text).toContain("missing route parameter: repo");
  });

  it("rejects endpoint() without options for a route that needs them", () => {
    expect(messages("endpointWithoutOptions")).toHaveLength(1);
  });

  it("names an unknown name given to the builder's params(), with the near miss", () => {
    expect(messages("builderParamsPerpage")).toEqual([
      `Type 'number' is not assignable to type '"unknown parameter: perpage (did you mean per_page?)"'.`,
    ]);
  });

  it("names an unknown name in an object given to params() through a variable", () => {
    expect(messages("builderParamsVariable")).toHaveLength(1);
    expect(messages("builderParamsVariable")[0]).toContain(
      "unknown parameter: perpage (did you mean per_page?)",
    );
  });

  it("names a required body field the builder was not given", () => {
    expect(messages("builderWithoutTitle")).toHaveLength(1);
    expect(messages("builderWithoutTitle")[0]).toContain("missing parameter: title");
  });

  it("asks build() for a placeholder whose value may be undefined", () => {
    expect(messages("builderRepoMaybeUndefined")).toHaveLength(1);
    expect(messages("builderRepoMaybeUndefined")[0]).toContain("missing route parameter: repo");
  });
});
