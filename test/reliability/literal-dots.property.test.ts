import fc from "fast-check";
import { parseTemplate } from "url-template";
import { describe, expect, it } from "vitest";
import { endpoint, isRestbuildError, RequestBuilder } from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

// C11 for the template's own dots: a dot segment (`.`, `..`, also as `%2e`) in the expanded
// path is allowed only when the template wrote it literally, whichever expressions sit beside
// it. The templates mix literal dots with expressions of every operator (`/x/{a}..{b}/y`,
// `/x/{a}{?q}../y`, `/x/..{/a}`), the values are empty, missing and hostile, through
// endpoint() and the builder, under an absolute and a relative base URL and in absolute
// templates. Either the call throws a RestbuildError, or every dot segment of
// the path lies wholly in literal text, between literal slashes (or the path's ends), with no
// expression that writes into the path (`{x}`, `{+x}`, `{.x}`, `{/x}`, `{;x}`) inside it or
// at its edges, even one that wrote nothing. An expression that writes into the query or the
// fragment (`{?x}`, `{&x}`, `{#x}`) never changes a path segment: the dots beside it are the
// template's own when it writes nothing, and lie in the query or the fragment when it writes.
//
// The oracle tells which characters of the path came from literal text by expanding each
// expression on its own with the url-template package (an RFC 6570 implementation independent
// of restbuild), and checks that the pieces make the URL restbuild returned.

const SEED = 6570;
const RUNS = fuzzRuns(10_000);
/**
 * Where the path goes: after an absolute base URL, after a relative one (`""`, `"/api"`), or in
 * an absolute template whose literal host comes first (no base URL read).
 */
const PLACES = [
  { baseUrl: "https://api.example", host: "" },
  { baseUrl: "", host: "" },
  { baseUrl: "/api", host: "" },
  { baseUrl: "https://ignored.example", host: "https://api.example" },
] as const;
type Place = (typeof PLACES)[number];

const OPERATORS = ["", "+", "#", ".", "/", ";", "?", "&"] as const;
const PATH_WRITERS = new Set(["", "+", ".", "/", ";"]);

const expression = fc
  .tuple(
    fc.constantFrom(...OPERATORS),
    fc.array(fc.constantFrom("a", "b", "c", "a*", "b:1"), { minLength: 1, maxLength: 2 }),
  )
  .map(([operator, names]) => `{${operator}${names.join(",")}}`);

/** Literal text of a path: slashes, names, dots alone and beside other characters. */
const literal = fc.constantFrom("/", "/x/", "..", ".", "x", "x.", ".x", "%2e", "/..", "../", "/./");

const template = fc
  .array(fc.oneof(expression, literal), { minLength: 1, maxLength: 6 })
  .map((parts) => `/${parts.join("")}`)
  // A leading "//" would name a host: the origin property tests cover it.
  .filter((text) => !text.startsWith("//"));

const scalar = fc.constantFrom(
  "",
  ".",
  "..",
  "%2e",
  ".%2E",
  "x",
  "x.",
  "a/b",
  "../y",
  "/",
  "?",
  "#",
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("k", "."), scalar, { maxKeys: 2 }) },
  { weight: 2, arbitrary: fc.constantFrom(undefined, null) },
);
const values = fc.record({ a: value, b: value, c: value }, { requiredKeys: [] });

/** A template's literal chunks and expressions, in order. */
function tokens(text: string): string[] {
  return text.split(/(\{[^}]*\})/).filter((token) => token !== "");
}

/**
 * RFC 6570 section 2.3 as restbuild reads it (docs/compat.md C3): a list or map with no
 * defined member is undefined, as null is.
 */
function rfcValues(v: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const defined: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(v)) {
    if (member === null || member === undefined) continue;
    if (Array.isArray(member) && member.length === 0) continue;
    if (typeof member === "object" && Object.keys(member).length === 0) continue;
    defined[name] = member;
  }
  return defined;
}

/** One character of the expansion: where it came from. */
interface Origin {
  readonly literal: boolean;
}

/**
 * The expansion as characters with their origin, and the places where an expression that
 * writes into the path sat (also one that wrote nothing), by index of the character after it.
 */
