import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { endpoint, isRestbuildError, RequestBuilder } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

// C10 for lists: a list costs what it holds, not its length. `length = 2 ** 32 - 1` with one
// member is copied by the builder and by defaults() at the cost of one member; as a query
// value, where its text would hold a comma per hole, a list longer than 65,536 with holes is
// refused (INVALID_QUERY_VALUE). The work is counted, not timed: the list is seen through a
// proxy that counts every read of an index, so a path that walks the length reads billions
// of indices, and one that walks the members reads a few, whatever the length.

/** A list of `length` with one member, at its end. */
function sparse(length: number): unknown[] {
  const list: unknown[] = [];
  list.length = length;
  list[length - 1] = "x";
  return list;
}

/** An array index as a property key: what a walk over the length reads. */
function isIndex(key: string | symbol): boolean {
  return typeof key === "string" && key !== "" && String(Number(key) >>> 0) === key;
}

/** A sparse list seen through a proxy that counts each read, test or lookup of an index. */
function countingSparse(length: number): { list: unknown[]; reads: () => number } {
  let reads = 0;
  const counted = <Result>(key: string | symbol, result: Result): Result => {
    if (isIndex(key)) reads++;
    return result;
  };
  const list = new Proxy(sparse(length), {
    get: (target, key, receiver) => counted(key, Reflect.get(target, key, receiver)),
    has: (target, key) => counted(key, Reflect.has(target, key)),
    getOwnPropertyDescriptor: (target, key) =>
      counted(key, Reflect.getOwnPropertyDescriptor(target, key)),
  });
  return { list, reads: () => reads };
}

// Two lengths far apart, both past 65,536: a walk over the length would read 2 ** 26 indices
// at least; the members are one, so a few reads is all a walk over them makes.
const SHORT = 2 ** 26;
const LONG = 2 ** 32 - 1;
/** Reads of the one member, its neighbour checks and the hole test, with room to spare. */
const MOST_READS = 8;

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

/** The index reads of one call on a fresh list, under a hard limit so that a walk fails fast. */
function readsOf(run: (list: unknown[]) => unknown, length: number): number {
  const { list, reads } = countingSparse(length);
  const context = { run, list, failure: undefined as unknown };
  runInNewContext("try { run(list); } catch (error) { failure = error; }", context, {
    timeout: 10_000,
  });
  if (context.failure !== undefined && !isRestbuildError(context.failure)) throw context.failure;
  return reads();
}

describe("a sparse list costs what it holds", () => {
  it.each(PATHS)("%s: the work does not grow with the length", (_name, run) => {
    const short = readsOf(run, SHORT);
    expect(short).toBeLessThanOrEqual(MOST_READS);
    expect(readsOf(run, LONG)).toBe(short);
  });

  it("counts every index a walk over the length reads", () => {
    expect(readsOf((list) => list.join(","), 1_000)).toBeGreaterThanOrEqual(1_000);
    expect(readsOf((list) => [...list], 1_000)).toBeGreaterThanOrEqual(1_000);
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
