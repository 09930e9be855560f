import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { merge } from "../../src/core/merge.js";
import { endpoint, RequestBuilder } from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

// Snapshots are made when they are read (docs/architecture.md): a first build() reads the
// waiting changes through a copy, a second build() or toOptions() makes the snapshot with one
// produce. Whichever way a result comes, it is the same, and nothing it hands out reaches back.

type Builder = RequestBuilder<string, string>;
type Step = (builder: Builder) => Builder;

const name = fc.constantFrom("owner", "repo", "per_page", "q", "labels", "body");
const value = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(undefined),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  // Object literals: a map without a prototype has no text, and is refused in a query.
  fc.record(
    { a: fc.integer(), b: fc.array(fc.integer(), { maxLength: 2 }) },
    { noNullPrototype: true },
  ),
);
const headerValue = fc.oneof(
  fc.string({ maxLength: 8 }).map((text) => text.replace(/[\r\n\0]/g, "")),
  fc.constant(undefined),
);

/** Options for merge(): every merge rule, `undefined` at every depth included. */
const mergeable = fc.record(
  {
    headers: fc.dictionary(fc.constantFrom("X-Trace", "x-trace", "authorization"), headerValue, {
      maxKeys: 2,
    }),
    mediaType: fc.record(
      {
        format: fc.constantFrom("", "raw", undefined),
        previews: fc.array(fc.constantFrom("mercy", "nebula-preview", "mercy-preview"), {
          maxLength: 2,
        }),
      },
      { requiredKeys: [] },
    ),
    request: fc.record(
      { timeout: fc.integer(), retry: fc.record({ limit: fc.integer() }, { requiredKeys: [] }) },
      { requiredKeys: [] },
    ),
    baseUrl: fc.constantFrom("https://ghe.example/api/v3", undefined),
    per_page: value,
    labels: value,
    q: value,
  },
  { requiredKeys: [] },
);

const step: fc.Arbitrary<Step> = fc.oneof(
  mergeable.map(
    (options): Step =>
      (b) =>
        b.merge(options as never),
  ),
  fc.record({ timeout: fc.integer(), signal: fc.constant(undefined) }, { requiredKeys: [] }).map(
    (meta): Step =>
      (b) =>
        b.request(meta),
  ),
  fc.tuple(name, value).map(
    ([key, v]): Step =>
      (b) =>
        b.param(key, v),
  ),
  fc.dictionary(name, value, { maxKeys: 3 }).map(
    (all): Step =>
      (b) =>
        b.params(all),
  ),
  fc
    .tuple(fc.constantFrom("X-Trace", "x-trace", "If-None-Match", "authorization"), headerValue)
    .map(
      ([header, v]): Step =>
        (b) =>
          b.header(header, v),
    ),
  fc.constantFrom("mercy", "symmetra-preview", "nebula").map(
    (p): Step =>
      (b) =>
        b.preview(p),
  ),
  fc.constantFrom("", "raw", "diff").map(
    (f): Step =>
      (b) =>
        b.format(f),
  ),
  fc.constantFrom("GET", "POST", "PATCH").map(
    (m): Step =>
      (b) =>
        b.method(m),
  ),
  fc.constantFrom("https://api.github.com", "https://ghe.example/api/v3").map(
    (u): Step =>
      (b) =>
        b.baseUrl(u),
  ),
  value.map(
    (d): Step =>
      (b) =>
        b.data(d),
  ),
  // Reading the options makes the snapshot, so later steps wait on a made one.
  fc.constant((b: Builder): Builder => {
    b.toOptions();
    return b;
  }),
);

const ROUTE = "POST /repos/{owner}/{repo}/issues{?q}";

function chain(steps: readonly Step[]): Builder {
  let builder = RequestBuilder.create().route(ROUTE) as unknown as Builder;
  for (const apply of steps) builder = apply(builder);
  return builder.params({ owner: "octocat", repo: "Hello-World" });
}

