/**
 * Differential test: restbuild's `endpoint` API against @octokit/endpoint 11.0.5, and 7.0.6
 * for calls with previews (C2 in docs/compat.md: the last version whose preview handling
 * works on every URL).
 *
 * Both sides get the same generated calls (a defaults cascade, a route, options). The
 * reference's output is turned into the expected output by the contract's deliberate
 * differences, and only by them; our output is compared to it unchanged, except that the
 * `user-agent` header is removed on both sides (it names each library by design).
 *
 * | id  | difference applied to the expected side (docs/compat.md)       | function                   |
 * | --- | --------------------------------------------------------------- | -------------------------- |
 * | C1  | method lowercase from `endpoint()`/`parse()`                    | c1LowercaseMethod          |
 * | C2  | previews on every URL with 7.0.6's accept format, merged over   | c2MergedPreviews,          |
 * |     | the cascade, trailing `-preview` stripped, de-duplicated;       | c2DedupeAcceptRanges,      |
 * |     | `DEFAULTS.mediaType` is `{ format, previews }`                  | c2MediaType                |
 * | C3  | RFC 6570 expansion (undefined variables leave no `?&`, exploded | c3RfcExpansion,            |
 * |     | lists repeat the name, empty lists are undefined)               | c3QuerySeparator           |
 * | C5  | query names percent-encoded with `[` and `]` kept               | c5EncodeQueryNames         |
 * | C7  | one trailing `/` removed from the path unless the path is `/`   | c7RemoveTrailingSlash      |
 * | C11 | `.` or `..` as a path segment value is a PATH_TRAVERSAL error   | c11PathTraversal           |
 *
 * What the generator deliberately leaves out, and why, is listed at the top of
 * test/support/differential-arbitraries.ts.
 */
import fc from "fast-check";
import { endpoint as endpoint7 } from "octokit-endpoint-7";
import { endpoint as endpoint11 } from "octokit-endpoint-11";
import { describe, expect, it } from "vitest";
import { endpoint, isRestbuildError } from "../../src/index.js";
import {
  c1LowercaseMethod,
  c2DedupeAcceptRanges,
  c2MediaType,
  c2MergedPreviews,
  c3QuerySeparator,
  c3RfcExpansion,
  c5EncodeQueryNames,
  c6bMissingSegment,
  c7RemoveTrailingSlash,
  c11PathTraversal,
  DifferenceTally,
  type Expected,
  expectedMerged,
  expectedRequest,
  type LooseEndpoint,
  type LooseResult,
  withoutUserAgent,
} from "../support/contract-differences.js";
import { type GeneratedCall, generatedCall } from "../support/differential-arbitraries.js";

const reference11 = endpoint11 as unknown as LooseEndpoint;
const reference7 = endpoint7 as unknown as LooseEndpoint;
const ours = endpoint as unknown as LooseEndpoint;

/** Fixed seeds: a failure reproduces on every run and every machine. */
const SEED = 20_250_611;

type Options = Record<string, unknown>;

function previewsOf(options: Options): string[] | undefined {
  const mediaType = options.mediaType as { previews?: string[] } | undefined;
  return mediaType?.previews;
}

function withoutPreviews(options: Options): Options {
  const mediaType = options.mediaType as { previews?: string[] } | undefined;
  if (mediaType?.previews === undefined) return options;
  const { previews: _previews, ...rest } = mediaType;
  return { ...options, mediaType: rest };
}

function cascade(base: LooseEndpoint, levels: readonly Options[]): LooseEndpoint {
  return levels.reduce((fn, level) => fn.defaults(structuredClone(level)), base);
}

function routeOf(call: GeneratedCall): string {
  return `${call.method} ${call.url}`;
}

/** The C2 preview list of a call: every defaults level's previews, then the call's. */
function mergedPreviews(call: GeneratedCall): string[] {
  return c2MergedPreviews([...call.levels.map(previewsOf), previewsOf(call.options)]);
}

