import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { GITHUB_ROUTES, placeholders } from "./support/cli-routes.js";
import { runWith } from "./support/fake-io.js";

// For a relative route, whatever the values, the command prints a request to the base URL's
// origin, or exits with status 2: never another host, port, scheme or user.

const SEED = 20_261_124;
const NAMES = ["a", "b", "owner"];
const BASES = ["https://api.github.com", "https://ghe.example:8443/api/v3", "http://127.0.0.1:9"];

const hostileText = fc.oneof(
  fc.constantFrom(
    "..",
    ".",
    "%2e%2e",
    "%2E.",
    ".%2e",
    "@evil.example",
    "//evil.example",
    "\\\\evil.example",
    "https://evil.example/steal",
    "javascript:alert(1)",
    ".evil.example",
    ":8080",
    "",
    "a/../..",
    "?x=1",
    "#f",
    "\uff0e\uff0e",
    "\u3002",
    "user:pw@evil.example",
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 12 }),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

const operator = fc.constantFrom("", "+", "#", ".", "/", ";", "?", "&");
const variable = fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom("", "*", ":2"));
const expression = fc
  .tuple(operator, fc.array(variable, { minLength: 1, maxLength: 2 }))
  .map(([op, vars]) => `{${op}${vars.map(([name, modifier]) => name + modifier).join(",")}}`);
const literal = fc.constantFrom("/", "repos", "/x", ".", "..", "@", ":", "?q=1", "#", "%2e", "//");
const generated = fc
  .array(fc.oneof(expression, literal), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(""))
  .filter((url) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(url));
const github = fc
  .tuple(fc.constantFrom(...GITHUB_ROUTES), fc.boolean())
  .map(([route, dropSlash]) => (dropSlash ? route.replace(" /", " ") : route));
const route = fc.oneof(
  generated.map((text) => ({ text, names: [...new Set([...NAMES, ...placeholders(text)])] })),
  // A catalogue route refuses names it does not take: give it only its placeholders.
  github.map((text) => ({ text, names: placeholders(text) })),
);

describe("the command keeps a relative route on the base URL's origin", () => {
  it("prints a request to the base URL's origin, or exits with status 2", async () => {
    let printed = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        route,
        fc.constantFrom(...BASES),
        fc.array(hostileValue, { minLength: 6, maxLength: 6 }),
        async ({ text, names }, base, values) => {
          const parameters = names.map(
            (name, index) => `${name}:=${JSON.stringify(values[index % values.length])}`,
          );
          const result = await runWith(["--base-url", base, text, ...parameters]);
          runs++;
          expect([0, 2], result.stderr).toContain(result.status);
          if (result.status !== 0) return;
          printed++;
          const { url } = JSON.parse(result.stdout) as { url: string };
          expect(new URL(url).origin, url).toBe(new URL(base).origin);
          // Nor does a value reach into the base URL's path: the route joins it at a "/", "?" or "#".
          expect(url.startsWith(base) && /^([/?#]|$)/.test(url.slice(base.length)), url).toBe(true);
        },
      ),
      { seed: SEED, numRuns: fuzzRuns(10_000) },
    );
    // The property says something only if many hostile requests were printed, not refused.
    expect(printed / runs).toBeGreaterThan(0.5);
  }, 120_000);
});
