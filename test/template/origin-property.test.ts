import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compileTemplate,
  endpoint,
  expandTemplate,
  isRestbuildError,
  RequestBuilder,
  type RequestOptions,
  toFetch,
  toRequest,
} from "../../src/index.js";
import { fixtureFile } from "../fixtures/fixture-file.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

// C6 as a property: for a relative template, no value, however hostile, moves a request to
// another origin or above the template's literal path prefix; the call either keeps both or
// throws a RestbuildError. Checked through endpoint(), the builder, toFetch() and toRequest().

const SEED = 611;

const ROUTES: readonly string[] = JSON.parse(
  readFileSync(fixtureFile("github-routes/routes.json"), "utf8"),
);

const BASE_URLS = ["https://api.github.com", "https://ghe.example/api/v3"];

const HOSTILE_TEXT = fc.constantFrom(
  ".",
  "..",
  "%2e",
  "%2E%2e",
  ".%2E",
  "%2e.",
  "...",
  "@evil.example",
  "user:pass@evil.example",
  "//evil.example",
  "\\\\evil.example",
  "\\..",
  "https://evil.example/x",
  "HTTPS://evil.example",
  "javascript:alert(1)",
  ".evil.example",
  ":443",
  "?",
  "#",
  "/",
  "/..",
  "../..",
  "a/../../b",
  "%2f..",
  "",
  "a",
  "．．",
  "\u2024\u2024",
  "%",
  "%25",
);

const scalar = fc.oneof(HOSTILE_TEXT, fc.string({ maxLength: 6 }), fc.integer());

/** Hostile values: dot texts, hosts, schemes, lists and maps of them, maps with empty keys. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  {
    weight: 2,
    arbitrary: fc.dictionary(fc.oneof(fc.constant(""), HOSTILE_TEXT, fc.string()), scalar, {
      maxKeys: 3,
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
);

const NAMES = ["a", "b", "c"] as const;

const variable = fc
  .tuple(fc.constantFrom(...NAMES), fc.constantFrom("", "*", ":1", ":2", ":3"))
  .map(([name, modifier]) => name + modifier);

const expression = fc
  .tuple(
    fc.constantFrom("", "+", "#", ".", "/", ";", "?", "&"),
    fc.array(variable, { minLength: 1, maxLength: 3 }),
  )
  .map(([operator, variables]) => `{${operator}${variables.join(",")}}`);

/** Literal text with no dot segment of its own. */
const literal = fc.constantFrom("/", "x", "/x", "x/", "/x/", "-", "?q=1", "#f", "/x.y/", "~");

const templateStart = fc.constantFrom("/", "/fixed/", "repos/", "", "?", "#", "x");

const randomTemplate = fc
  .tuple(templateStart, fc.array(fc.oneof(expression, literal), { minLength: 1, maxLength: 6 }))
  .map(([start, parts]) => start + parts.join(""));

const values = fc.record(
  { a: hostileValue, b: hostileValue, c: hostileValue },
  { requiredKeys: [] },
);

/** The path a template's literal prefix fixes: its leading literal up to its last `/`. */
function literalDirectory(template: string, baseUrl: string): string {
  let end = template.length;
  for (const stop of ["{", "?", "#"]) {
    const index = template.indexOf(stop);
    if (index !== -1 && index < end) end = index;
  }
  const prefix = template.slice(0, end);
  const directory = prefix.slice(0, prefix.lastIndexOf("/") + 1).replace(/^\//, "");
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, "");
  return `${basePath}/${directory}`;
}

function expectContained(url: string, template: string, baseUrl: string): void {
  const parsed = new URL(url);
  expect(parsed.origin, url).toBe(new URL(baseUrl).origin);
  expect(parsed.username + parsed.password, url).toBe("");
  expect(`${parsed.pathname}/`.startsWith(literalDirectory(template, baseUrl)), url).toBe(true);
}

/** Runs `call`; a RestbuildError is an accepted outcome, any other error fails. */
function outcome<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch (error) {
    if (isRestbuildError(error)) return undefined;
    throw error;
  }
}

function checkEveryFace(template: string, baseUrl: string, params: Record<string, unknown>) {
  const options = outcome(() => endpoint(`GET ${template}`, { baseUrl, ...params }));
  if (options !== undefined) checkOptions(options, template, baseUrl);
  const post = outcome(() => endpoint(`POST ${template}`, { baseUrl, ...params }));
  if (post !== undefined) checkOptions(post, template, baseUrl);

  const builder = outcome(() =>
    RequestBuilder.create().baseUrl(baseUrl).route(`GET ${template}`).params(params),
  );
  if (builder === undefined) return;
  const built = outcome(() => builder.build());
  if (built !== undefined) expectContained(built.url, template, baseUrl);
  const fetched = outcome(() => builder.toFetch());
  if (fetched !== undefined) expectContained(fetched[0], template, baseUrl);
  const request = outcome(() => builder.toRequest());
  if (request !== undefined) expectContained(request.url, template, baseUrl);
}

function checkOptions(options: RequestOptions, template: string, baseUrl: string): void {
  expectContained(options.url, template, baseUrl);
  const fetched = outcome(() => toFetch(options));
  if (fetched !== undefined) expectContained(fetched[0], template, baseUrl);
  const request = outcome(() => toRequest(options));
  if (request !== undefined) expectContained(request.url, template, baseUrl);
}

/** The path of an expansion, up to its first `?` or `#`, split into segments. */
function pathSegments(url: string): string[] {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).split("/");
}