describe("snapshots made on read", () => {
  it("build the same request whether the snapshot is waiting or made", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const first = chain(steps).build(); // read through the waiting changes
        const builder = chain(steps);
        builder.build();
        const made = builder.build(); // the second build makes the snapshot
        expect(first).toEqual(made);
        // Later builds reuse the URL of the first: the request stays the same.
        expect(builder.build()).toEqual(made);
        expect(builder.toFetch()[0]).toBe(made.url);
        // The same options through endpoint() give the same request.
        expect(endpoint(builder.toOptions())).toEqual(made);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });

  it("keeps a waiting snapshot unchanged when a result is changed", () => {
    const builder = RequestBuilder.create()
      .route("POST /repos/{owner}/{repo}/issues{?labels}")
      .params({ owner: "o", repo: "r" })
      .param("labels", ["bug"])
      .data({ title: "t", nested: { list: [1] } });
    const first = builder.build() as { body: { nested: { list: number[] } } };
    first.body.nested.list.push(2);
    const second = builder.build() as { body: { nested: { list: number[] } } };
    expect(second.body.nested.list).toEqual([1]);
  });

  it("reads a chain of many more steps than it lets wait", () => {
    let builder = RequestBuilder.create().route("GET /search/issues{?q}") as unknown as Builder;
    for (let index = 0; index < 200; index++) builder = builder.param("q", `term-${index}`);
    expect(builder.build().url).toBe("https://api.github.com/search/issues?q=term-199");
    expect(builder.toOptions().q).toBe("term-199");
  });

  it("leaves every earlier builder of a chain as it was", () => {
    const base = RequestBuilder.create().route("GET /repos/{owner}/{repo}").param("owner", "a");
    const one = base.param("repo", "one");
    const two = base.param("repo", "two").header("x-trace", "2");
    expect(two.build().url).toBe("https://api.github.com/repos/a/two");
    expect(one.build().url).toBe("https://api.github.com/repos/a/one");
    expect(one.build().headers).not.toHaveProperty("x-trace");
    expect(base.toOptions()).not.toHaveProperty("repo");
  });

  it("reads waiting previews and a format over a made snapshot that has its own", () => {
    const made = RequestBuilder.create().route("GET /x").preview("mercy").format("raw");
    made.toOptions(); // makes the snapshot
    const waiting = made.preview("nebula").format("diff");
    expect(waiting.build().headers.accept).toBe(
      "application/vnd.github.mercy-preview.diff,application/vnd.github.nebula-preview.diff",
    );
    expect(made.build().headers.accept).toBe("application/vnd.github.mercy-preview.raw");
    expect(waiting.toOptions().mediaType).toEqual({
      format: "diff",
      previews: ["mercy", "nebula"],
    });
  });

  it("keeps each preview once when a list repeats one already set", () => {
    const builder = RequestBuilder.create().route("GET /x").preview("mercy");
    const waiting = builder.previews(["mercy", "nebula-preview", "nebula"]);
    expect(waiting.toOptions().mediaType.previews).toEqual(["mercy", "nebula"]);
    builder.toOptions(); // the same on a made snapshot
    expect(builder.previews(["nebula", "mercy"]).toOptions().mediaType.previews).toEqual([
      "mercy",
      "nebula",
    ]);
  });

  it("returns the same builder for a change that sets what a waiting step set", () => {
    const waiting = RequestBuilder.create().route("GET /x{?a}").param("a", 1).header("X-A", "1");
    expect(waiting.param("a", 1)).toBe(waiting);
    expect(waiting.header("x-a", "1")).toBe(waiting);
    expect(waiting.param("a", 2)).not.toBe(waiting);
  });
});

describe("merge() and request() record their changes", () => {
  it("give what the merge rules give, on a waiting or a made snapshot", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), mergeable, (steps, options) => {
        const waiting = chain(steps);
        const made = chain(steps);
        const before = made.toOptions(); // makes the snapshot
        const expected = merge(before, options);
        expect(waiting.merge(options as never).toOptions()).toEqual(expected);
        expect(made.merge(options as never).toOptions()).toEqual(expected);
        expect(made.toOptions()).toEqual(before);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });

  it("return the same builder when nothing changes", () => {
    const builder = RequestBuilder.create()
      .route("GET /x")
      .header("x-a", "1")
      .merge({ per_page: 5, request: { timeout: 1 } });
    expect(builder.merge({ per_page: 5, headers: { "X-A": "1" } })).toBe(builder);
    expect(builder.merge({ mediaType: { previews: [] } })).toBe(builder);
    expect(builder.request({ timeout: 1 })).toBe(builder);
    const labelled = builder.merge({ labels: { a: [1] } });
    expect(labelled.merge({ labels: { a: [1] } })).toBe(labelled);
    expect(labelled.merge({ labels: { b: 2 } }).toOptions().labels).toEqual({ a: [1], b: 2 });
    expect(builder.merge({ per_page: 6 })).not.toBe(builder);
    expect(builder.request({ timeout: 2 })).not.toBe(builder);
  });

  it("record a value that only looks like the one there", () => {
    // A map with the same entries as a list, or a map over a value that is not plain data,
    // is a different value: the merge rules replace it, and so does the builder.
    const listed = RequestBuilder.create().param("labels", ["x"]);
    expect(listed.merge({ labels: { 0: "x" } }).toOptions().labels).toEqual({ 0: "x" });
    const mapped = RequestBuilder.create().param("labels", { 0: "x" });
    expect(mapped.merge({ labels: ["x"] }).toOptions().labels).toEqual(["x"]);
    const dated = RequestBuilder.create().param("since", new Date(0));
    const merged = dated.merge({ since: {} });
    expect(merged).not.toBe(dated);
    expect(merged.toOptions().since).toEqual({});
    expect(merged.toOptions().since).not.toBeInstanceOf(Date);
  });

  it("keep the order of the headers, a changed one in its place", () => {
    const builder = RequestBuilder.create().header("x-a", "1").header("x-b", "2");
    const merged = builder.merge({ headers: { "x-c": "3", "X-A": "4" } });
    expect(merged.toOptions().headers).toEqual({
      accept: "application/vnd.github.v3+json",
      "user-agent": builder.toOptions().headers["user-agent"],
      "x-a": "4",
      "x-b": "2",
      "x-c": "3",
    });
    expect(Object.keys(merged.toOptions().headers)).toEqual([
      "accept",
      "user-agent",
      "x-a",
      "x-b",
      "x-c",
    ]);
  });

  it("keep a merged value frozen in the snapshot, and the caller's object unfrozen", () => {
    const labels = { a: 1 };
    const builder = RequestBuilder.create().merge({ labels });
    expect(Object.isFrozen(labels)).toBe(false);
    const options = builder.toOptions();
    options.labels = "changed";
    expect(builder.toOptions().labels).toEqual({ a: 1 });
  });
});

