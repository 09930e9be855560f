import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestBuilder } from "../../src/index.js";
import { failure } from "./support/fake-io.js";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("run: bad input", () => {
  it("reports a missing route", async () => {
    expect(await failure([])).toMatch(/^missing route/);
    expect(await failure(["-H", "a: 1"])).toMatch(/^missing route/);
  });

  it("reports an unknown option", async () => {
    expect(await failure(["GET /x", "--bogus"])).toMatch(/^unknown option "--bogus"/);
    expect(await failure(["-x", "GET /x"])).toMatch(/^unknown option "-x"/);
  });

  it("reports an option without its value", async () => {
    expect(await failure(["GET /x", "-H"])).toMatch(/^option "-H" needs a value/);
    expect(await failure(["GET /x", "--base-url"])).toMatch(/^option "--base-url" needs a value/);
  });

  it("reports a value given to a switch", async () => {
    expect(await failure(["--version=2"])).toBe('option "--version" takes no value');
  });

  it("reports a header without a colon", async () => {
    expect(await failure(["GET /x", "-H", "Authorization token"])).toBe(
      'a header must be "name: value", got "Authorization token"',
    );
  });

  it("reports a parameter without =", async () => {
    expect(await failure(["GET /x", "owner"])).toBe(
      'a parameter must be name=value or name:=json, got "owner"',
    );
  });

  it("suggests quoting when the route was split into method and url", async () => {
    expect(await failure(["GET", "/user"])).toBe(
      'a parameter must be name=value or name:=json, got "/user"; quote the route as one argument: "GET /user"',
    );
  });

  it("reports a parameter without a name", async () => {
    expect(await failure(["GET /x", "=1"])).toMatch(/needs a name/);
  });

  it("reports invalid JSON after := on one line, even when the JSON spans lines", async () => {
    expect(await failure(["POST /x", "a:={"])).toMatch(
      /^invalid JSON for parameter "a" after ":=": /,
    );
    expect(await failure(["POST /x", "a:="])).toMatch(/^invalid JSON for parameter "a"/);
    // V8 quotes the bad JSON in its message, line breaks included.
    expect(await failure(["POST /x", "a:=[1,\n2,\nx]"])).toMatch(/^invalid JSON for parameter "a"/);
  });

  it("reports an invalid URI template with the library's error code", async () => {
    expect(await failure(["GET /repos/{owner"])).toMatch(
      /^INVALID_TEMPLATE: invalid URI template "\/repos\/\{owner"/,
    );
  });

  it("reports an invalid method with the library's error code", async () => {
    expect(await failure(["G@T /x"])).toMatch(/^INVALID_METHOD: .*"G@T"/);
  });

  it("reports an empty route with the library's error code", async () => {
    expect(await failure([""])).toMatch(/^INVALID_ROUTE: /);
  });

  it("reports a header name that is not a token", async () => {
    expect(await failure(["GET /x", "-H", "X Trace: 1"])).toMatch(
      /^INVALID_HEADER_NAME: .*"X Trace"/,
    );
  });

  it("reports a header value with a line break, on one line", async () => {
    expect(await failure(["GET /x", "-H", "x-a: 1\r\nx-b: 2"])).toMatch(/^INVALID_HEADER_VALUE: /);
  });

  it("reports a base URL with a line break", async () => {
    expect(await failure(["GET /x", "--base-url", "https://a.example\n"])).toBe(
      '--base-url "https://a.example\\n" holds a space or a control character',
    );
  });

  it("reports parameter names that the library reserves for options", async () => {
    for (const name of [
      "baseUrl",
      "headers",
      "method",
      "url",
      "mediaType",
      "request",
      "__proto__",
    ]) {
      expect(await failure(["GET /x", `${name}:={}`])).toMatch(/^INVALID_PARAMETER: /);
    }
  });

  it("reports a path segment that would climb out of the path", async () => {
    expect(await failure(["GET /repos/{owner}/{repo}", "owner=..", "repo=r"])).toMatch(
      /^PATH_TRAVERSAL: /,
    );
  });

  it("reports an unexpected error as an internal error with exit status 1, on one line", async () => {
    vi.spyOn(RequestBuilder.prototype, "build").mockImplementation(() => {
      throw new TypeError("something broke\n    at somewhere (file.js:1:1)");
    });
    expect(await failure(["GET /x"], 1)).toBe(
      "internal error: something broke at somewhere (file.js:1:1)",
    );
  });

  it("reports a thrown value that is not an Error as an internal error", async () => {
    vi.spyOn(RequestBuilder.prototype, "build").mockImplementation(() => {
      throw "a string";
    });
    expect(await failure(["GET /x"], 1)).toBe("internal error: a string");
  });
});
