import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { endpoint, isRestbuildError, RequestBuilder } from "../../src/index.js";
import { isDeepRun } from "../support/fuzz-runs.js";
import { adversarialCases, rejectsOnPurpose } from "./support/adversarial-inputs.mjs";
import { chainCases } from "./support/chain-cases.mjs";
import {
  cpuMicroseconds,
  cpuMicrosecondsAsync,
  fastest,
  growthRatio,
  MAX_RATIO,
  REPETITIONS,
} from "./support/growth.js";

// C10: every input is processed in time linear in its size. Each adversarial input (built to
// make a backtracking regular expression or a quadratic scan slow) is run once at its large size
// and REPETITIONS times at a REPETITIONS-th of it, and the CPU time of the two is compared
// (support/growth.ts): linear is a ratio near 1, quadratic near REPETITIONS. The calls run under
// a vm timeout, which only stops a path that hangs; bench/adversarial.mjs prints the times for
// 1 KB to 1 MB and their growth.

/**
 * The large input: 200 KB in `npm test`, a megabyte in `npm run test:deep`. Its small inputs
 * (5 KB, 25 KB) are longer than the template cache keeps, so that both sizes compile each time.
 */
const LARGE = isDeepRun ? 1_000_000 : 200_000;
/** Stops a call that hangs; it measures nothing. */
const HANG_MS = 60_000;

const CASES = adversarialCases({ endpoint, RequestBuilder });

/**
 * Runs `run` over every input under the hang guard, in one vm context; returns the CPU
 * microseconds it took. A RestbuildError ends a call only for an input rejected on purpose.
 */
function cpuOf(run: (input: unknown) => unknown, inputs: unknown[], rejects: boolean): number {
  // A RestbuildError is the right end of an input rejected on purpose: every input still runs.
  const isRightEnd = (error: unknown) => rejects && isRestbuildError(error);
  const context = { run, inputs, isRightEnd, failure: undefined as { error: unknown } | undefined };
  const script = `for (const input of inputs) {
    try { run(input); } catch (error) {
      if (!isRightEnd(error)) { failure = { error }; break; }
    }
  }`;
  const spent = cpuMicroseconds(() => {
    try {
      runInNewContext(script, context, { timeout: HANG_MS });
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
        expect.fail(`did not finish within ${HANG_MS} ms: it hangs`);
      }
      throw error;
    }
  });
  if (context.failure !== undefined) throw context.failure.error;
  return spent;
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
    async (_title, entry) => {
      const rejects = rejectsOnPurpose(entry);
      const large = [entry.input(LARGE)];
      const small = Array.from({ length: REPETITIONS }, () => entry.input(LARGE / REPETITIONS));
      cpuOf(entry.run, large, rejects); // warm up
      cpuOf(entry.run, small, rejects);
      const ratio = growthRatio(
        await fastest(() => cpuOf(entry.run, large, rejects)),
        await fastest(() => cpuOf(entry.run, small, rejects)),
      );
      expect(ratio).toBeLessThan(MAX_RATIO);
    },
    120_000,
  );
});

// A chain of builder steps, or a cascade of defaults, costs what each step adds: the state a
// chain holds is read through an index, not walked or copied at each step, and made once, when
// it is read. One chain of LARGE_CHAIN steps is compared with REPETITIONS chains of a
// REPETITIONS-th of it, as the inputs above; bench/chains.mjs prints the times.

/** Steps of the long chain: 4,000 in `npm test`, 16,000 in `npm run test:deep`. */
const LARGE_CHAIN = isDeepRun ? 16_000 : 4_000;

const CHAINS = chainCases({ endpoint, RequestBuilder });

describe("chains of steps take time linear in their length", () => {
  it.each(CHAINS)("%s", async (_title, chain) => {
    const run = (steps: number, times: number) =>
      cpuMicroseconds(() => {
        for (let index = 0; index < times; index++) chain(steps);
      });
    run(LARGE_CHAIN, 1); // warm up
    const ratio = growthRatio(
      await fastest(() => run(LARGE_CHAIN, 1)),
      await fastest(() => run(LARGE_CHAIN / REPETITIONS, REPETITIONS)),
    );
    expect(ratio).toBeLessThan(MAX_RATIO);
  });
});

// The command reads its arguments before the library sees them. Its calls are async, so no vm
// timeout can stop them; they are compared as above.
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

/** The CPU microseconds of running the command once with each argument list. */
async function commandCpu(argvs: readonly (readonly string[])[]): Promise<number> {
  const io = {
    stdout: { write: () => true },
    stderr: { write: (text: string) => expect.fail(`the command failed: ${text.slice(0, 200)}`) },
    env: {},
    readStdin: () => "",
    readFile: () => "",
  };
  return cpuMicrosecondsAsync(async () => {
    for (const argv of argvs) await run(argv, io);
  });
}

describe("the command's arguments take time linear in their size", () => {
  it.each(COMMAND_CASES)(
    "%s",
    async (_title, input) => {
      const large = [input(LARGE)];
      const small = Array.from({ length: REPETITIONS }, () => input(LARGE / REPETITIONS));
      await commandCpu(large); // warm up
      await commandCpu(small);
      const ratio = growthRatio(
        await fastest(() => commandCpu(large)),
        await fastest(() => commandCpu(small)),
      );
      expect(ratio).toBeLessThan(MAX_RATIO);
    },
    120_000,
  );
});

describe("the growth measure", () => {
  // The checks above pass as long as the ratio stays low: this one shows that the measure
  // tells a quadratic path from a linear one, on the same sizes.
  function countPairs(text: string): number {
    let pairs = 0;
    for (let left = 0; left < text.length; left++) {
      for (let right = left + 1; right < text.length; right++) {
        if (text.charCodeAt(left) === text.charCodeAt(right)) pairs++;
      }
    }
    return pairs;
  }
  const quadraticInput = (size: number) => "ab".repeat(size / 2 / 20);

  it("gives a quadratic path a ratio above the limit", async () => {
    const large = [quadraticInput(LARGE)];
    const small = Array.from({ length: REPETITIONS }, () => quadraticInput(LARGE / REPETITIONS));
    const ratio = growthRatio(
      await fastest(() => cpuOf((text) => countPairs(text as string), large, false)),
      await fastest(() => cpuOf((text) => countPairs(text as string), small, false)),
    );
    expect(ratio).toBeGreaterThan(MAX_RATIO);
  });
});
