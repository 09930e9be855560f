import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isNativeBody, isStreamBody, knownByteLength } from "../../src/adapters/fetch-body.js";
import { toFetch } from "../../src/adapters/index.js";

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

describe("isNativeBody() and isStreamBody() for values that are not objects", () => {
  it("treats a function as data, even one tagged as an ArrayBuffer", () => {
    const tagged = Object.assign(() => 1, { [Symbol.toStringTag]: "ArrayBuffer" });
    expect(Object.prototype.toString.call(tagged)).toBe("[object ArrayBuffer]");
    expect(isNativeBody(tagged)).toBe(false);
  });

  it("treats a function as data, even one whose prototype is a stream's", () => {
    const streamLike = Object.setPrototypeOf(() => 1, ReadableStream.prototype) as unknown;
    expect(streamLike instanceof ReadableStream).toBe(true);
    expect(isNativeBody(streamLike)).toBe(false);
    expect(isStreamBody(streamLike)).toBe(false);
  });
});

describe("isNativeBody() and isStreamBody() with replaced globals", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A polyfilled stream class whose instanceof check reads a property of the value. */
  const DuckTypedStream = Object.defineProperty(function ReadableStream() {}, Symbol.hasInstance, {
    value: (value: unknown) => typeof (value as { getReader?: unknown }).getReader === "function",
  });

  it("never hands null to a class's instanceof check", () => {
    vi.stubGlobal("ReadableStream", DuckTypedStream);
    expect({ getReader() {} } instanceof ReadableStream).toBe(true);
    expect(isNativeBody(null)).toBe(false);
    expect(isStreamBody(null)).toBe(false);
    const [, init] = toFetch({
      method: "post",
      url: "https://example.test/",
      headers: {},
      body: null,
    });
    expect(init.body).toBe("null");
    expect(init).not.toHaveProperty("duplex");
  });

  it("treats an object as data where a body class is missing", () => {
    vi.stubGlobal("FormData", undefined);
    vi.stubGlobal("ReadableStream", undefined);
    expect(isNativeBody({ a: 1 })).toBe(false);
    expect(isStreamBody({ a: 1 })).toBe(false);
    const params = new URLSearchParams({ a: "1" });
    expect(isNativeBody(params)).toBe(true);
    const [, init] = toFetch({
      method: "post",
      url: "https://example.test/",
      headers: {},
      body: { a: 1 },
    });
    expect(init.body).toBe('{"a":1}');
  });
});
