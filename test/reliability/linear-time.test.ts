import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { endpoint, isRestbuildError, RequestBuilder } from "../../src/index.js";
import { adversarialCases, rejectsOnPurpose } from "./support/adversarial-inputs.mjs";

// C10: every input is processed in time linear in its size. Each adversarial input (built to
// make a backtracking regular expression or a quadratic scan slow) is timed at 100 KB and at a
// megabyte: ten times the input may take about ten times as long, never near the hundred times
// a quadratic path takes. The call runs under a vm timeout, which only stops a path that hangs;
// bench/adversarial.mjs prints the times for 1 KB to 1 MB and their growth.

const MEGABYTE = 1_000_000;
/** Stops a call that hangs; it measures nothing. */
const HANG_MS = 60_000;
/** Ten times the input: linear is about 10x, quadratic 100x; the rest is room for noise. */
const MAX_GROWTH = 40;

const CASES = adversarialCases({ endpoint, RequestBuilder });

/** Runs one call under the hang guard; returns the milliseconds it took. */
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
      { timeout: HANG_MS },
    );
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
      expect.fail(`did not finish within ${HANG_MS} ms: it hangs`);
    }
    throw error;
  }
  const elapsed = performance.now() - start;
  if (context.outcome !== "returned" && !(rejects && isRestbuildError(context.outcome))) {
    throw context.outcome;
  }
  return elapsed;
}

describe("adversarial input takes time linear in its size", () => {
  it("covers every string-scanning path", () => {
    const paths = new Set(CASES.map((entry) => entry.path));
    expect([...paths].sort()).toEqual([
      "URL template",
      "accept header",
      "base URL",
      "header values",
      "preview names",
      "query values",
      "route",
    ]);
  });

  it.each(CASES.map((entry) => [`${entry.path}: ${entry.name}`, entry] as const))(
    "%s",
    (_title, entry) => {
      const rejects = rejectsOnPurpose(entry);
      timed(entry.run, entry.input(MEGABYTE / 10), rejects); // warm up
      // The fastest of three runs at each size: a pause of the collector, or another process
      // on a busy machine, is not growth.
      const fastest = (size: number) =>
        Math.min(...[0, 1, 2].map(() => timed(entry.run, entry.input(size), rejects)));
      const small = fastest(MEGABYTE / 10);
      const large = fastest(MEGABYTE);
      // Below a millisecond, timer noise is all there is to compare.
      expect(large / Math.max(small, 1)).toBeLessThan(MAX_GROWTH);
    },
    120_000,
  );
});

// The command reads its arguments before the library sees them. Its calls are async, so no vm
// timeout can stop them: each case is timed at 10 KB, 100 KB and 1 MB (the fastest of a few
// runs), and the time may grow about 10x a step (linear) but not near a quadratic path's 100x.
const COMMAND_CASES: readonly [string, (size: number) => string[]][] = [
  [
    'a --base-url with n slashes before its last segment: "https://a.example" + "/" x n + "x"',
    (size) => ["--base-url", `https://a.example${"/".repeat(size)}x`, "GET /user"],
  ],
  [
    'a --base-url that ends with n slashes: "https://a.example/api" + "/" x n',
    (size) => ["--base-url", `https://a.example/api${"/".repeat(size)}`, "GET /user"],
  ],
  ['n/6 array arguments: "a[]=v" x n/6', (size) => ["POST /x", ...repeat("a[]=v", size / 6)]],
  [
    'n/8 query array arguments: "a[]==v" x n/8',
    (size) => ["GET /x", ...repeat("a[]==v", size / 8)],
  ],
  [
    'n/10 headers: "-H" "x-a: v" x n/10',
    (size) => ["GET /x", ...repeat(["-H", "x-a: v"], size / 10).flat()],
  ],
  [
    'n/6 fields: "-f" "a=v" x n/6',
    (size) => ["POST /x", ...repeat(["-f", "a=v"], size / 6).flat()],
  ],
];

function repeat<T>(item: T, count: number): T[] {
  return Array.from({ length: Math.floor(count) }, () => item);
}

/** The fastest of `times` runs of the command, in milliseconds. */
async function fastestRun(argv: readonly string[], times: number): Promise<number> {
  const io = {
    stdout: { write: () => true },
    stderr: { write: (text: string) => expect.fail(`the command failed: ${text.slice(0, 200)}`) },
    env: {},
    readStdin: () => "",
    readFile: () => "",
  };
  let fastest = Number.POSITIVE_INFINITY;
  for (let index = 0; index < times; index++) {
    const start = performance.now();
    await run(argv, io);
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

describe("the command's arguments take time linear in their size", () => {
  it.each(COMMAND_CASES)(
    "%s",
    async (_title, input) => {
      // Each size runs only when the step before it grew linearly, so a quadratic path fails
      // at 100 KB in seconds instead of blocking the run for many minutes at 1 MB.
      let previous = await fastestRun(input(MEGABYTE / 100), 3);
      for (const size of [MEGABYTE / 10, MEGABYTE]) {
        const time = await fastestRun(input(size), size === MEGABYTE ? 2 : 3);
        // Below a millisecond, timer noise is all there is to compare; 40x leaves room for
        // garbage collection and a busy machine, far below a quadratic path's 100x.
        expect(time / Math.max(previous, 1), `${size} bytes`).toBeLessThan(40);
        previous = time;
      }
    },
    60_000,
  );
});
