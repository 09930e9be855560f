import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { sharedDocumentRegistry } from "../support/snippet-host.js";
import { compileSnippets, loadCompilerOptions, messageText } from "./support/compile-snippets.js";

// Where endpoint()'s errors stand and what they suggest: a name the route does not take is
// reported on that key with its near miss (also one letter short or long, or the first words
// of a name), a misspelled method with the method it likely is, in default mode too; and a
// hover over a correct call shows the route's options, not the machinery that checks them.
// The builder's params() reports a name the same way, on its key, and a wrong value there too.
// A name the route requires and the call leaves out is named in the first line of the error: on
// the options object for endpoint(), on the chain before build() for the builder.

const header = `import { endpoint, type GitHubRoutes, RequestBuilder, type StrictEndpointInterface, type StrictRoutes } from "../../src/index.js";\n`;

const cases = {
  unknownKey: {
    code: `endpoint("GET /users/{username}/orgs", { username: "u", perPage: 5 });`,
    at: "perPage",
    message: "unknown parameter: perPage (did you mean per_page?)",
  },
  singularOptionKey: {
    code: `endpoint("POST /repos/{owner}/{repo}/labels", { owner: "o", repo: "r", name: "n", header: {} });`,
    at: "header",
    message: "unknown parameter: header (did you mean headers?)",
  },
  extraLetter: {
    code: `endpoint("GET /repos/{owner}/{repo}/tags", { owner: "o", repoo: "r", repo: "r" });`,
    at: "repoo",
    message: "unknown parameter: repoo (did you mean repo?)",
  },
  missingLetter: {
    code: `endpoint("PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge", { owner: "o", repo: "r", pull_number: 1, merge_metod: "squash" });`,
    at: "merge_metod",
    message: "unknown parameter: merge_metod (did you mean merge_method?)",
  },
  firstWords: {
    code: `endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", allow_squash: true });`,
    at: "allow_squash",
    message: "unknown parameter: allow_squash (did you mean allow_squash_merge?)",
  },
  noNearMiss: {
    code: `endpoint("GET /repos/{owner}/{repo}/tags", { owner: "o", repo: "r", colour: "red" });`,
    at: "colour",
    message: `"unknown parameter: colour"`,
  },
  methodShort: {
    code: `endpoint("DELTE /repos/{owner}/{repo}/labels/{name}", { owner: "o", repo: "r", name: "n" });`,
    at: `"DELTE /repos/{owner}/{repo}/labels/{name}"`,
    message: "unknown method: DELTE (did you mean DELETE?)",
  },
  methodLong: {
    code: `endpoint("GETT /internal/things/{id}", { id: 1 });`,
    at: `"GETT /internal/things/{id}"`,
    message: "unknown method: GETT (did you mean GET?)",
  },
} as const;

const builder = (route: string) => `RequestBuilder.create().route("${route}")`;

const paramsCases = {
  unknownKey: {
    code: `${builder("GET /users/{username}/orgs")}.params({ username: "u", perPage: 5 });`,
    at: "perPage",
    message: "unknown parameter: perPage (did you mean per_page?)",
  },
  unknownKeyAlone: {
    code: `${builder("GET /users/{username}/orgs")}.params({ perPage: 5 });`,
    at: "perPage",
    message: "unknown parameter: perPage (did you mean per_page?)",
  },
  extraLetter: {
    code: `${builder("GET /repos/{owner}/{repo}/tags")}.params({ owner: "o", repoo: "r", repo: "r" });`,
    at: "repoo",
    message: "unknown parameter: repoo (did you mean repo?)",
  },
  missingLetter: {
    code: `${builder("PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge")}.params({ owner: "o", repo: "r", pull_number: 1, merge_metod: "squash" });`,
    at: "merge_metod",
    message: "unknown parameter: merge_metod (did you mean merge_method?)",
  },
  firstWords: {
    code: `${builder("PATCH /repos/{owner}/{repo}")}.params({ owner: "o", repo: "r", allow_squash: true });`,
    at: "allow_squash",
    message: "unknown parameter: allow_squash (did you mean allow_squash_merge?)",
  },
  noNearMiss: {
    code: `${builder("GET /repos/{owner}/{repo}/tags")}.params({ owner: "o", repo: "r", colour: "red" });`,
    at: "colour",
    message: `"unknown parameter: colour"`,
  },
  wrongValue: {
    code: `${builder("GET /repos/{owner}/{repo}/issues")}.params({ owner: "o", repo: "r", per_page: "50" });`,
    at: "per_page",
    message: "Type 'string' is not assignable to type 'number'.",
  },
  possiblyUndefinedUnknown: {
    code: `${builder("GET /repos/{owner}/{repo}/tags")}.params({ owner: process.env.OWNER, repo: "r", pgae: 2 });`,
    at: "pgae",
    message: "unknown parameter: pgae (did you mean page?)",
  },
} as const;

