import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, isRestbuildError, RequestBuilder } from "../../src/index.js";
import catalogue from "../../src/routes/github-routes.json" with { type: "json" };
import { fuzzRuns } from "../support/fuzz-runs.js";

// C6 and C11 as properties beyond relative templates under an absolute base URL: absolute
// templates (a literal host glued to expressions of every operator, expressions inside the
// authority), relative base URLs ("", "/", "/api"), and empty or missing values in every
// position, through endpoint() and the builder. Either the call throws a RestbuildError, or
// - an absolute template's result has the host its literal text names, with values writing
//   only host-name characters (digits after a literal ":") where its expressions sit, and the
//   URL parser reads the host that was written;
// - a relative template's result under a relative base URL has no authority;
// - no path segment is `.` or `..` (also as `%2e`) unless the literal text wrote it.

const SEED = 2211;
const RUNS = fuzzRuns(10_000);

const OPERATORS = ["", "+", "#", ".", "/", ";", "?", "&"] as const;
const NAMES = ["a", "b", "c"] as const;

const HOSTILE = fc.constantFrom(
  "",
  ".",
  "..",
  "%2e",
  ".%2E",
  ".evil.example",
  "evil.example",
  "evil.example/",
  "evil.example?",
  "evil.example#",
  ":8443",
  ":8443/x",
  "8443",
  "/",
  "//evil.example",
  "/evil.example/x",
  "\\evil.example",
  "@evil.example",
  "user@evil.example",
  "https://evil.example",
  "1",
  "0x7f.1",
  "-",
  "?x",
  "#x",
  "a",
  "x/",
  "/admin",
);

const scalar = fc.oneof(HOSTILE, fc.string({ maxLength: 4 }), fc.integer({ min: 0, max: 99999 }));

/** A value, empty or missing ones included: "", [], {}, null, undefined, lists of "". */
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(fc.oneof(scalar, fc.constant("")), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(fc.constant(""), HOSTILE), scalar, { maxKeys: 2 }),
  },
  { weight: 2, arbitrary: fc.constantFrom(undefined, null, "", [], {}) },
);

const values = fc.record({ a: value, b: value, c: value }, { requiredKeys: [] });

const expression = fc
  .tuple(
    fc.constantFrom(...OPERATORS),
    fc.array(
      fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom("", "*", ":2")).map(([n, m]) => n + m),
      { minLength: 1, maxLength: 2 },
    ),
  )
  .map(([operator, variables]) => `{${operator}${variables.join(",")}}`);

/** Outcome of a call: its URL, or undefined for a RestbuildError; any other error fails. */
function urlOf(call: () => { url: string }): string | undefined {
  try {
    return call().url;
  } catch (error) {
    if (isRestbuildError(error)) return undefined;
    throw error;
  }
}

/** The URL of `route` from endpoint() and from the builder, each that did not throw. */
function builtUrls(
  route: string,
  baseUrl: string | undefined,
  v: Readonly<Record<string, unknown>>,
): string[] {
  const options: Record<string, unknown> = baseUrl === undefined ? { ...v } : { ...v, baseUrl };
  const urls = [
    urlOf(() => endpoint(route, options)),
    urlOf(() => {
      const builder = RequestBuilder.create().route(route).params(v);
      return (baseUrl === undefined ? builder : builder.baseUrl(baseUrl)).build();
    }),
  ];
  return urls.filter((url): url is string => url !== undefined);
}

/** `.` or `..`, with any dot written as `%2e` in any case. */
function isDotSegment(segment: string): boolean {
  const decoded = segment.replace(/%2e/gi, ".");
  return decoded === "." || decoded === "..";
}

