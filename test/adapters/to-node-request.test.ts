import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { toFetch, toNodeRequest } from "../../src/adapters/index.js";
import type { RequestOptions } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

function post(body: unknown, headers: Record<string, string | number> = {}): RequestOptions {
  return { method: "post", url: "https://a.example/x", headers, body };
}

describe("toNodeRequest()", () => {
  it("has the method, url, headers and signal of toFetch()", () => {
    const signal = new AbortController().signal;
    const options = { ...post({ a: 1 }, { "X-Count": 2 }), request: { signal, timeout: 5 } };
    const [url, init] = toFetch(options);
    expect(toNodeRequest(options)).toEqual({
      method: "POST",
      url,
      headers: init.headers,
      body: '{"a":1}',
      signal,
    });
    expect(toNodeRequest(options).headers).toEqual({
      "x-count": "2",
      "content-type": "application/json; charset=utf-8",
    });
  });

  it("has no body and no signal when the options have none", () => {
    const request = toNodeRequest({ method: "get", url: "https://a.example/", headers: {} });
    expect(request).toEqual({ method: "GET", url: "https://a.example/", headers: {} });
    expect(request).not.toHaveProperty("body");
    expect(request).not.toHaveProperty("signal");
  });

  it("passes a string, and a Uint8Array over its whole buffer, as they are", () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(toNodeRequest(post(bytes)).body).toBe(bytes);
    expect(toNodeRequest(post("")).body).toBe("");
  });

  it("copies the bytes of a view over part of a buffer, so that its buffer holds only them", () => {
    const buffer = new Uint8Array([1, 2, 3, 4, 5]);
    for (const view of [buffer.subarray(1, 3), new DataView(buffer.buffer, 1, 2)]) {
      const body = toNodeRequest(post(view)).body as Uint8Array;
      expect(body).toBeInstanceOf(Uint8Array);
      expect([...body]).toEqual([2, 3]);
      expect(body.buffer.byteLength).toBe(2);
    }
    const words = new Uint16Array([0x0102]);
    expect((toNodeRequest(post(words)).body as Uint8Array).byteLength).toBe(2);
  });

  it("views an ArrayBuffer, of any realm, without copying it", () => {
    const foreign = runInNewContext("new Uint8Array([7, 8]).buffer") as ArrayBuffer;
    const body = toNodeRequest(post(foreign)).body as Uint8Array;
    expect([...body]).toEqual([7, 8]);
    expect(body.buffer).toBe(foreign);
  });

  it("sends URLSearchParams as their text, with fetch's content type unless one is set", () => {
    const form = new URLSearchParams({ q: "a b" });
    expect(toNodeRequest(post(form))).toMatchObject({
      body: "q=a+b",
      headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
    });
    expect(toNodeRequest(post(form, { "content-type": "text/plain" })).headers).toEqual({
      "content-type": "text/plain",
    });
  });

  it.each([
    ["a Blob", new Blob(["x"])],
    ["a FormData", new FormData()],
    ["a ReadableStream", new ReadableStream()],
  ])("refuses %s, whose bytes only fetch reads", (kind, body) => {
    expect(codeOf(() => toNodeRequest(post(body)))).toBe("INVALID_BODY");
    expect(() => toNodeRequest(post(body))).toThrow(
      `toNodeRequest() gives a string or bytes at once, and ${kind} body can only be read asynchronously: send it with fetch (toFetch)`,
    );
  });

  it("checks what toFetch() checks", () => {
    expect(codeOf(() => toNodeRequest(post("abc", { "content-length": 4 })))).toBe(
      "INVALID_HEADER_VALUE",
    );
    expect(codeOf(() => toNodeRequest(post(1n)))).toBe("INVALID_BODY");
    expect(codeOf(() => toNodeRequest(null as never))).toBe("INVALID_OPTIONS");
  });

  it("names itself, not fetch, when it refuses by fetch's rules", () => {
    const message = (options: RequestOptions) => {
      try {
        toNodeRequest(options);
      } catch (error) {
        return (error as Error).message;
      }
      return undefined;
    };
    const rules = "toNodeRequest(), which follows fetch's rules,";
    expect(message({ method: "get", url: "https://a.example/x", headers: {}, body: "b" })).toBe(
      `a GET request cannot have a body (${rules} refuses it), got "b"`,
    );
    expect(message({ method: "connect", url: "https://a.example/x", headers: {} })).toBe(
      `${rules} does not send CONNECT requests`,
    );
    expect(message(post("b", { "x-a": "\u0100" }))).toBe(
      `header "x-a" holds a character ${rules} cannot send (above U+00FF): "\u0100"`,
    );
    expect(message({ ...post("b"), url: " //evil.example/x" })).toMatch(
      new RegExp(`^a URL for ${rules.replace(/[()]/g, "\\$&")} must not contain`),
    );
  });
});
