import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileTemplate, expandTemplate, isRestbuildError } from "../../src/index.js";
import type { CompileOptions } from "../../src/template/compile-template.js";
import { fixtureFile } from "../fixtures/fixture-file.js";
import { thrownBy } from "../support/thrown.js";

// The official RFC 6570 test suite (github.com/uri-templates/uritemplate-test), kept unchanged
// in test/fixtures/uritemplate-test/ (its README names the version). A string result must match
// exactly, a list lists equally acceptable results (associative arrays have no fixed order), and
// `false` means the template is invalid.
type Expected = string | readonly string[] | false;

interface VectorGroup {
  readonly level?: number;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly testcases: ReadonlyArray<readonly [string, Expected]>;
}

const VECTOR_FILES = [
  "spec-examples.json",
  "spec-examples-by-section.json",
  "extended-tests.json",
  "negative-tests.json",
] as const;

function readVectors(file: string): Readonly<Record<string, VectorGroup>> {
  const url = fixtureFile(`uritemplate-test/${file}`);
  return JSON.parse(readFileSync(url, "utf8")) as Record<string, VectorGroup>;
}

const suites = VECTOR_FILES.map((file) => ({ file, groups: readVectors(file) }));

const RFC: CompileOptions = {};
// The dialect of route URLs in `endpoint()` and the builder.
const ROUTE: CompileOptions = { allowHyphenInNames: true };

// Negative vectors whose only fault is a "-" in a variable name. RFC 6570 section 2.3 allows only
// ALPHA, DIGIT, "_", "." and pct-encoded triplets in a varname, but GitHub's published routes use
// names such as `{enterprise-team}`, so the route dialect accepts the hyphen. The other negative
// vectors with a hyphen stay invalid there: `{var}{-prefix|/-/|var}` and `?{-join|&|var,list}`
// also contain "|", and `/sparql{?query){&default-graph-uri*}` nests a "{" inside an expression.
// Expected expansions follow RFC 6570 sections 3.2.2 and 3.2.8: `default-graph-uri` is a list,
// joined with "," when not exploded, each member encoded in the unreserved set.
const GRAPH_URIS = "http%3A%2F%2Fwww.example%2Fbook%2F,http%3A%2F%2Fwww.example%2Fpapers%2F";
const SPARQL_QUERY =
  "PREFIX%20dc%3A%20%3Chttp%3A%2F%2Fpurl.org%2Fdc%2Felements%2F1.1%2F%3E%20SELECT%20%3Fbook%20%3Fwho%20WHERE%20%7B%20%3Fbook%20dc%3Acreator%20%3Fwho%20%7D";
const ROUTE_DIALECT_ACCEPTS: ReadonlyMap<string, string> = new Map([
  ["/{default-graph-uri}", `/${GRAPH_URIS}`],
  [
    "/sparql{?query,default-graph-uri}",
    `/sparql?query=${SPARQL_QUERY}&default-graph-uri=${GRAPH_URIS}`,
  ],
]);

// Negative vectors that are well-formed templates (RFC 6570 section 2.4.1 allows ":1" on any
// varname) but fail for their value: a prefix modifier on an associative array. They compile and
// then fail to expand.
const VALUE_FAULTS: ReadonlySet<string> = new Set(["{keys:1}", "{+keys:1}"]);

function expand(
  template: string,
  variables: Readonly<Record<string, unknown>>,
  options: CompileOptions,
): string {
  return expandTemplate(compileTemplate(template, options), variables);
}

function expectRejected(
  template: string,
  variables: Readonly<Record<string, unknown>>,
  options: CompileOptions,
): void {
  const error = thrownBy(() => expand(template, variables, options));
  expect(isRestbuildError(error), String(error)).toBe(true);
  const code = isRestbuildError(error) ? error.code : undefined;
  if (VALUE_FAULTS.has(template)) {
    // The fault is the value, not the syntax: compiling alone succeeds.
    expect(() => compileTemplate(template, options)).not.toThrow();
    expect(code).toBe("INVALID_TEMPLATE_VALUE");
  } else {
    expect(code).toBe("INVALID_TEMPLATE");
  }
}

function expectExpansion(actual: string, expected: string | readonly string[]): void {
  if (typeof expected === "string") expect(actual).toBe(expected);
  else expect(expected).toContain(actual);
}

let vectorCount = 0;

for (const dialect of [
  { name: "RFC 6570 templates", options: RFC },
  { name: "route templates (hyphens allowed in names)", options: ROUTE },
]) {
  describe(dialect.name, () => {
    for (const { file, groups } of suites) {
      describe(file, () => {
        for (const [groupName, group] of Object.entries(groups)) {
          describe(groupName, () => {
            const cases = group.testcases.map(([template, expected]) => ({ template, expected }));
            if (dialect.options === RFC) vectorCount += cases.length;
            const routeAccepts = (template: string) =>
              dialect.options === ROUTE && ROUTE_DIALECT_ACCEPTS.has(template);
            const valid = cases.filter(({ expected }) => expected !== false);
            const invalid = cases.filter(
              ({ template, expected }) => expected === false && !routeAccepts(template),
            );
            const hyphenOnly = cases.filter(({ template }) => routeAccepts(template));

            if (valid.length > 0) {
              it.each(valid)("expands $template to the listed result", ({ template, expected }) => {
                expectExpansion(
                  expand(template, group.variables, dialect.options),
                  expected as string | readonly string[],
                );
              });
            }
            if (invalid.length > 0) {
              it.each(invalid)("rejects $template with a restbuild error", ({ template }) => {
                expectRejected(template, group.variables, dialect.options);
              });
            }
            if (hyphenOnly.length > 0) {
              it.each(hyphenOnly)(
                "accepts $template, whose only fault in RFC 6570 is a hyphen in a name",
                ({ template }) => {
                  const result = expand(template, group.variables, dialect.options);
                  expect(result).toBe(ROUTE_DIALECT_ACCEPTS.get(template));
                },
              );
            }
          });
        }
      });
    }
  });
}

describe("the vector files", () => {
  it("hold more than 250 vectors, so a moved or emptied file cannot pass silently", () => {
    expect(vectorCount).toBeGreaterThan(250);
  });

  it("list every vector that the route dialect accepts as an invalid RFC template", () => {
    const negatives = suites
      .flatMap(({ groups }) => Object.values(groups))
      .flatMap((group) => group.testcases.filter(([, expected]) => expected === false))
      .map(([template]) => template);
    for (const template of ROUTE_DIALECT_ACCEPTS.keys()) expect(negatives).toContain(template);
  });

  it("reject the hyphenated names in the RFC dialect with a message naming the template", () => {
    for (const template of ROUTE_DIALECT_ACCEPTS.keys()) {
      const error = thrownBy(() => compileTemplate(template));
      expect(isRestbuildError(error)).toBe(true);
      expect((error as Error).message).toContain(JSON.stringify(template));
    }
  });
});