interface ReferenceSetup {
  readonly reference: LooseEndpoint;
  readonly levels: readonly Options[];
  readonly options: Options;
  readonly previews: readonly string[];
}

/**
 * Which reference a call is compared with, and the input it gets. Without previews it is
 * 11.0.5 with the very same input. With previews (C2) it is 7.0.6, whose accept header format
 * the contract adopts; the cascade's preview lists are merged by the C2 rule and given to it as
 * the call's list, because 7.0.6 merges lists differently (see c2MergedPreviews).
 */
function referenceSetup(call: GeneratedCall): ReferenceSetup {
  const previews = mergedPreviews(call);
  if (previews.length === 0) {
    return { reference: reference11, levels: call.levels, options: call.options, previews };
  }
  const options = withoutPreviews(call.options);
  const mediaType = (options.mediaType as Options | undefined) ?? {};
  return {
    reference: reference7,
    levels: call.levels.map(withoutPreviews),
    options: { ...options, mediaType: { ...mediaType, previews } },
    previews,
  };
}

/** The key order of merged options, and of their headers and mediaType. */
function keyOrders(merged: object) {
  const { headers, mediaType } = merged as { headers?: object; mediaType?: object };
  return {
    top: Object.keys(merged),
    headers: Object.keys(headers ?? {}),
    mediaType: Object.keys(mediaType ?? {}),
  };
}

type Form = "route" | "options" | "parse-merge";

function invoke(fn: LooseEndpoint, form: Form, call: GeneratedCall, options: Options): LooseResult {
  const input = structuredClone(options);
  switch (form) {
    case "route":
      return fn(routeOf(call), input);
    case "options":
      return fn({ method: call.method, url: call.url, ...input });
    case "parse-merge":
      return fn.parse(fn.merge(routeOf(call), input));
  }
}

function mergeFor(fn: LooseEndpoint, form: Form, call: GeneratedCall, options: Options) {
  const input = structuredClone(options);
  return form === "options"
    ? fn.merge({ method: call.method, url: call.url, ...input })
    : fn.merge(routeOf(call), input);
}

function expectedFor(call: GeneratedCall, form: Form, tally?: DifferenceTally): Expected {
  const setup = referenceSetup(call);
  const reference = cascade(setup.reference, setup.levels);
  return expectedRequest(
    {
      reference,
      merged: mergeFor(reference, form, call, setup.options),
      result: invoke(reference, form, call, setup.options),
      previews: setup.previews,
    },
    tally,
  );
}

function actualFor(call: GeneratedCall, form: Form): Expected {
  const mine = cascade(ours, call.levels);
  try {
    const result = invoke(mine, form, call, call.options);
    return { result: { ...result, headers: withoutUserAgent(result.headers) } };
  } catch (error) {
    if (isRestbuildError(error)) return { errorCode: error.code };
    throw error;
  }
}

function checkCall(call: GeneratedCall, form: Form, tally?: DifferenceTally): void {
  expect(actualFor(call, form)).toEqual(expectedFor(call, form, tally));
}

