import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { endpoint, isRestbuildError, RequestBuilder } from "../../src/index.js";
import { adversarialCases, rejectsOnPurpose } from "./support/adversarial-inputs.mjs";

// C10: every input is processed in time linear in its size. A megabyte of adversarial
// input (built to make a backtracking regular expression or a quadratic scan slow) must finish
// in well under 5 seconds; a quadratic path takes minutes there. The call runs under a vm
// timeout, so a slow path fails at 5 seconds instead of holding the test run for minutes.
// bench/adversarial.mjs prints the times for 1 KB to 1 MB and their growth.

const MEGABYTE = 1_000_000;
const LIMIT_MS = 5_000;

const CASES = adversarialCases({ endpoint, RequestBuilder });

/** Runs one call with a hard time limit; returns the milliseconds it took. */
function timed(run: (input: unknown) => unknown, input: unknown, rejects: boolean): number {
  const context = {
    run,
    input,
    now: () => performance.now(),
    outcome: undefined as unknown,
  };
  const start = performance.now();
  try {
    runInNewContext(
      "try { run(input); outcome = 'returned'; } catch (error) { outcome = error; }",
      context,
      { timeout: LIMIT_MS },
    );
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
      expect.fail(`did not finish within ${LIMIT_MS} ms: not linear`);
    }
    throw error;
  }
  const elapsed = performance.now() - start;
  if (context.outcome !== "returned" && !(rejects && isRestbuildError(context.outcome))) {
    throw context.outcome;
  }
  return elapsed;
}

describe("a megabyte of adversarial input finishes in under 5 seconds", () => {
  it("covers every string-scanning path", () => {
    const paths = new Set(CASES.map((entry) => entry.path));
    expect([...paths].sort()).toEqual([
      "URL template",
      "accept header",
      "header values",
      "preview names",
      "query values",
      "route",
    ]);
  });

  it.each(CASES.map((entry) => [`${entry.path}: ${entry.name}`, entry] as const))(
    "%s",
    (_title, entry) => {
      const input = entry.input(MEGABYTE);
      const elapsed = timed(entry.run, input, rejectsOnPurpose(entry));
      expect(elapsed).toBeLessThan(LIMIT_MS);
    },
    30_000,
  );
});
