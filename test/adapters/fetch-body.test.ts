import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isNativeBody,
  isStreamBody,
  knownByteLength,
  utf8ByteLength,
} from "../../src/adapters/fetch-body.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

const encoder = new TextEncoder();

/** Strings of arbitrary UTF-16 code units, lone surrogates included. */
const codeUnitStrings = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
});

describe("utf8ByteLength()", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["ö", 2],
    ["€", 3],
    ["😀", 4],
    ["\ud800", 3], // a lone high surrogate is written as U+FFFD
    ["\udc00\ud800", 6], // a low surrogate before a high one is no pair
  ])("counts %j as %i bytes", (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });

  it("agrees with TextEncoder for every string of UTF-16 code units", () => {
    fc.assert(
      fc.property(fc.oneof(codeUnitStrings, fc.string({ unit: "binary" })), (text) => {
        expect(utf8ByteLength(text)).toBe(encoder.encode(text).byteLength);
      }),
      { seed: 20240611, numRuns: fuzzRuns(2000) },
    );
  });
});

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
