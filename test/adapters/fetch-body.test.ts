import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { isNativeBody, isStreamBody, knownByteLength } from "../../src/adapters/fetch-body.js";

describe("isNativeBody()", () => {
  it("recognises an ArrayBuffer from another realm", () => {
    const foreign = runInNewContext("new ArrayBuffer(4)") as ArrayBuffer;
    expect(foreign instanceof ArrayBuffer).toBe(false);
    expect(isNativeBody(foreign)).toBe(true);
    expect(knownByteLength(foreign)).toBe(4);
  });

  it.each([
    ["a plain object", {}],
    ["an array", [1]],
    ["null", null],
    ["a number", 1],
    ["an object that only looks like a stream", { getReader() {} }],
  ])("treats %s as data to encode", (_, value) => {
    expect(isNativeBody(value)).toBe(false);
    expect(isStreamBody(value)).toBe(false);
  });
});

describe("knownByteLength()", () => {
  it("knows no size for FormData, URLSearchParams and streams", () => {
    expect(knownByteLength(new FormData())).toBeUndefined();
    expect(knownByteLength(new URLSearchParams({ a: "1" }))).toBeUndefined();
    expect(knownByteLength(new ReadableStream())).toBeUndefined();
  });

  it("counts the viewed bytes of a typed array, not its whole buffer", () => {
    const view = new Uint8Array(new ArrayBuffer(10), 2, 3);
    expect(knownByteLength(view)).toBe(3);
  });
});
