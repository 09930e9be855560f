import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sharedDocumentRegistry } from "../support/snippet-host.js";
import { loadCompilerOptions } from "./support/compile-snippets.js";

// What an editor offers while a call is typed: each snippet is a file beside this one, `|`
// marks the cursor, and TypeScript's language service (which editors use) lists the
// completions there.

const here = fileURLToPath(new URL(".", import.meta.url));
const header = `import { endpoint, RequestBuilder, type OpenApiRoutes } from "../../src/index.js";
import type { paths } from "../fixtures/figma/figma-paths.js";
`;

const files = new Map<string, string>();
const options = loadCompilerOptions();
const service = ts.createLanguageService(
  {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: () => "1",
    getScriptSnapshot: (path) => {
      const text = files.get(path) ?? ts.sys.readFile(path);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => here,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (path) => files.has(path) || ts.sys.fileExists(path),
    readFile: (path) => files.get(path) ?? ts.sys.readFile(path),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  },
  sharedDocumentRegistry,
);

/** The names the editor offers at the `|` of `code`. */
function completionsAt(code: string): string[] {
  const source = header + code;
  const cursor = source.indexOf("|");
  const path = `${here}__completions_${files.size}.ts`;
  files.set(path, source.slice(0, cursor) + source.slice(cursor + 1));
  const completions = service.getCompletionsAtPosition(path, cursor, {});
  return (completions?.entries ?? []).map((entry) => entry.name);
}

describe("completions inside endpoint()", () => {
  it("offer the option keys and every parameter of a catalogue route", () => {
    const names = completionsAt(`endpoint("GET /repos/{owner}/{repo}/issues", { | });`);
    expect(names).toEqual(
      expect.arrayContaining(["owner", "repo", "state", "per_page", "labels", "headers"]),
    );
    expect(names).toEqual(expect.arrayContaining(["baseUrl", "mediaType", "request"]));
  });

  it("offer the values of an enum", () => {
    const names = completionsAt(
      `endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "|" });`,
    );
    expect(names.sort()).toEqual(["all", "closed", "open"]);
  });

  it("offer the catalogue's routes as the route string", () => {
    const names = completionsAt(`endpoint("|");`);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /repos/{owner}/{repo}/issues",
        "POST /repos/{owner}/{repo}/issues",
      ]),
    );
    expect(names.length).toBeGreaterThan(1000);
  });

  it("offer the body fields of a POST", () => {
    const names = completionsAt(
      `endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", | });`,
    );
    expect(names).toEqual(expect.arrayContaining(["title", "body", "labels", "assignees"]));
  });

  it("offer no name of a problem while a required field is still left out", () => {
    const names = completionsAt(
      `endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", | });`,
    );
    expect(names).toContain("title");
    expect(names.filter((name) => name.includes("missing"))).toEqual([]);
  });
});

describe("completions along the builder", () => {
  const issues = `RequestBuilder.create().route("GET /repos/{owner}/{repo}/issues")`;

  it("offer the catalogue's routes in route()", () => {
    expect(completionsAt(`RequestBuilder.create().route("|");`)).toEqual(
      expect.arrayContaining(["GET /repos/{owner}/{repo}/issues", "GET /user"]),
    );
  });

  it("offer the route's parameters in param() and params()", () => {
    const expected = ["owner", "repo", "state", "per_page"];
    expect(completionsAt(`${issues}.param("|");`)).toEqual(expect.arrayContaining(expected));
    expect(completionsAt(`${issues}.params({ | });`)).toEqual(expect.arrayContaining(expected));
  });

  it("offer the placeholders of a route outside the catalogue in param()", () => {
    expect(
      completionsAt(`RequestBuilder.create().route("GET /things/{id}{?page}").param("|");`),
    ).toEqual(["id", "page"]);
  });

  it("offer an enum's values in param()", () => {
    expect(completionsAt(`${issues}.param("state", "|");`).sort()).toEqual([
      "all",
      "closed",
      "open",
    ]);
  });

  it("offer the body's fields in data()", () => {
    const names = completionsAt(
      `RequestBuilder.create().route("POST /repos/{owner}/{repo}/issues").data({ | });`,
    );
    expect(names).toEqual(expect.arrayContaining(["title", "body", "labels"]));
  });

  it("offer another API's routes from its OpenAPI paths", () => {
    const names = completionsAt(`RequestBuilder.create<OpenApiRoutes<paths>>().route("|");`);
    expect(names).toEqual(expect.arrayContaining(["GET /v1/files/{file_key}"]));
    expect(names).not.toContain("GET /repos/{owner}/{repo}/issues");
  });
});