describe("a step over a made snapshot or one waiting", () => {
  /** A builder whose snapshot is made now. */
  const made = <Built extends { toOptions(): unknown }>(builder: Built): Built => {
    builder.toOptions();
    return builder;
  };

  it("returns the same builder for a preview a made snapshot has set", () => {
    const previewed = made(RequestBuilder.create().route("GET /x").preview("mercy"));
    expect(previewed.preview("mercy")).toBe(previewed);
    expect(previewed.previews(["mercy-preview", "mercy"])).toBe(previewed);
    const waiting = previewed.header("x-a", "1");
    expect(waiting.preview("mercy")).toBe(waiting);
    expect(waiting.preview("nebula")).not.toBe(waiting);
  });

  it("searches a list of up to 16 set previews, and takes a longer one as a change (C10)", () => {
    const names = Array.from({ length: 17 }, (_, index) => `preview${index}`);
    const previewed = made(RequestBuilder.create().route("GET /x").previews(names));
    expect(previewed.previews(names.slice(0, 16))).toBe(previewed);
    const again = previewed.previews(names);
    expect(again).not.toBe(previewed);
    expect(again.toOptions()).toEqual(previewed.toOptions());
    expect(again.build()).toEqual(previewed.build());
  });

  it("tells a value set at one place from the same value at another", () => {
    const parameter = RequestBuilder.create().route("GET /x{?format}").param("format", "raw");
    const formatted = parameter.format("raw");
    expect(formatted).not.toBe(parameter);
    expect(formatted.toOptions().mediaType.format).toBe("raw");
    expect(formatted.build().headers.accept).toBe("application/vnd.github.v3.raw");
    expect(formatted.build().url).toBe("https://api.github.com/x?format=raw");
    const header = RequestBuilder.create().route("GET /x").header("format", "raw");
    expect(header.format("raw").toOptions().mediaType.format).toBe("raw");
  });

  it("replaces plain data by a value that is not plain data, though both have no keys", () => {
    for (const value of [new Date(0), new Map(), new URL("https://x.example")]) {
      const plain = RequestBuilder.create().param("since", {});
      const replaced = plain.param("since", value);
      expect(replaced).not.toBe(plain);
      expect(replaced.toOptions().since).toBe(value);
      const merged = plain.merge({ since: value });
      expect(merged).not.toBe(plain);
      expect(merged.toOptions().since).toBe(value);
    }
  });
});

