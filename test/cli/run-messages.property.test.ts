import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { HIDDEN, hiddenChar } from "../support/hidden-chars.js";
import { runWith } from "./support/fake-io.js";
import { PLACES } from "./support/message-places.js";

// Messages quote at most 60 characters of any input (C11), whichever argument holds it.

const SEED = 20_261_125;

describe("the command's messages", () => {
  it("quote at most 60 characters of any input, on one line", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: PLACES.length - 1 }),
        fc.stringMatching(/^[a-z]{100,3000}$/),
        async (place, long) => {
          const result = await runWith((PLACES[place] as (long: string) => string[])(long));
          for (const line of result.stderr.split("\n")) {
            for (let start = 0; start + 61 <= long.length; start += 61) {
              expect(line, line.slice(0, 200)).not.toContain(long.slice(start, start + 61));
            }
          }
        },
      ),
      { seed: SEED, numRuns: fuzzRuns(300) },
    );
  }, 60_000);

  it("show no line separator or invisible character raw, wherever the input holds it", async () => {
    const text = fc
      .tuple(
        fc.stringMatching(/^[a-z]{0,70}$/),
        fc.array(fc.oneof(hiddenChar, fc.stringMatching(/^[a-z{}:=@]{0,3}$/)), {
          minLength: 1,
          maxLength: 8,
        }),
        hiddenChar,
      )
      .map(([lead, parts, last]) => `${lead}${parts.join("")}${last}`);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: PLACES.length - 1 }),
        text,
        async (place, input) => {
          const result = await runWith((PLACES[place] as (long: string) => string[])(input));
          expect(result.stderr, result.stderr).not.toMatch(HIDDEN);
          expect(result.stdout, result.stdout).not.toMatch(HIDDEN);
        },
      ),
      { seed: SEED, numRuns: fuzzRuns(200) },
    );
  }, 60_000);
});