describe("endpoint against @octokit/endpoint 11.0.5 (7.0.6 for previews)", () => {
  it("endpoint(route, options) gives the reference's result with the contract's differences applied", () => {
    const tally = new DifferenceTally();
    fc.assert(
      fc.property(generatedCall(), (call) => checkCall(call, "route", tally)),
      { seed: SEED, numRuns: 400 },
    );
    // Every modelled difference was met, so none of them is modelled for nothing.
    for (const count of Object.values(tally.counts)) expect(count).toBeGreaterThan(0);
  });

  it("endpoint(options) with method and url gives the reference's result with the differences applied", () => {
    const tally = new DifferenceTally();
    fc.assert(
      fc.property(generatedCall(), (call) => checkCall(call, "options", tally)),
      { seed: SEED + 1, numRuns: 200 },
    );
    expect(tally.counts.C1).toBeGreaterThan(0);
    expect(tally.counts.C2).toBeGreaterThan(0);
    expect(tally.counts.C3).toBeGreaterThan(0);
  });

  it("parse(merge(route, options)) gives the reference's result with the differences applied", () => {
    const tally = new DifferenceTally();
    fc.assert(
      fc.property(generatedCall(), (call) => checkCall(call, "parse-merge", tally)),
      // C6b turns a share of the calls into errors: more runs reach every other difference.
      { seed: SEED + 2, numRuns: 400 },
    );
    expect(tally.counts.C1).toBeGreaterThan(0);
    expect(tally.counts.C2).toBeGreaterThan(0);
    expect(tally.counts.C3).toBeGreaterThan(0);
  });

  it("merge(route, options) and merge(options) give 11.0.5's merged options with the C2 mediaType", () => {
    fc.assert(
      fc.property(generatedCall(), fc.constantFrom<Form>("route", "options"), (call, form) => {
        const expected = expectedMerged(
          mergeFor(cascade(reference11, call.levels), form, call, call.options),
          mergedPreviews(call),
        );
        const actual = mergeFor(cascade(ours, call.levels), form, call, call.options);
        expect({ ...actual, headers: withoutUserAgent(actual.headers) }).toEqual(expected);
        // C12: the keys come in the reference's order, at the top and in headers and mediaType.
        const reference = mergeFor(cascade(reference11, call.levels), form, call, call.options);
        expect(keyOrders(actual)).toEqual(keyOrders(reference));
      }),
      { seed: SEED + 3, numRuns: 200 },
    );
  });

  it("a defaults cascade of 1 to 3 levels has 11.0.5's DEFAULTS with the C2 mediaType, and builds the reference's requests", () => {
    const tally = new DifferenceTally();
    fc.assert(
      fc.property(generatedCall(1), (call) => {
        const previews = c2MergedPreviews(call.levels.map(previewsOf));
        const expected = expectedMerged(
          cascade(reference11, call.levels).DEFAULTS as ReturnType<LooseEndpoint["merge"]>,
          previews,
        );
        const actual = cascade(ours, call.levels).DEFAULTS;
        expect({ ...actual, headers: withoutUserAgent(actual.headers as Options) }).toEqual(
          expected,
        );
        expect(keyOrders(actual)).toEqual(keyOrders(cascade(reference11, call.levels).DEFAULTS));
        checkCall(call, "route", tally);
      }),
      { seed: SEED + 4, numRuns: 200 },
    );
    expect(tally.counts.C2).toBeGreaterThan(0);
  });
});

describe("endpoint's own law", () => {
  it("endpoint(route, options) deep-equals endpoint.parse(endpoint.merge(route, options))", () => {
    fc.assert(
      fc.property(generatedCall(), (call) => {
        expect(actualFor(call, "route")).toEqual(actualFor(call, "parse-merge"));
        expect(actualFor(call, "options")).toEqual(actualFor(call, "route"));
      }),
      { seed: SEED + 5, numRuns: 200 },
    );
  });
});

/** Writes into every object and array reachable from a value, as a caller may (C8). */
function scribble(value: unknown, seen = new Set<unknown>()): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) scribble(item, seen);
    value.push("scribbled");
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) scribble(record[key], seen);
  record.scribbled = true;
}

/**
 * C8 as a property of an `endpoint` implementation: after a caller writes into what
 * `DEFAULTS`, `merge()` and `endpoint()` returned, the same calls give the same answers.
 */
function callerWritesChangeNothing(base: LooseEndpoint, seed: number, numRuns: number): void {
  fc.assert(
    fc.property(generatedCall(1), (call) => {
      const fn = cascade(base, call.levels);
      const route = routeOf(call);
      const request = () => {
        try {
          return fn(route, structuredClone(call.options));
        } catch (error) {
          if (isRestbuildError(error)) return error.code;
          throw error;
        }
      };
      const observe = () =>
        structuredClone({
          defaults: fn.DEFAULTS,
          merged: fn.merge(route, structuredClone(call.options)),
          result: request(),
        });
      const before = observe();
      scribble(fn.DEFAULTS);
      scribble(fn.merge(route, structuredClone(call.options)));
      scribble(request());
      expect(observe()).toEqual(before);
    }),
    { seed, numRuns },
  );
}

