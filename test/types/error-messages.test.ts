import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

// The type tests prove that a wrong call does not compile; these tests read what the compiler
// then says. Each snippet is type-checked in memory, as a file beside this one, with the
// project's test compiler options.

const here = fileURLToPath(new URL(".", import.meta.url));
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

const header = `import { endpoint, RequestBuilder } from "../../src/index.js";\n`;

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
  endpointWithoutOptions: `
    endpoint("GET /repos/{owner}/{repo}");
  `,
} as const;

type SnippetName = keyof typeof snippets;

function snippetPath(name: string): string {
  return ts.sys.resolvePath(`${here}__${name}.snippet.ts`);
}

function loadCompilerOptions(): ts.CompilerOptions {
  const configPath = `${projectRoot}tsconfig.test.json`;
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  if (config.error)
    throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, projectRoot).options;
}

let diagnosticsByName: Map<SnippetName, readonly ts.Diagnostic[]>;

beforeAll(() => {
  const options = loadCompilerOptions();
  const files = new Map(
    Object.entries(snippets).map(([name, body]) => [snippetPath(name), header + body]),
  );
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (path) => files.has(ts.sys.resolvePath(path)) || fileExists.call(host, path);
  host.readFile = (path) => files.get(ts.sys.resolvePath(path)) ?? readFile.call(host, path);
  host.getSourceFile = (path, languageVersion, ...rest) => {
    const text = files.get(ts.sys.resolvePath(path));
    return text === undefined
      ? getSourceFile.call(host, path, languageVersion, ...rest)
      : ts.createSourceFile(path, text, languageVersion, true);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  diagnosticsByName = new Map(
    (Object.keys(snippets) as SnippetName[]).map((name) => {
      const file = program.getSourceFile(snippetPath(name));
      if (file === undefined) throw new Error(`snippet ${name} was not loaded`);
      return [
        name,
        [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)],
      ];
    }),
  );
}, 60_000);

function diagnostics(name: SnippetName): readonly ts.Diagnostic[] {
  return diagnosticsByName.get(name) ?? [];
}

/** Every diagnostic of a snippet as the compiler prints it, nested messages included. */
function messages(name: SnippetName): string[] {
  return diagnostics(name).map((diagnostic) =>
    ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
  );
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
    expect(message).toContain(`"owner" | "repo" | "state" | "per_page"`);
  });

  it("names repo when endpoint() options lack it", () => {
    const text = messages("endpointWithoutRepo").join("\n");
    expect(text).toContain("missing route parameter: repo");
    expect(text).not.toContain("missing route parameter: owner");
  });

  it("names the placeholders when endpoint() gets no options for a route that needs them", () => {
    const text = messages("endpointWithoutOptions").join("\n");
    expect(text).toContain("missing route parameter: owner");
    expect(text).toContain("missing route parameter: repo");
  });

  it("rejects endpoint() without options for a route that needs them", () => {
    expect(messages("endpointWithoutOptions")).toHaveLength(1);
  });
});