const issues = `"POST /repos/{owner}/{repo}/issues"`;

/** Calls that leave out a name the route requires: where the error stands, what its first line names. */
const missingCases = {
  bodyField: {
    code: `endpoint(${issues}, { owner: "o", repo: "r" });`,
    at: `{ owner: "o", repo: "r" }`,
    named: ["missing parameter: title"],
  },
  bodyFieldBesideOthers: {
    code: `endpoint(${issues}, { owner: "o", repo: "r", body: "b", labels: ["bug"], assignees: ["a"] });`,
    at: `{ owner: "o", repo: "r", body: "b", labels: ["bug"], assignees: ["a"] }`,
    named: ["missing parameter: title"],
  },
  strictMode: {
    code: `const strict: StrictEndpointInterface = endpoint;\nstrict(${issues}, { owner: "o", repo: "r" });`,
    at: `{ owner: "o", repo: "r" }`,
    named: ["missing parameter: title"],
  },
  afterDefaults: {
    code: `endpoint.defaults({ owner: "o" })(${issues}, { repo: "r" });`,
    at: `{ repo: "r" }`,
    named: ["missing parameter: title"],
  },
  queryField: {
    code: `endpoint("GET /search/code", { order: "desc" });`,
    at: `{ order: "desc" }`,
    named: ["missing parameter: q"],
  },
  placeholderAndField: {
    code: `endpoint(${issues}, { owner: "o" });`,
    at: `{ owner: "o" }`,
    named: ["missing route parameter: repo", "missing parameter: title"],
  },
  throughVariable: {
    code: `const given = { owner: "o", repo: "r" };\nendpoint(${issues}, given);`,
    at: "given",
    named: ["missing parameter: title"],
  },
} as const;

const issuesBuilder = `RequestBuilder.create().route(${issues})`;
const strictIssuesBuilder = `RequestBuilder.create<StrictRoutes<GitHubRoutes>>().route(${issues})`;

/** The same mistake through the builder: the chain before build() lacks what it names. */
const builderMissingCases = {
  params: {
    code: `${issuesBuilder}.params({ owner: "o", repo: "r" }).build();`,
    at: `${issuesBuilder}.params({ owner: "o", repo: "r" })`,
  },
  param: {
    code: `${issuesBuilder}.param("owner", "o").param("repo", "r").build();`,
    at: `${issuesBuilder}.param("owner", "o").param("repo", "r")`,
  },
  toFetch: {
    code: `${issuesBuilder}.params({ owner: "o", repo: "r" }).toFetch();`,
    at: `${issuesBuilder}.params({ owner: "o", repo: "r" })`,
  },
  strictBuilder: {
    code: `${strictIssuesBuilder}.params({ owner: "o", repo: "r", body: "b" }).build();`,
    at: `${strictIssuesBuilder}.params({ owner: "o", repo: "r", body: "b" })`,
  },
} as const;

/** Calls that give every required name, by value, by the defaults or as the whole body. */
const completeCalls = `
  endpoint(${issues}, { owner: "o", repo: "r", title: "t" });
  endpoint(${issues}, { owner: "o", repo: "r", data: { title: "t", body: "b" } });
  endpoint.defaults({ owner: "o", title: "t" })(${issues}, { repo: "r" });
  endpoint.merge(${issues}, { owner: "o", repo: "r" });
  endpoint("GET /search/code", { q: "restbuild", order: "desc" });
  const strictCall: StrictEndpointInterface = endpoint;
  strictCall(${issues}, { owner: "o", repo: "r", title: "t", labels: ["bug"] });
  ${issuesBuilder}.params({ owner: "o", repo: "r" }).param("title", "t").build();
  ${issuesBuilder}.params({ owner: "o", repo: "r" }).data({ title: "t" }).build();
`;

let diagnostics: Map<string, readonly ts.Diagnostic[]>;

beforeAll(() => {
  diagnostics = compileSnippets(
    Object.fromEntries([
      ...Object.entries(cases).map(([name, { code }]) => [name, `${code}\n`]),
      ...Object.entries(paramsCases).map(([name, { code }]) => [`params_${name}`, `${code}\n`]),
      ...Object.entries(missingCases).map(([name, { code }]) => [`missing_${name}`, `${code}\n`]),
      ...Object.entries(builderMissingCases).map(([name, { code }]) => [
        `builderMissing_${name}`,
        `${code}\n`,
      ]),
      ["complete", completeCalls],
    ]),
    header,
  );
}, 120_000);

