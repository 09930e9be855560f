import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { runWith } from "./support/fake-io.js";
import { PLACES } from "./support/message-places.js";

// A token of --token-env, in the environment or pasted in place of the name, is masked in
// every message before the message cuts the value that holds it: wherever it stands in the
// value, stderr shows at most its first 4 characters, never a longer part of it.

const SEED = 20_261_128;

/** Tokens as GitHub writes them, with the prefixes by which the command knows a token. */
const token = fc
  .tuple(
    fc.constantFrom("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    fc.stringMatching(/^[A-Za-z0-9_]{20,60}$/),
  )
  .map(([prefix, body]) => `${prefix}${body}`);

/** The token inside a value: after 0 to 90 characters, with text after it or not. */
const value = fc
  .tuple(fc.stringMatching(/^[a-z {}:=]{0,90}$/), fc.stringMatching(/^[a-z]{0,10}$/))
  .map(
    ([lead, tail]) =>
      (secret: string) =>
        `${lead}${secret}${tail}`,
  );

describe("the command's messages and a token", () => {
  it("never show more of the token than its mask, wherever a quoted value holds it", async () => {
    await fc.assert(
      fc.asyncProperty(
        token,
        value,
        fc.integer({ min: 0, max: PLACES.length - 1 }),
        fc.boolean(),
        async (secret, around, place, pasted) => {
          const argv = (PLACES[place] as (text: string) => string[])(around(secret));
          const result = pasted
            ? await runWith(["--token-env", secret, ...argv])
            : await runWith(["--token-env", "GITHUB_TOKEN", ...argv], {
                env: { GITHUB_TOKEN: secret },
              });
          // The mask shows 4 characters: no 5 of the token's start appear.
          expect(result.stderr, result.stderr).not.toContain(secret.slice(0, 5));
        },
      ),
      { seed: SEED, numRuns: fuzzRuns(200) },
    );
  }, 60_000);
});