describe("what a made snapshot records and reads", () => {
  const made = <Built extends { toOptions(): unknown }>(builder: Built): Built => {
    builder.toOptions();
    return builder;
  };

  it("records a step that sets the value a default already holds", () => {
    // GET is the default method: the step changes no value, but the builder now sets it, so
    // merging it into another builder brings it along.
    const getting = RequestBuilder.create().method("GET");
    expect(getting).not.toBe(RequestBuilder.create());
    const posting = RequestBuilder.create().route("POST /x");
    expect(posting.merge(getting).build().method).toBe("get");
    expect(posting.merge(RequestBuilder.create()).build().method).toBe("post");
  });

  it("returns the same builder for a header a made snapshot holds and has set", () => {
    const headed = made(RequestBuilder.create().route("GET /x").header("x-a", "1"));
    expect(headed.header("x-a", "1")).toBe(headed);
    expect(headed.headers({ "X-A": "1" })).toBe(headed);
    expect(headed.header("x-a", "2")).not.toBe(headed);
    // A top-level key of that name is another place.
    expect(headed.param("x-a", "1")).not.toBe(headed);
  });

  it("merges previews over the format a made snapshot holds", () => {
    const formatted = made(RequestBuilder.create().route("GET /x").format("raw"));
    const merged = formatted.merge({ mediaType: { previews: ["mercy"] } });
    expect(merged.toOptions().mediaType).toEqual({ format: "raw", previews: ["mercy"] });
    expect(merged.build().headers.accept).toBe("application/vnd.github.mercy-preview.raw");
  });

  it("makes an older snapshot of a moved-on chain with exactly the keys its steps wrote", () => {
    const older = RequestBuilder.create()
      .route("GET /x" as string)
      .param("a", 1)
      .header("x-a", "1");
    const newer = older.param("b", 2);
    // `older` no longer owns the chain: it is made from its own steps alone.
    const options = older.toOptions();
    expect(Object.keys(options.mediaType)).toEqual(["format", "previews"]);
    expect(Object.keys(options.headers)).toEqual(["accept", "user-agent", "x-a"]);
    expect(options).not.toHaveProperty("b");
    expect(newer.toOptions()).toHaveProperty("b", 2);
  });

  it("skips an own __proto__ key of merged options, and keeps a key that is empty", () => {
    const options = JSON.parse('{"__proto__": {"polluted": 1}, "": "e", "a": 1}');
    const built = RequestBuilder.create().route("GET /x").merge(options);
    const result = built.toOptions();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.hasOwn(result, "__proto__")).toBe(false);
    expect((result as Record<string, unknown>).polluted).toBeUndefined();
    expect(result).toHaveProperty("a", 1);
    expect(result).toHaveProperty("", "e");
  });
});

describe("a long chain", () => {
  it("adds 300,000 preview names of one step, waiting or made, without a spread of arguments", () => {
    const names = Array.from({ length: 300_000 }, (_, index) => `p${index}`);
    const waiting = RequestBuilder.create().route("GET /x").previews(names);
    const accept = waiting.build().headers.accept as string;
    expect(accept.split(",")).toHaveLength(300_000);
    expect(waiting.toOptions().mediaType.previews).toHaveLength(300_000);
  });

  it("reads a value of an older snapshot of the chain after the chain moved on", () => {
    const first = RequestBuilder.create()
      .route("GET /x" as string)
      .param("a", 1);
    const second = first.param("b", 2);
    // `first` no longer owns the chain's index: a step from it makes it first.
    expect(first.param("a", 1)).toBe(first);
    expect(first.param("c", 3).build().url).toBe("https://api.github.com/x?a=1&c=3");
    expect(second.build().url).toBe("https://api.github.com/x?a=1&b=2");
  });

  it("merges a map into the map of its name through the chain's index", () => {
    const built = RequestBuilder.create()
      .route("POST /x" as string)
      .param("filter", { a: 1 })
      .param("other", 1)
      .merge({ filter: { b: 2 } })
      .build();
    expect(built.body).toEqual({ filter: { a: 1, b: 2 }, other: 1 });
  });
});

describe("a step that sets a map with symbol keys", () => {
  // A symbol key (`Symbol.toPrimitive`) may decide how a map is written: two maps that differ
  // only there are not the same data, so the step is a change.
  it("is a change when only a symbol key differs, and no change when it is the same map", () => {
    const key = Symbol("k");
    const first = RequestBuilder.create().param("q", { [key]: 1, a: 1 });
    expect(first.param("q", { [key]: 2, a: 1 })).not.toBe(first);
    const plain = RequestBuilder.create().param("q", { a: 1 });
    expect(plain.param("q", { a: 1 })).toBe(plain);
    expect(plain.param("q", { [key]: 1, a: 1 })).not.toBe(plain);
  });
});

describe("toOptions() of a chain", () => {
  // The parameters sit in a map of their own in the state; the options come out flat, each
  // key where the reference's merge() puts it: the defaults' keys, then each key in the order
  // a step first set it.
  it("lists options and parameters in the order the steps first set them", () => {
    const options = RequestBuilder.create()
      .param("a", 1)
      .route("POST /x")
      .request({ timeout: 1 })
      .param("b", 2)
      .param("a", 3)
      .toOptions();
    expect(Object.keys(options)).toEqual([
      "method",
      "baseUrl",
      "headers",
      "mediaType",
      "a",
      "url",
      "request",
      "b",
    ]);
    expect(options).toMatchObject({ method: "POST", url: "/x", a: 3, b: 2 });
  });
});
