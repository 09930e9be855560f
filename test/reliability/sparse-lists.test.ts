import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { endpoint, isRestbuildError, RequestBuilder } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

// C10 for lists: a list costs what it holds, not its length. `length = 2 ** 32 - 1` with one
// member is copied by the builder and by defaults() at the cost of one member; as a query
// value, where its text would hold a comma per hole, a list longer than 65,536 with holes is
// refused (INVALID_QUERY_VALUE). Time is compared between two lengths 64 times apart: a
// path that walks the length grows with it, one that walks the members does not.

/** A list of `length` with one member, at its end. */
function sparse(length: number): unknown[] {
  const list: unknown[] = [];
  list.length = length;
  list[length - 1] = "x";
  return list;
}

// From 2 ** 26 on, V8 keeps such a list as a dictionary: making it costs nothing, so only a
// path that walks the length can make it slow.
const SHORT = 2 ** 26;
const LONG = 2 ** 32 - 1;
const CALLS = 50;
/** Well below the 64 a walk over the length gives, and well above the noise of a batch. */
const MAX_GROWTH = 8;

const get = RequestBuilder.create().route("GET /x" as string);
const post = RequestBuilder.create().route("POST /x" as string);

/** Each way a caller's list enters a request, beside the URI template (tested with it). */
const PATHS: [string, (list: unknown[]) => unknown][] = [
  ["endpoint() query value", (list) => endpoint("GET /x", { v: list })],
  ["endpoint() query value inside a list", (list) => endpoint("GET /x", { v: [["a", list]] })],
  ["builder.param() into the query", (list) => get.param("v", list).build()],
  ["builder.param() into the body", (list) => post.param("v", list).build()],
  ["builder.params() map value", (list) => post.params({ v: { list } }).build()],
  ["builder.merge()", (list) => post.merge({ v: list }).toOptions()],
  ["endpoint.defaults() into the query", (list) => endpoint.defaults({ v: list })("GET /x")],
  ["endpoint.defaults() into the body", (list) => endpoint.defaults({ v: list })("POST /x")],
  ["endpoint.merge()", (list) => endpoint.merge("POST /x", { v: list })],
];

/** Milliseconds for CALLS calls on fresh lists, under a hard limit so a slow path fails fast. */
function batch(run: (list: unknown[]) => unknown, length: number): number {
  const lists = Array.from({ length: CALLS }, () => sparse(length));
  const context = { run, lists, failure: undefined as unknown };
  const start = performance.now();
  runInNewContext(
    "for (const list of lists) { try { run(list); } catch (error) { failure ??= error; } }",
    context,
    { timeout: 10_000 },
  );
  const elapsed = performance.now() - start;
  if (context.failure !== undefined && !isRestbuildError(context.failure)) throw context.failure;
  return elapsed;
}

describe("a sparse list costs what it holds", () => {
  it.each(PATHS)("%s: time does not grow with the length", (_name, run) => {
    batch(run, SHORT); // warm up
    const short = batch(run, SHORT);
    const long = batch(run, LONG);
    // A floor of one millisecond: below it, a batch is timer noise, not growth.
    expect(long / Math.max(short, 1)).toBeLessThan(MAX_GROWTH);
  });
});

describe("what a sparse list gives", () => {
  it("is refused as a query value when longer than 65,536 with holes, through every entry", () => {
    expect(codeOf(() => endpoint("GET /x", { v: sparse(LONG) }))).toBe("INVALID_QUERY_VALUE");
    expect(codeOf(() => get.param("v", sparse(LONG)).build())).toBe("INVALID_QUERY_VALUE");
    expect(codeOf(() => endpoint.defaults({ v: sparse(LONG) })("GET /x"))).toBe(
      "INVALID_QUERY_VALUE",
    );
    expect(codeOf(() => endpoint("GET /x", { v: [[sparse(65_537)]] }))).toBe("INVALID_QUERY_VALUE");
  });

  it("is written as the reference writes it up to 65,536 items, an empty text per hole", () => {
    // biome-ignore lint/suspicious/noSparseArray: a list with a hole is the input under test
    expect(endpoint("GET /x", { v: [1, , 2] }).url).toBe("https://api.github.com/x?v=1%2C%2C2");
    const longest = sparse(65_536);
    expect(endpoint("GET /x", { v: longest }).url).toBe(
      `https://api.github.com/x?v=${"%2C".repeat(65_535)}x`,
    );
    expect(get.param("v", longest).build().url).toBe(endpoint("GET /x", { v: longest }).url);
  });

  it("keeps its length, its holes and its members in a body", () => {
    const list = sparse(LONG);
    list[7] = { a: 1 };
    for (const body of [
      post.param("v", list).build().body,
      endpoint.defaults({ v: list })("POST /x").body,
    ]) {
      const copy = (body as { v: unknown[] }).v;
      expect(copy).not.toBe(list);
      expect(copy.length).toBe(LONG);
      expect(Object.keys(copy)).toEqual(["7", String(LONG - 1)]);
      expect(copy[7]).toEqual({ a: 1 });
      expect(copy[7]).not.toBe(list[7]);
    }
  });

  it("may be long when it has no holes", () => {
    const dense = Array.from({ length: 70_000 }, () => "a");
    expect(endpoint("GET /x", { v: dense }).url).toHaveLength(
      "https://api.github.com/x?v=".length + 70_000 + 3 * 69_999,
    );
  });
});