/** The dot segments of the path of `url`, which starts at `pathStart`. */
function dotSegments(url: string, pathStart: number): string[] {
  const rest = url.slice(pathStart);
  const end = rest.search(/[?#]/);
  return (end === -1 ? rest : rest.slice(0, end)).split("/").filter(isDotSegment);
}

/** A template's literal chunks and expressions, in order. */
function tokens(template: string): string[] {
  return template.split(/(\{[^}]*\})/).filter((token) => token !== "");
}

/**
 * Whether the literal text writes a whole dot segment: one bounded on both sides by a literal
 * `/`, the template's start or end, or an expression that cannot write into its segment
 * (`{;x}`, `{?x}`, `{&x}`, `{#x}`). Such segments are the template's own.
 */
function writesLiteralDotSegment(template: string): boolean {
  const parts = tokens(template);
  const bounds = (part: string | undefined) =>
    part === undefined || (part.startsWith("{") && /^\{[;?&#]/.test(part));
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as string;
    if (part.startsWith("{")) continue;
    const pathText = part.split(/[?#]/)[0] as string;
    const pieces = pathText.split("/");
    const endsPath = pathText !== part;
    for (let piece = 0; piece < pieces.length; piece++) {
      const left = piece > 0 || bounds(parts[index - 1]);
      const right = piece < pieces.length - 1 || endsPath || bounds(parts[index + 1]);
      if (left && right && isDotSegment(pieces[piece] as string)) return true;
    }
    if (endsPath) return false;
  }
  return false;
}

/** Literal text of a path: slashes, names, and dots that make a segment only with a value. */
const pathLiteral = fc.constantFrom("/", "/x/", "x", "-", "..", ".", "x.", ".x", "%2e", "/y.z/");

/** Where the authority of an absolute template ends: its first `/`, `?` or `#` outside braces. */
function templateAuthority(template: string): string {
  const start = "https://".length;
  let depth = 0;
  for (let index = start; index < template.length; index++) {
    const char = template[index];
    if (char === "{") depth++;
    else if (char === "}") depth--;
    else if (depth === 0 && (char === "/" || char === "?" || char === "#")) {
      return template.slice(start, index);
    }
  }
  return template.slice(start);
}

/**
 * The authorities an absolute template can write: its literal chunks in order, each expression
 * replaced by host-name characters, or by digits after a literal ":". An expression right after
 * a literal host that no literal text follows may write nothing: the host is complete.
 */
function authorityPattern(authority: string): RegExp {
  const parts = tokens(authority);
  let pattern = "";
  let literalSeen = false;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as string;
    if (!part.startsWith("{")) {
      pattern += part.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
      literalSeen = true;
      continue;
    }
    const before = parts[index - 1];
    const literalFollows = parts.slice(index + 1).some((later) => !later.startsWith("{"));
    if (before?.endsWith(":")) pattern += "[0-9]*";
    else if (literalSeen && before !== undefined && !literalFollows && /[A-Za-z0-9]$/.test(before))
      pattern += "";
    else pattern += "[A-Za-z0-9.-]*";
  }
  return new RegExp(`^${pattern}$`);
}

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.?$/;

/** Checks an accepted absolute URL against its template (see the file's comment). */
function expectLiteralOrigin(url: string, template: string): void {
  expect(url.startsWith("https://"), url).toBe(true);
  const afterScheme = url.slice("https://".length);
  const end = afterScheme.search(/[/?#]/);
  const written = end === -1 ? afterScheme : afterScheme.slice(0, end);
  expect(written, `${template} -> ${url}`).toMatch(authorityPattern(templateAuthority(template)));
  const parsed = new URL(url);
  const colon = written.lastIndexOf(":");
  const writtenHost = (colon === -1 ? written : written.slice(0, colon)).toLowerCase();
  expect(parsed.hostname, `${template} -> ${url}`).toBe(writtenHost);
  // A host the literal text wrote alone is the programmer's; one a value helped write must be
  // a host name.
  const literalOnly = templateAuthority(template).replace(/\{[^}]*\}/g, "");
  if (written !== literalOnly) expect(writtenHost, `${template} -> ${url}`).toMatch(HOST_NAME);
  expect(parsed.username + parsed.password, url).toBe("");
  expect(dotSegments(url, "https://".length + written.length), url).toEqual([]);
}

const absoluteTemplate = fc
  .tuple(
    fc.oneof(
      // A literal host glued to expressions.
      fc
        .tuple(
          fc.constantFrom("api.example.com", "api.example.com:8443", "10.0.0.1"),
          fc.array(expression, { minLength: 1, maxLength: 3 }),
        )
        .map(([host, expressions]) => host + expressions.join("")),
      // Expressions inside the authority, among pieces of a host and a port.
      fc
        .array(
          fc.oneof(expression, fc.constantFrom("api", ".example.com", "-", ".", ":", ":8443")),
          { minLength: 1, maxLength: 4 },
        )
        .filter((pieces) => pieces.some((piece) => piece.startsWith("{")))
        .map((pieces) => pieces.join("")),
    ),
    fc.constantFrom("", "/", "/x", "/x/{a}", "/{b}..{c}/y", "?q=1", "#f", "{?a}"),
  )
  .map(([authority, rest]) => `https://${authority}${rest}`)
  .filter((template) => !writesLiteralDotSegment(template.slice(template.indexOf("//") + 2)));

const relativeTemplate = fc
  .tuple(
    fc.constantFrom("/", "", "/x/", "x", "?"),
    fc.array(fc.oneof(expression, pathLiteral), { minLength: 1, maxLength: 5 }),
  )
  .map(([start, parts]) => start + parts.join(""))
  // A leading "//" the literal text wrote is the template's own.
  .filter((template) => !template.startsWith("//") && !writesLiteralDotSegment(template));

const RELATIVE_BASES = ["", "/", "/api"] as const;

/** Checks an accepted URL under a relative base URL (see the file's comment). */
function expectNoAuthority(url: string, base: string): void {
  expect(/^[/\\]{2}/.test(url), `${base} -> ${url}`).toBe(false);
  expect(new URL(url, "https://app.example/").origin, url).toBe("https://app.example");
  expect(url.startsWith(base), `${base} -> ${url}`).toBe(true);
  expect(dotSegments(url, 0), `${base} -> ${url}`).toEqual([]);
}

/** GitHub's relative routes: the absolute ones (uploads) name their own host. */
const ROUTES = catalogue.routes.map((entry) => entry.route).filter((route) => route.includes(" /"));

describe("no value changes where a request goes, beyond relative templates (C6, C11)", () => {
  it("keeps the literal host of absolute templates, and writes no dot segment", () => {
    fc.assert(
      fc.property(absoluteTemplate, values, (template, v) => {
        for (const url of builtUrls(`GET ${template}`, undefined, v)) {
          expectLiteralOrigin(url, template);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("gives no authority under a relative base URL, and writes no dot segment", () => {
    fc.assert(
      fc.property(relativeTemplate, fc.constantFrom(...RELATIVE_BASES), values, (t, base, v) => {
        for (const url of builtUrls(`GET ${t}`, base, v)) expectNoAuthority(url, base);
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
  });

  it("keeps GitHub's routes under a relative base URL with empty and missing values", () => {
    const emptyOrHostile = fc.oneof(fc.constantFrom(undefined, "", [], {}), HOSTILE);
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES),
        fc.constantFrom(...RELATIVE_BASES),
        fc.array(emptyOrHostile, { minLength: 8, maxLength: 8 }),
        (route, base, pool) => {
          const names = [...route.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] as string);
          const v = Object.fromEntries(names.map((name, index) => [name, pool[index % 8]]));
          for (const url of builtUrls(route, base, v)) expectNoAuthority(url, base);
        },
      ),
      { seed: SEED + 2, numRuns: RUNS },
    );
  });
});

/** Pieces of base URLs, well-formed and not: schemes, hosts, ports, user info, slashes of both kinds. */
const basePiece = fc.constantFrom(
  "",
  "/",
  "\\",
  "//",
  "https:",
  "https://",
  "HTTP://",
  "api.example.com",
  ":8443",
  "@",
  "u@",
  "/api",
  "?",
  "#",
  "x",
  "localhost:3000",
  ".",
  "..",
);

/** Where a URL goes when a page at `PAGE` (a browser) or Node (absolute URLs only) reads it. */
const PAGE = "https://app.example/dir/";
function originsOf(url: string): string[] {
  const origin = (parsed: URL) => `${parsed.protocol}//${parsed.host}`;
  const origins = [origin(new URL(url, PAGE))];
  if (URL.canParse(url)) origins.push(origin(new URL(url)));
  return origins;
}

describe("the base URL decides the origin of relative templates, or is refused (C6)", () => {
  it("keeps the base URL's origin whatever the values, or refuses the base URL", () => {
    fc.assert(
      fc.property(
        relativeTemplate,
        fc.array(basePiece, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join("")),
        values,
        (template, base, v) => {
          let accepted = true;
          try {
            endpoint.defaults({ baseUrl: base });
          } catch (error) {
            expect(isRestbuildError(error) && error.code, base).toBe("INVALID_BASE_URL");
            accepted = false;
          }
          const urls = builtUrls(`GET ${template}`, base, v);
          if (!accepted) {
            expect(urls, base).toEqual([]);
            return;
          }
          // What the base URL names alone: a relative one names the page's origin.
          const expected = originsOf(base)[0];
          for (const url of urls) {
            for (const origin of originsOf(url))
              expect(origin, `${base} ${template} -> ${url}`).toBe(expected);
          }
        },
      ),
      { seed: SEED + 3, numRuns: RUNS },
    );
  });
});
