import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import * as restbuild from "../../src/index.js";
import {
  analyzeSource,
  type CheckedSource,
  type RunReport,
  runSource,
  type TypeFinding,
  typeCheck,
} from "../docs/support/checked-code.js";

// The examples of the API docs live in examples/*.ts, between `// #region name` and
// `// #endregion name`; TSDoc comments in src pull them in with `{@includeCode}`. This test
// compiles every example file with the compiler options of the library, runs it, and checks
// each result that a `// =>` comment shows: values when the code runs, types with the compiler.
// The comment is the assertion, so an example cannot show a result the code does not compute.
const ROOT = fileURLToPath(new URL("../../", import.meta.url)).replace(/\/$/, "");
const EXAMPLES = `${ROOT}/examples`;

const sources: CheckedSource[] = readdirSync(EXAMPLES)
  .filter((name) => name.endsWith(".ts"))
  .sort()
  .map((name) =>
    analyzeSource({
      path: `${EXAMPLES}/${name}`,
      label: `examples/${name}`,
      text: readFileSync(`${EXAMPLES}/${name}`, "utf8"),
    }),
  );

let findings: TypeFinding[] = [];
beforeAll(() => {
  findings = typeCheck(sources, ROOT);
}, 60_000);

it("finds the example files", () => {
  expect(sources.map((source) => source.label)).toContain("examples/builder.ts");
});

describe.each(sources.map((source) => [source.label, source] as const))("%s", (label, source) => {
  let report: RunReport;
  beforeAll(async () => {
    report = await runSource(source, { "../src/index.js": restbuild });
  });

  it("has well-formed regions and readable result comments", () => {
    expect(source.problems).toEqual([]);
    expect(source.regions.length).toBeGreaterThan(0);
  });

  it("type-checks with the library's compiler options", () => {
    const messages = findings
      .filter((finding) => finding.source === source && finding.expectation === undefined)
      .map((finding) => finding.message);
    expect(messages).toEqual([]);
  });

  it("shows results only inside regions, where the docs can show them", () => {
    const outside = source.expectations.filter((expectation) => expectation.region === undefined);
    expect(outside.map((expectation) => `${label}:${expectation.line}`)).toEqual([]);
  });

  it.each(source.regions.map((region) => [region.name, region] as const))(
    "#%s shows at least one result, and each is what the code computes",
    (name) => {
      const shown = source.expectations.filter((expectation) => expectation.region === name);
      expect(shown.length, `region ${name} shows no result`).toBeGreaterThan(0);
      const problems = shown.flatMap((expectation) => {
        const where = `${label}:${expectation.line} ${expectation.code}`;
        if (expectation.kind === "type") {
          return findings
            .filter((finding) => finding.expectation === expectation)
            .map((finding) => finding.message);
        }
        if (!report.runs.has(expectation.id)) return [`${where}: never ran`];
        return (report.failures.get(expectation.id) ?? []).map((failure) => `${where}: ${failure}`);
      });
      expect(problems).toEqual([]);
    },
  );
});
