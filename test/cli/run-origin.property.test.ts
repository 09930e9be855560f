import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PATH_END_AND_DECODED_DOTS } from "../reliability/support/hostile-calls.js";
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

// C6 and C6a as a client reads the URL: a base URL a parser reads otherwise (spaces or C0
// controls at its ends, a tab, CR or LF anywhere) or that is not http(s) is refused; in an
// accepted request, no value ends the path early or climbs once %2e, %2f and %5c are decoded.

const READ_OTHERWISE = [
  " https://api.github.com",
  "https://api.github.com ",
  "https:\t//api.github.com",
  "https://api.github.com/\t",
  "\u0001https://api.github.com",
  "ftp://api.github.com",
  "javascript://api.github.com",
  "https://api.github.com?x=1",
  "https://api.github.com#",
];

const pathValue = fc.constantFrom(...PATH_END_AND_DECODED_DOTS);

/** GitHub's routes with the operator of each placeholder drawn from all eight. */
const githubWithOperators = fc
  .tuple(fc.constantFrom(...GITHUB_ROUTES), fc.array(operator, { minLength: 4, maxLength: 4 }))
  .map(([route, operators]) => {
    let index = 0;
    return route.replace(/\{/g, () => `{${operators[index++ % operators.length]}`);
  });

describe("the command reads a URL as a client reads it (C6, C6a)", () => {
  it("refuses a base URL a URL parser reads otherwise, or that is not http(s)", async () => {
    for (const base of READ_OTHERWISE) {
      const result = await runWith(["--base-url", base, "GET /user"]);
      expect(result.status, JSON.stringify(base)).toBe(2);
    }
  });

  it("prints no request whose path a value ends early or climbs once decoded", async () => {
    let printed = 0;
    await fc.assert(
      fc.asyncProperty(
        githubWithOperators,
        fc.array(pathValue, { minLength: 6, maxLength: 6 }),
        async (route, values) => {
          const names = placeholders(route);
          const parameters = names.map(
            (name, index) => `${name}:=${JSON.stringify(values[index % values.length])}`,
          );
          const result = await runWith([route, ...parameters]);
          expect([0, 2], result.stderr).toContain(result.status);
          if (result.status !== 0) return;
          printed++;
          const { url } = JSON.parse(result.stdout) as { url: string };
          const path = (url.slice("https://api.github.com".length).split(/[?#]/)[0] ?? "")
            .replace(/%2e/gi, ".")
            .replace(/%2f/gi, "/")
            .replace(/%5c/gi, "\\");
          expect(path.split(/[/\\]/), url).not.toContain("..");
          expect(path.split(/[/\\]/), url).not.toContain(".");
          // The template's literal text before its own query or fragment stays in the path.
          const literal = (route.split(" ")[1] as string).split(/\{[?&#]/)[0] as string;
          const pieces = literal.split(/\{[^}]*\}/).filter((piece) => piece !== "");
          pieces.push((pieces.pop() as string).replace(/\/$/, ""));
          let from = 0;
          for (const piece of pieces) {
            const at = url.split(/[?#]/)[0]?.indexOf(piece, from) ?? -1;
            expect(at, `${url}: ${piece}`).toBeGreaterThanOrEqual(0);
            from = at + piece.length;
          }
        },
      ),
      { seed: SEED + 1, numRuns: fuzzRuns(100) },
    );
    expect(printed).toBeGreaterThan(0);
  }, 120_000);
});