describe("C8: what the endpoint API returns is the caller's to change", () => {
  it("writing into what DEFAULTS, merge() and endpoint() return changes no later result", () => {
    callerWritesChangeNothing(ours, SEED + 6, 100);
  });

  it("the same check fails for the reference, whose DEFAULTS and merge() output share objects with its defaults", () => {
    expect(() => callerWritesChangeNothing(reference11, SEED + 6, 100)).toThrow();
  });
});

// Shrunk counterexamples of the properties above, kept by name so that a mismatch once found
// stays fixed.
describe("regressions found by the differential property", () => {
  it("an empty content-type header gives way to the JSON content type when a body is sent, as in the reference", () => {
    const call: GeneratedCall = {
      levels: [],
      method: "DELETE",
      url: "https://uploads.github.com/",
      options: { headers: { "content-type": "" }, data: "" },
    };
    // The reference tests `!headers["content-type"]`, so "" counts as missing (C12).
    expect(actualFor(call, "route")).toEqual({
      result: {
        method: "delete",
        url: "https://uploads.github.com/",
        headers: {
          accept: "application/vnd.github.v3+json",
          "content-type": "application/json; charset=utf-8",
        },
        body: "",
      },
    });
    checkCall(call, "route");
  });

  it("an undefined header value removes a header of the same name in another letter case given in the same object, as in the reference", () => {
    const call: GeneratedCall = {
      levels: [{ headers: { authorization: "token a", AUTHORIZATION: undefined } }],
      method: "get",
      url: "/repos/{owner}/{repo}/issues",
      options: { owner: "o", repo: "r" },
    };
    // The reference lowercases the names first (the later key wins) and then drops
    // undefined values, so the header is gone (C12: `undefined` removal as the reference).
    expect(actualFor(call, "route")).toEqual({
      result: {
        method: "get",
        url: "https://api.github.com/repos/o/r/issues",
        headers: { accept: "application/vnd.github.v3+json" },
      },
    });
    checkCall(call, "route");
  });
});

