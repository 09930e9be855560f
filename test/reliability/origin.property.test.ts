import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, isRestbuildError, RequestBuilder } from "../../src/index.js";
import catalogue from "../../src/routes/github-routes.json" with { type: "json" };
import { fuzzRuns } from "../support/fuzz-runs.js";
import { agreedUrls, type FaceOutcome, facesOf } from "./support/faces.js";
import { PATH_END_AND_DECODED_DOTS } from "./support/hostile-calls.js";

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

// C6 and C6a as a client reads the URL: the WHATWG URL parser (browsers, fetch, and Node's
// http client, which reads a string URL with `new URL`) trims spaces and C0 controls at the
// ends of a URL and removes tabs, CR and LF anywhere. Through every face (support/faces.ts).

/** Pieces of base URLs that a URL parser reads otherwise than written, and other schemes. */
const readingPiece = fc.constantFrom(
  " ",
  "\t",
  "\n",
  "\r",
  "\u0001",
  "\u001f",
  "javascript:",
  "data:",
  "ftp://",
  "file://",
  "?x=1",
  "#",
  "https://good.example",
  "/",
);

/** The text a URL parser reads: ends trimmed of C0 controls and spaces, tab, CR and LF removed. */
function parserReading(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end).replace(/[\t\n\r]/g, "");
}

