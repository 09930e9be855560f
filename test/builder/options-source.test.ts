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

describe("an options source that gives no merged options", () => {
  it.each<[string, unknown, string]>([
    ["null", null, "the result of toOptions() must be a plain object, got null"],
    ["an array", [], "the result of toOptions() must be a plain object, got an array"],
    ["no headers", {}, "the headers of toOptions() must be a plain object, got undefined"],
    [
      "no mediaType",
      { headers: {} },
      "the mediaType of toOptions() must be a plain object, got undefined",
    ],
  ])("is refused with INVALID_OPTIONS naming what it gave: %s", (_name, given, message) => {
    const source = { toOptions: () => given as MergedOptions };
    for (const merge of [() => optionsOf(source), () => RequestBuilder.create().merge(source)]) {
      const error = errorOf(merge);
      expect(error.code).toBe("INVALID_OPTIONS");
      expect(error.message).toBe(message);
    }
  });
});