// The helpers above carry the comparison, so each is checked here against the contract's
// wording with inputs whose answers follow from docs/compat.md by hand.
describe("the deliberate differences applied to the expected side", () => {
  it("C1 lowercases the reference's method", () => {
    expect(c1LowercaseMethod("PATCH")).toBe("patch");
  });

  it("C2 merges previews of all levels in order, strips one trailing -preview and keeps the first occurrence", () => {
    expect(
      c2MergedPreviews([
        ["mercy", "symmetra-preview"],
        undefined,
        ["symmetra", "mercy-preview", "x-preview-preview"],
      ]),
    ).toEqual(["mercy", "symmetra", "x-preview"]);
  });

  it("C2 gives DEFAULTS.mediaType a previews list beside the format", () => {
    expect(c2MediaType({ format: "" }, [])).toEqual({ format: "", previews: [] });
    expect(c2MediaType({ format: "raw", previews: ["a-preview"] }, ["a"])).toEqual({
      format: "raw",
      previews: ["a"],
    });
  });

  it("C2 lists a preview media type once when the accept header already names it", () => {
    const mercy = "application/vnd.github.mercy-preview+json";
    const symmetra = "application/vnd.github.symmetra-preview+json";
    expect(c2DedupeAcceptRanges(`${mercy},${mercy},${symmetra}`, ["mercy", "symmetra"])).toBe(
      `${mercy},${symmetra}`,
    );
    expect(c2DedupeAcceptRanges("application/octet-stream,a,a", ["mercy"])).toBe(
      "application/octet-stream,a,a",
    );
  });

  it("C3 expands query expressions by RFC 6570: no '?&' for undefined variables, repeated names for exploded lists, nothing for empty lists", () => {
    const upload =
      "https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}";
    expect(c3RfcExpansion(upload, { owner: "o", repo: "r", id: 1, name: "x.zip" })).toBe(
      "https://uploads.github.com/repos/o/r/releases/1/assets?name=x.zip",
    );
    expect(c3RfcExpansion(upload, { owner: "o", repo: "r", id: 1, label: "a b" })).toBe(
      "https://uploads.github.com/repos/o/r/releases/1/assets?label=a%20b",
    );
    expect(c3RfcExpansion("/x{?a,b}", {})).toBe("/x");
    expect(c3RfcExpansion("/x{?fields*}", { fields: ["a", "b"] })).toBe("/x?fields=a&fields=b");
    expect(c3RfcExpansion("/x{?labels}", { labels: [] })).toBe("/x");
    expect(c3RfcExpansion("/x{?labels}", { labels: [null] })).toBe("/x");
    expect(c3RfcExpansion("/orgs/:org/repos", { org: "a/b" })).toBe("/orgs/a%2Fb/repos");
  });

  it("C3 joins appended query parameters with '?' or '&' by the expanded URL, not the reference's", () => {
    expect(c3QuerySeparator("&per_page=1", "https://api.github.com/x")).toBe("?per_page=1");
    expect(c3QuerySeparator("?per_page=1", "https://api.github.com/x?a=1")).toBe("&per_page=1");
    expect(c3QuerySeparator("", "https://api.github.com/x")).toBe("");
  });

  it("C5 percent-encodes query names and keeps [ and ] literal", () => {
    expect(c5EncodeQueryNames("?two words=1&labels[]=a&filter[state]=open&ü=%C3%BC")).toBe(
      "?two%20words=1&labels[]=a&filter[state]=open&%C3%BC=%C3%BC",
    );
  });

  it("C7 removes one trailing slash from the path only, and keeps a path that is just '/'", () => {
    expect(c7RemoveTrailingSlash("/repos/o/r/contents/?ref=main")).toBe(
      "/repos/o/r/contents?ref=main",
    );
    expect(c7RemoveTrailingSlash("/repos/o//")).toBe("/repos/o/");
    expect(c7RemoveTrailingSlash("/")).toBe("/");
    expect(c7RemoveTrailingSlash("https://uploads.github.com/")).toBe(
      "https://uploads.github.com/",
    );
    expect(c7RemoveTrailingSlash("https://uploads.github.com/a/")).toBe(
      "https://uploads.github.com/a",
    );
  });

  it("C11 flags '.' and '..' only where they fill a path segment", () => {
    expect(c11PathTraversal("/repos/:owner/{repo}", { owner: ".." })).toBe(true);
    expect(c11PathTraversal("/repos/{owner}/{repo}", { repo: "." })).toBe(true);
    expect(c11PathTraversal("/repos/{owner}{?ref}", { ref: ".." })).toBe(false);
    expect(c11PathTraversal("/repos/{owner}", { owner: "..." })).toBe(false);
  });

  it("C6b flags a segment given wholly to one expression and left without a value", () => {
    const item = "/orgs/{org}/members/:username";
    expect(c6bMissingSegment(item, { org: "o" }, "GET")).toBe(true);
    expect(c6bMissingSegment(item, { org: "o", username: null }, "HEAD")).toBe(true);
    expect(c6bMissingSegment(item, { org: "o", username: "" }, "DELETE")).toBe(true);
    expect(c6bMissingSegment(item, { org: "o", username: [] }, "put")).toBe(true);
    expect(c6bMissingSegment(item, { org: "o", username: "" }, "get")).toBe(false);
    expect(c6bMissingSegment(item, { org: "o", username: 0 }, "DELETE")).toBe(false);
    expect(c6bMissingSegment("/x{/optional}", {}, "DELETE")).toBe(false);
    expect(c6bMissingSegment("/x/{a}.{b}/y-{c}", {}, "DELETE")).toBe(false);
    expect(c6bMissingSegment("/x{?q}", {}, "DELETE")).toBe(false);
    expect(c6bMissingSegment("https://{host}/x", {}, "DELETE")).toBe(false);
    expect(c6bMissingSegment("https://h.example/a/{id}{?q}", {}, "GET")).toBe(true);
  });
});