/** What the contract refuses in a base URL (C6), written apart from the library's rule. */
function refusedBase(base: string): boolean {
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(base)?.[0].toLowerCase();
  const control = [...base].some((char) => char.charCodeAt(0) < 0x20 || char === "\u007f");
  return (
    control ||
    parserReading(base) !== base ||
    (scheme !== undefined && scheme !== "http:" && scheme !== "https:") ||
    /[?#]/.test(base)
  );
}

/** GitHub's relative routes with the operator of each placeholder drawn from all eight. */
const githubRoute = fc
  .tuple(fc.constantFrom(...ROUTES), fc.array(fc.constantFrom(...OPERATORS), { minLength: 4 }))
  .map(([route, operators]) => {
    let index = 0;
    return route.replace(/\{/g, () => `{${operators[index++ % operators.length]}`);
  });

/** A route, its placeholder names, and values for them from `pool`. */
function withValues(route: string, pool: readonly unknown[]): Record<string, unknown> {
  const names = [...route.matchAll(/\{[+#./;?&]?([^}]*)\}/g)].flatMap((match) =>
    (match[1] as string).split(",").map((name) => name.replace(/[*:].*/, "")),
  );
  return Object.fromEntries(names.map((name, index) => [name, pool[index % pool.length]]));
}

describe("a URL is judged as a client reads it, on every face (C6, C6a)", () => {
  const PAGE_URL = "https://page.example/app/";

  it("refuses a base URL a parser reads otherwise, or that is not http(s); an accepted one decides the host", () => {
    const emptyOrHostile = fc.oneof(fc.constantFrom(undefined, "", [], {}), HOSTILE);
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          githubRoute,
          relativeTemplate.map((template) => `GET ${template}`),
        ),
        fc
          .array(fc.oneof(basePiece, readingPiece), { minLength: 1, maxLength: 4 })
          .map((pieces) => pieces.join("")),
        fc.array(emptyOrHostile, { minLength: 8, maxLength: 8 }),
        (route, base, pool) => {
          const what = `${JSON.stringify(base)} ${route}`;
          const outcomes = facesOf(route, base, withValues(route, pool), PAGE_URL);
          if (refusedBase(base)) {
            refused++;
            for (const outcome of outcomes)
              expect(outcome, what).toEqual({ code: "INVALID_BASE_URL" });
            return;
          }
          const urls = agreedUrls(outcomes, what);
          if (urls.length === 0) return;
          accepted++;
          const host = new URL(base, PAGE_URL).host;
          for (const url of urls.slice(0, -1)) {
            // Read as written: no end a parser trims, nothing it removes.
            expect(parserReading(url), `${what} -> ${url}`).toBe(url);
            expect(new URL(url, PAGE_URL).host, `${what} -> ${url}`).toBe(host);
            // Node's http client reads an absolute string URL with new URL().
            if (URL.canParse(url)) expect(new URL(url).host, `${what} -> ${url}`).toBe(host);
            else expect(/^[/\\]{2}/.test(url), `${what} -> ${url}`).toBe(false);
          }
          for (const url of urls.slice(-1))
            expect(new URL(url).host, `${what} -> ${url}`).toBe(host);
        },
      ),
      { seed: SEED + 4, numRuns: fuzzRuns(200) },
    );
    // The property says something only if both kinds of base URL came up, one run in twenty at
    // least (the mutation run's twenty runs need one of each).
    expect(Math.min(accepted, refused)).toBeGreaterThanOrEqual(Math.ceil(fuzzRuns(200) / 20));
  });

  it("refuses an absolute url that is not http(s), or that a parser reads as absolute only once trimmed", () => {
    const origin = fc.constantFrom(
      "https://api.example.com",
      "HTTP://api.example.com:8443",
      "ftp://api.example.com",
      "javascript://api.example.com",
      "file://api.example.com",
      "git+ssh://api.example.com",
    );
    const noise = fc.constantFrom("", " ", "\t", "\r\n", "\u0001 ", "\u0000");
    fc.assert(
      fc.property(origin, noise, fc.nat(12), githubRoute, (literal, blur, at, route) => {
        const [method, path] = route.split(" ") as [string, string];
        const plain = `${literal}${path}`;
        // The noise goes at the start, inside the scheme or between the slashes of "//".
        const cut = Math.min(at, literal.indexOf("//") + 1);
        const url = plain.slice(0, cut) + blur + plain.slice(cut);
        const values = withValues(path, ["o", "r", 1, "x"]);
        const outcomes = [
          () => endpoint({ method, url, ...values }).url,
          () => endpoint.defaults({ method, url })(values).url,
          () => endpoint.parse(endpoint.merge({ method, url, ...values })).url,
          () => RequestBuilder.create().merge({ method, url }).params(values).build().url,
        ].map((call): FaceOutcome => {
          try {
            return { url: call() };
          } catch (error) {
            if (!isRestbuildError(error)) throw error;
            return { code: error.code };
          }
        });
        const what = JSON.stringify(url);
        const http = /^https?:\/\//i.test(literal);
        // The library is told absolute URLs by their raw text; a parser by its reading.
        const readAbsolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(parserReading(url));
        for (const outcome of outcomes) {
          if (blur === "" && http) {
            expect("url" in outcome && new URL(outcome.url).host, what).toBe(new URL(literal).host);
          } else if (readAbsolute) {
            expect(outcome, what).toEqual({ code: "INVALID_BASE_URL" });
          } else {
            // Read as a path by the parser too: it stays on the base URL's host.
            expect("url" in outcome && new URL(outcome.url).host, what).toBe("api.github.com");
          }
        }
      }),
      { seed: SEED + 5, numRuns: fuzzRuns(200) },
    );
  });
});

/** Values that end the path (`?`, `#`) or climb once a proxy decodes `%2e`, `%2f`, `%5c`. */
const PATH_VALUES = fc.constantFrom(...PATH_END_AND_DECODED_DOTS);

/** Whether a raw path holds `.` or `..` once `%2e`, `%2f` and `%5c` are decoded, split at `/` and `\`. */
function decodedDotSegments(path: string): string[] {
  const decoded = path.replace(/%2e/gi, ".").replace(/%2f/gi, "/").replace(/%5c/gi, "\\");
  return decoded.split(/[/\\]/).filter((segment) => segment === "." || segment === "..");
}

describe("a value never ends the path, nor climbs once decoded, on every face (C6a)", () => {
  it("keeps every literal piece of a GitHub route in the path, and no dot segment once decoded", () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        githubRoute,
        fc.constantFrom("https://ghe.example/api/v3", "", "/api"),
        fc.array(fc.oneof(PATH_VALUES, fc.array(PATH_VALUES, { maxLength: 2 })), {
          minLength: 8,
          maxLength: 8,
        }),
        (route, base, pool) => {
          const what = `${JSON.stringify(base)} ${route}`;
          const urls = agreedUrls(facesOf(route, base, withValues(route, pool)), what);
          if (urls.length === 0) return;
          accepted++;
          const [, template] = route.split(" ") as [string, string];
          for (const url of urls.slice(0, -1)) {
            const afterBase = url.slice(base.length);
            const path = afterBase.split(/[?#]/)[0] as string;
            expect(decodedDotSegments(path), `${what} -> ${url}`).toEqual([]);
            // Before the template's own query or fragment expression, every literal piece of
            // the template stays in the path, in order.
            const pathTemplate = template.split(/\{[?&#]/)[0] as string;
            let from = 0;
            // One trailing "/" of the path goes (C7), also before expressions that wrote nothing.
            const pieces = pathTemplate.split(/\{[^}]*\}/).filter((piece) => piece !== "");
            pieces.push((pieces.pop() as string).replace(/\/$/, ""));
            for (const piece of pieces) {
              const at = path.indexOf(piece, from);
              expect(at, `${what} -> ${url}: ${JSON.stringify(piece)}`).toBeGreaterThanOrEqual(0);
              from = at + piece.length;
            }
          }
        },
      ),
      { seed: SEED + 6, numRuns: fuzzRuns(200) },
    );
    expect(accepted).toBeGreaterThanOrEqual(Math.ceil(fuzzRuns(200) / 20));
  });
});
