import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copyMergedOptions, freezeDeep } from "../../src/core/copy.js";
import { BUILT_IN_DEFAULTS } from "../../src/core/defaults.js";
import { merge } from "../../src/core/merge.js";
import { isParameterKey, OPTION_KEYS, type OptionKey } from "../../src/core/options.js";
import { parse } from "../../src/core/parse.js";
import { endpoint, RequestBuilder } from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

// The table of option keys against every place that reads it, both ways: each row is an option
// key there, and no key outside the table is.

/** A value of each option key that its merge rule takes; typed so that a new row needs one. */
const SAMPLES: { readonly [Key in OptionKey]: unknown } = {
  method: "PATCH",
  baseUrl: "https://example.test/api",
  url: "/samples/{id}",
  headers: { "X-Sample": "1" },
  request: { timeout: 5 },
  mediaType: { format: "raw", previews: ["mercy"] },
};

const rows: readonly string[] = OPTION_KEYS;
/** Keys that are not rows: generated, and the rows' near misses. */
const otherKey = fc
  .oneof(
    fc.string(),
    fc.constantFrom(
      ...rows.flatMap((key) => [
        key.toUpperCase(),
        `${key[0]?.toUpperCase()}${key.slice(1)}`,
        `${key} `,
        key.slice(1),
      ]),
    ),
    fc.constantFrom("data", "constructor", "toString", "hasOwnProperty", ""),
  )
  .filter((key) => !rows.includes(key) && key !== "__proto__");

describe("the table of option keys", () => {
  it("has a sample of every row and no other", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...OPTION_KEYS].sort());
    expect(new Set(OPTION_KEYS).size).toBe(OPTION_KEYS.length);
  });

  it("isParameterKey() refuses exactly its rows and __proto__", () => {
    for (const key of OPTION_KEYS) expect(isParameterKey(key), key).toBe(false);
    expect(isParameterKey("__proto__")).toBe(false);
    fc.assert(
      fc.property(otherKey, (key) => isParameterKey(key)),
      { numRuns: fuzzRuns(500) },
    );
  });

  it.each(OPTION_KEYS)("merge() applies the rule of %s, never as a parameter", (key) => {
    const merged = merge(BUILT_IN_DEFAULTS, { url: "/x", [key]: SAMPLES[key] });
    const built = parse(merge(merged, "POST /samples/{id}", { id: 1 }));
    // The rule changed the key's value, and the value reached no body as a parameter.
    expect(merged[key]).not.toEqual(BUILT_IN_DEFAULTS[key]);
    expect(built.body).toBeUndefined();
  });

  it.each(OPTION_KEYS)("merge() carries %s of the defaults it merges over", (key) => {
    const defaults = freezeDeep(merge(BUILT_IN_DEFAULTS, { url: "/x", [key]: SAMPLES[key] }));
    expect(merge(defaults, {})[key]).toEqual(defaults[key]);
    expect(merge({ ...defaults }, { per_page: 1 })[key]).toEqual(defaults[key]);
  });

  it("merge() and parse() take any other key as a parameter", () => {
    fc.assert(
      fc.property(otherKey, (key) => {
        const merged = merge(BUILT_IN_DEFAULTS, "POST /x", { [key]: "v" });
        expect(merged[key]).toBe("v");
        const body = parse(merged).body;
        // `data` is the parameter that is the body itself.
        expect(body).toEqual(key === "data" ? "v" : { [key]: "v" });
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it.each(OPTION_KEYS)("the builder's merge() and endpoint.merge() agree on %s", (key) => {
    const options = { [key]: SAMPLES[key] };
    const builder = RequestBuilder.create().merge(options);
    expect(builder.toOptions()).toEqual(endpoint.merge(options));
    expect(endpoint.defaults(options).DEFAULTS).toEqual(endpoint.merge(options));
  });

  it.each([...OPTION_KEYS, "data"])(
    "the builder's .param() and .params() refuse %s, which has its own step",
    (key) => {
      const create = RequestBuilder.create;
      expect(() => create().param(key as never, "x")).toThrow(
        expect.objectContaining({ code: "INVALID_PARAMETER" }),
      );
      expect(() => create().params({ [key]: "x" } as never)).toThrow(
        expect.objectContaining({ code: "INVALID_PARAMETER" }),
      );
    },
  );

  it.each(OPTION_KEYS)("a copy of frozen merged options holds its own %s", (key) => {
    const merged = freezeDeep(merge(BUILT_IN_DEFAULTS, { [key]: SAMPLES[key] }));
    const copy = copyMergedOptions(merged);
    expect(copy).toEqual(merged);
    if (typeof merged[key] === "object") {
      expect(copy[key]).not.toBe(merged[key]);
      expect(Object.isFrozen(copy[key])).toBe(false);
    }
  });
});
