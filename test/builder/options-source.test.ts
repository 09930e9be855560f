import { describe, expect, it } from "vitest";
import { isOptionsSource, optionsOf } from "../../src/builder/options-source.js";
import { endpoint, type MergedOptions, RequestBuilder } from "../../src/index.js";
import { errorOf } from "../support/thrown.js";

describe("options sources", () => {
  it("are objects with a toOptions() function", () => {
    expect(isOptionsSource(RequestBuilder.create())).toBe(true);
    expect(isOptionsSource({ toOptions: () => endpoint.DEFAULTS })).toBe(true);
    for (const value of [null, undefined, {}, { toOptions: 1 }, "x"]) {
      expect(isOptionsSource(value), String(value)).toBe(false);
    }
  });

  it("give merged options, or INVALID_OPTIONS", () => {
    const options = endpoint.merge("GET /x");
    expect(optionsOf({ toOptions: () => options })).toBe(options);
    for (const given of [null, {}, { headers: {} }, []]) {
      const source = { toOptions: () => given as unknown as MergedOptions };
      expect(errorOf(() => optionsOf(source)).code, JSON.stringify(given)).toBe("INVALID_OPTIONS");
    }
  });

  it("merge into a builder with all their options, where a builder gives what it set", () => {
    const post = RequestBuilder.create().route("POST /x");
    // A source that is no builder of this package: its GET, the built-in default, counts.
    const foreign = { toOptions: () => endpoint.merge({ headers: { "x-a": "1" } }) };
    expect(post.merge(foreign).build().method).toBe("get");
    // A builder of this package gives only the header it set.
    expect(post.merge(RequestBuilder.create().header("x-a", "1")).build().method).toBe("post");
  });
});