/** The text the only diagnostic of a snippet stands on, and its message. */
function onlyDiagnostic(name: string): { at: string; message: string } {
  const list = diagnostics.get(name) ?? [];
  expect(list.map(messageText)).toHaveLength(1);
  const [diagnostic] = list;
  const text = diagnostic?.file?.text ?? "";
  const start = diagnostic?.start ?? 0;
  return {
    at: text.slice(start, start + (diagnostic?.length ?? 0)),
    message: messageText(diagnostic as ts.Diagnostic),
  };
}

describe("endpoint()'s errors", () => {
  it.each(Object.keys(cases) as (keyof typeof cases)[])("%s", (name) => {
    const { at, message } = onlyDiagnostic(name);
    expect(at).toBe(cases[name].at);
    expect(message).toContain(cases[name].message);
  });
});

describe("params()'s errors on a catalogue route", () => {
  it.each(Object.keys(paramsCases) as (keyof typeof paramsCases)[])("%s", (name) => {
    const { at, message } = onlyDiagnostic(`params_${name}`);
    expect(at).toBe(paramsCases[name].at);
    expect(message).toContain(paramsCases[name].message);
  });

  it("reads as endpoint()'s for the same name on the same route", () => {
    for (const name of ["unknownKey", "extraLetter", "missingLetter", "firstWords"] as const) {
      expect(onlyDiagnostic(`params_${name}`).message).toBe(onlyDiagnostic(name).message);
    }
  });
});

describe("a required name left out", () => {
  it.each(Object.keys(missingCases) as (keyof typeof missingCases)[])(
    "endpoint(): %s, on the options, named in the first line",
    (name) => {
      const { at, message } = onlyDiagnostic(`missing_${name}`);
      expect(at).toBe(missingCases[name].at);
      const [firstLine] = message.split("\n");
      // The names, in whatever order the compiler made their types, as the parameter's first part.
      const problems = /parameter of type '\{ (.*?); \} & /.exec(firstLine ?? "")?.[1]?.split("; ");
      expect(problems?.sort()).toEqual(
        missingCases[name].named.map((named) => `"${named}": true`).sort(),
      );
    },
  );

  it.each(Object.keys(builderMissingCases) as (keyof typeof builderMissingCases)[])(
    "the builder: %s, on the chain, named in the first line",
    (name) => {
      const { at, message } = onlyDiagnostic(`builderMissing_${name}`);
      expect(at).toBe(builderMissingCases[name].at);
      expect(message.split("\n")[0]).toMatch(
        /^The 'this' context of type 'RequestBuilder<.*>' is not assignable to method's 'this' of type '\{ "missing parameter: title": true; \}'\.$/,
      );
    },
  );

  it("is not asked for when the call, its defaults or its data give it", () => {
    expect((diagnostics.get("complete") ?? []).map(messageText)).toEqual([]);
  });
});

describe("a hover over a correct call", () => {
  const here = fileURLToPath(new URL(".", import.meta.url));
  const path = `${here}__hover.ts`;
  const code = `${header}endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: 5 });\n`;
  const options = loadCompilerOptions();
  const service = ts.createLanguageService(
    {
      getCompilationSettings: () => options,
      getScriptFileNames: () => [path],
      getScriptVersion: () => "1",
      getScriptSnapshot: (file) => {
        const text = file === path ? code : ts.sys.readFile(file);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => here,
      getDefaultLibFileName: ts.getDefaultLibFilePath,
      fileExists: (file) => file === path || ts.sys.fileExists(file),
      readFile: (file) => (file === path ? code : ts.sys.readFile(file)),
    },
    sharedDocumentRegistry,
  );

  it("shows the route's options as they are written", () => {
    const info = service.getQuickInfoAtPosition(path, code.indexOf("endpoint(", header.length));
    const shown = ts.displayPartsToString(info?.displayParts);
    const parameter = shown.slice(shown.indexOf("options: "), shown.indexOf(") | undefined"));
    expect(parameter).toContain("owner: string;");
    expect(parameter).toContain(`state?: "open" | "closed" | "all";`);
    expect(parameter).toContain("per_page?: number;");
    expect(parameter).not.toContain("unknown");
    expect(parameter).not.toContain("Partial<");
  });
});