/** `.` or `..`, with any dot written as `%2e` in any case. */
function isDotSegment(segment: string): boolean {
  const decoded = segment.replace(/%2e/gi, ".");
  return decoded === "." || decoded === "..";
}

describe("no value changes where a request goes (C6)", () => {
  it("never expands a dot segment into the path of random templates", () => {
    // The literals of the generator hold no dot segment: any in the path came from a value.
    fc.assert(
      fc.property(randomTemplate, values, (template, v) => {
        const url = outcome(() => expandTemplate(compileTemplate(template), v));
        if (url === undefined) return;
        expect(pathSegments(url).filter(isDotSegment), `${template} -> ${url}`).toEqual([]);
      }),
      { seed: SEED + 3, numRuns: fuzzRuns(10_000) },
    );
  }, 120_000);

  it("never expands a dot segment into the path, whatever query or fragment follows it", () => {
    // Values made of dots and slashes, and ends that hold `/` or `..` after a `?` or `#`, in
    // either order: the path ends at the first of them.
    const dots = fc.constantFrom(".", "..", "%2e", "%2E%2e", ".%2E", "/..", "../", "a/../b", "./");
    const dotValue = fc.oneof(dots, fc.array(dots, { minLength: 1, maxLength: 2 }));
    const end = fc.constantFrom(
      "",
      "/",
      "?q=/x#f",
      "#f?q=/x",
      "#f/..",
      "?q=..#/..",
      "{?c}",
      "{#c}",
      "/{c}",
    );
    const dotTemplate = fc
      .tuple(
        fc.constantFrom("/", "/x/", "x/", ""),
        fc.array(expression, { minLength: 1, maxLength: 2 }),
        end,
      )
      .map(([start, expressions, rest]) => start + expressions.join("") + rest);
    fc.assert(
      fc.property(
        dotTemplate,
        fc.record({ a: dotValue, b: dotValue, c: hostileValue }, { requiredKeys: [] }),
        (template, v) => {
          const url = outcome(() => expandTemplate(compileTemplate(template), v));
          if (url === undefined) return;
          expect(pathSegments(url).filter(isDotSegment), `${template} -> ${url}`).toEqual([]);
        },
      ),
      { seed: SEED + 4, numRuns: fuzzRuns(5_000) },
    );
  });

  it("lets the authority expressions of an absolute template write only a host and a port", () => {
    // At least one expression in the authority; the literal text around it is a host's.
    const authorityTemplate = fc
      .tuple(
        fc.array(fc.constantFrom(".", ":", "-", "api.", ".example"), { maxLength: 1 }),
        expression,
        fc.array(fc.oneof(expression, fc.constantFrom(".", ":", "-", ".example")), {
          maxLength: 2,
        }),
        fc.oneof(fc.constantFrom("", "/", "/x/", "?q=1", "#f", "/x.y/"), expression),
      )
      .map(
        ([before, first, after, rest]) =>
          `https://${before.join("")}${first}${after.join("")}${rest}`,
      );
    fc.assert(
      fc.property(authorityTemplate, values, (template, v) => {
        const result = outcome(() => endpoint(`GET ${template}`, v));
        if (result === undefined) return;
        const afterScheme = result.url.slice("https://".length);
        const authority = afterScheme.slice(0, afterScheme.search(/[/?#]|$/));
        expect(authority, `${template} -> ${result.url}`).toMatch(/^[A-Za-z0-9.:-]+$/);
        const parsed = new URL(result.url);
        expect(parsed.username + parsed.password, result.url).toBe("");
      }),
      { seed: SEED + 5, numRuns: fuzzRuns(5_000) },
    );
  });

  it("keeps the origin and the literal path prefix of random templates", () => {
    fc.assert(
      fc.property(randomTemplate, fc.constantFrom(...BASE_URLS), values, (template, base, v) => {
        checkEveryFace(template, base, v);
      }),
      { seed: SEED, numRuns: fuzzRuns(10_000) },
    );
  }, 120_000);

  it("keeps the origin and the literal path prefix of GitHub's routes", () => {
    const route = fc.constantFrom(...ROUTES).map((text) => text.slice(text.indexOf(" ") + 1));
    fc.assert(
      fc.property(route, fc.constantFrom(...BASE_URLS), hostileValue, (url, base, hostile) => {
        const names = [...url.matchAll(/\{[^}]*\}/g)].flatMap((match) =>
          match[0]
            .replace(/[{}+#./;?&]/g, " ")
            .split(/[ ,]/)
            .filter(Boolean),
        );
        const values = Object.fromEntries(
          names.map((name) => [name.replace(/[*:].*/, ""), hostile]),
        );
        checkEveryFace(url, base, values);
      }),
      { seed: SEED + 1, numRuns: fuzzRuns(10_000) },
    );
  }, 120_000);

  it("keeps the literal origin and path prefix of an absolute template", () => {
    fc.assert(
      fc.property(randomTemplate, values, (template, v) => {
        const relative = template.replace(/^\//, "");
        const result = outcome(() => endpoint(`GET https://uploads.example/${relative}`, v));
        if (result !== undefined) {
          const url = new URL(result.url);
          expect(url.origin, result.url).toBe("https://uploads.example");
          const directory = literalDirectory(`/${relative}`, "https://uploads.example");
          expect(`${url.pathname}/`.startsWith(directory), result.url).toBe(true);
        }
      }),
      { seed: SEED + 2, numRuns: fuzzRuns(2_000) },
    );
  });
});