function attributed(text: string, v: Readonly<Record<string, unknown>>) {
  const defined = rfcValues(v) as Parameters<ReturnType<typeof parseTemplate>["expand"]>[0];
  let expanded = "";
  const origins: Origin[] = [];
  const pathWriterAt = new Set<number>();
  for (const token of tokens(text)) {
    const isExpression = token.startsWith("{");
    const output = isExpression ? parseTemplate(token).expand(defined) : token;
    if (isExpression && PATH_WRITERS.has(/^\{([+#./;?&]?)/.exec(token)?.[1] ?? "")) {
      for (let index = 0; index <= output.length; index++)
        pathWriterAt.add(expanded.length + index);
    }
    expanded += output;
    for (const _ of output) origins.push({ literal: !isExpression });
  }
  return { expanded, origins, pathWriterAt };
}

/** `.` or `..`, any dot written as `%2e` in any case. */
function isDotSegment(segment: string): boolean {
  const decoded = segment.replace(/%2e/gi, ".");
  return decoded === "." || decoded === "..";
}

/**
 * The dot segments of the expansion's path that the template did not write literally: as
 * `[start, end)` of the segment, with its text.
 */
function nonLiteralDotSegments(text: string, v: Readonly<Record<string, unknown>>): string[] {
  const { expanded, origins, pathWriterAt } = attributed(text, v);
  const pathEnd = expanded.search(/[?#]/) === -1 ? expanded.length : expanded.search(/[?#]/);
  const found: string[] = [];
  let start = 0;
  for (let end = 0; end <= pathEnd; end++) {
    if (end < pathEnd && expanded[end] !== "/") continue;
    const segment = expanded.slice(start, end);
    if (isDotSegment(segment)) {
      const literalChars = origins.slice(start, end).every((origin) => origin.literal);
      const openedLiterally = start === 0 || origins[start - 1]?.literal === true;
      // The path's end may be a "?" or "#" that a query or fragment expression wrote: that
      // changes no path segment (one that writes into the path is caught as touching it).
      const closedLiterally = end === pathEnd || origins[end]?.literal === true;
      let touched = false;
      for (let index = start; index <= end; index++) if (pathWriterAt.has(index)) touched = true;
      if (!literalChars || !openedLiterally || !closedLiterally || touched) {
        found.push(`${JSON.stringify(segment)} at ${start}`);
      }
    }
    start = end + 1;
  }
  return found;
}

/** The path and what follows it, of each URL endpoint() and the builder returned. */
function builtPaths(text: string, place: Place, v: Readonly<Record<string, unknown>>): string[] {
  const route = `GET ${place.host}${text}`;
  const { baseUrl } = place;
  const calls = [
    () => endpoint(route, { baseUrl, ...v } as never).url,
    () => RequestBuilder.create().baseUrl(baseUrl).route(route).params(v).build().url,
  ];
  const before = place.host === "" ? baseUrl : place.host;
  const paths: string[] = [];
  for (const call of calls) {
    try {
      const url = call();
      expect(url.startsWith(before), url).toBe(true);
      paths.push(url.slice(before.length));
    } catch (error) {
      if (!isRestbuildError(error)) throw error;
    }
  }
  return paths;
}

describe("a dot segment the template did not write literally is refused (C11)", () => {
  it("leaves in an accepted URL only the dot segments of the literal text", () => {
    let accepted = 0;
    let unattributed = 0;
    let besideExpressions = 0;
    fc.assert(
      fc.property(template, fc.constantFrom(...PLACES), values, (text, place, all) => {
        // Only the names the template uses: the others would go to the query string.
        const v = Object.fromEntries(
          Object.entries(all).filter(([name]) => new RegExp(`[{,]${name}[*:,}]`).test(text)),
        );
        const paths = builtPaths(text, place, v);
        if (paths.length === 0) return;
        const { expanded } = attributed(text, v);
        // The independent expansion makes the same URL (C7 removes one trailing "/").
        const pathEnd = expanded.search(/[?#]/) === -1 ? expanded.length : expanded.search(/[?#]/);
        const trimmed =
          pathEnd > 1 && expanded[pathEnd - 1] === "/"
            ? expanded.slice(0, pathEnd - 1) + expanded.slice(pathEnd)
            : expanded;
        // Where the two expansions differ in a detail that makes no dot segment (`{;x*}` with an
        // empty member is `;k` here and `;k=` in url-template), the oracle cannot attribute the
        // characters: such cases are counted, and must stay rare.
        if (paths.some((path) => path !== expanded && path !== trimmed)) {
          unattributed++;
          return;
        }
        accepted++;
        if (/\.\{|\}\./.test(text)) besideExpressions++;
        expect(
          nonLiteralDotSegments(text, v),
          `${text} ${JSON.stringify(v)} -> ${paths[0]}`,
        ).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The run reached what it is for: accepted URLs from templates with dots beside expressions.
    expect(besideExpressions).toBeGreaterThan(RUNS / 20);
    expect(accepted).toBeGreaterThan(RUNS / 5);
    expect(unattributed).toBeLessThan(accepted / 20);
  });
});
