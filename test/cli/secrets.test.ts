import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { maskActiveSecrets, maskSecrets, maskToken, RunSecrets } from "../../src/cli/secrets.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

// The masking of a run's secrets (src/cli/secrets.ts): wherever a secret stands in a text, and
// for as long as any run under way holds it.

const TOKEN = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";
const MASK = "ghp_…";

/** Text around a secret: characters the token does not hold, so no part of it is made. */
const around = fc
  .array(fc.constantFrom(" ", "=", ":", '"', "y", "z", "\n"), { maxLength: 6 })
  .map((chars) => chars.join(""));

const runs: RunSecrets[] = [];
function newRun(): RunSecrets {
  const run = new RunSecrets();
  runs.push(run);
  return run;
}
afterEach(() => {
  for (const run of runs.splice(0)) run.release();
});

describe("maskSecrets", () => {
  it("masks each copy of a secret at any place in the text, and nothing around it", () => {
    fc.assert(
      fc.property(fc.array(around, { minLength: 2, maxLength: 4 }), (gaps) => {
        expect(maskSecrets(gaps.join(TOKEN), [TOKEN])).toBe(gaps.join(MASK));
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it("masks a secret one character into the text", () => {
    expect(maskSecrets(`x${TOKEN}`, [TOKEN])).toBe(`x${MASK}`);
  });

  it("masks a secret as a JSON string writes it", () => {
    const secret = 'ab"cd\\efgh';
    const quoted = JSON.stringify({ token: secret });
    expect(maskSecrets(quoted, [secret])).toBe(
      `{"token":"${JSON.stringify(maskToken(secret)).slice(1, -1)}"}`,
    );
    expect(JSON.parse(maskSecrets(quoted, [secret]))).toEqual({ token: 'ab"c…' });
  });
  it("keeps JSON text valid when a secret's first characters need escaping", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 40 }),
        fc.string({ maxLength: 10 }),
        (secret, around) => {
          const text = JSON.stringify({ value: `${around}${secret}${around}` });
          const masked = maskSecrets(text, [secret]);
          expect(() => JSON.parse(masked)).not.toThrow();
          expect(masked.includes(JSON.stringify(secret).slice(1, -1))).toBe(false);
        },
      ),
      { numRuns: fuzzRuns(500) },
    );
    expect(maskSecrets(JSON.stringify('a"b\\c0123456789'), ['a"b\\c0123456789'])).toBe(
      '"a\\"b\\\\…"',
    );
  });
});

describe("the secrets of the runs under way", () => {
  it("are masked while one run holds them, and no longer once every run is done", () => {
    const first = newRun();
    const second = newRun();
    first.add(TOKEN);
    second.add(TOKEN);
    expect(maskActiveSecrets(`value ${TOKEN}`)).toBe(`value ${MASK}`);
    first.release();
    expect(maskActiveSecrets(`value ${TOKEN}`)).toBe(`value ${MASK}`);
    expect(second.mask(TOKEN)).toBe(MASK);
    second.release();
    expect(maskActiveSecrets(`value ${TOKEN}`)).toBe(`value ${TOKEN}`);
  });

  it("mask only a run's own secrets in its output", () => {
    const first = newRun();
    const second = newRun();
    first.add(TOKEN);
    second.add("another-secret-value");
    expect(first.mask(`${TOKEN} another-secret-value`)).toBe(`${MASK} another-secret-value`);
  });
});
