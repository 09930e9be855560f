import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  checkParameterName,
  expectPlainObject,
  normalizeHeaderName,
  validateBaseUrl,
  validateFormat,
  validateHeaderValue,
  validateMethod,
  validatePreviewName,
  validateUrl,
} from "../../src/core/validate.js";
import { endpoint, isRestbuildError } from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { errorOf } from "../support/thrown.js";

describe("the checks of options", () => {
  it("takes any HTTP token as a method, as written", () => {
    expect(validateMethod("PROPFIND")).toBe("PROPFIND");
    expect(validateMethod("get")).toBe("get");
    for (const method of ["", "GE T", 1, "GET\n"]) {
      expect(errorOf(() => validateMethod(method)).code, String(method)).toBe("INVALID_METHOD");
    }
  });

  it("refuses a url or base URL that is not a string or holds a line break", () => {
    expect(validateUrl("/x")).toBe("/x");
    expect(validateBaseUrl("https://ghe.example/api/v3")).toBe("https://ghe.example/api/v3");
    expect(errorOf(() => validateUrl(42)).code).toBe("INVALID_URL");
    expect(errorOf(() => validateBaseUrl("https://x\r\n")).code).toBe("INVALID_BASE_URL");
  });

  it("lowercases a header name that is a token, and checks its value", () => {
    expect(normalizeHeaderName("X-Trace")).toBe("x-trace");
    expect(errorOf(() => normalizeHeaderName("x y")).code).toBe("INVALID_HEADER_NAME");
    expect(validateHeaderValue("x", 5)).toBe(5);
    expect(errorOf(() => validateHeaderValue("x", "a\nb")).code).toBe("INVALID_HEADER_VALUE");
    expect(errorOf(() => validateHeaderValue("x", Number.NaN)).code).toBe("INVALID_HEADER_VALUE");
  });

  it("takes a parameter name that is no option key, naming the step of one that is", () => {
    expect(checkParameterName("owner")).toBe("owner");
    const error = errorOf(() => checkParameterName("headers"));
    expect(error.code).toBe("INVALID_PARAMETER");
    expect(error.message).toContain(".headers()");
  });

  it("expects plain objects only", () => {
    expect(expectPlainObject({ a: 1 }, "options")).toEqual({ a: 1 });
    for (const value of [null, [], new Map(), "x"]) {
      expect(errorOf(() => expectPlainObject(value, "options")).code).toBe("INVALID_OPTIONS");
    }
  });
});

describe("the first character past ASCII", () => {
  // U+0080 is the first code past the token table, which holds ASCII only.
  it("is no HTTP token in a method", () => {
    for (const call of [() => validateMethod("GET\u0080"), () => endpoint("GET\u0080 /x")]) {
      const error = errorOf(call);
      expect(error.code).toBe("INVALID_METHOD");
      // The message writes the C1 control as an escape (RestbuildError's rule for messages).
      expect(error.message).toBe('method must be an HTTP token such as "GET", got "GET\\u0080"');
    }
  });

  it("is no HTTP token in a header name", () => {
    for (const call of [
      () => normalizeHeaderName("x-\u0080"),
      () => endpoint("GET /x", { headers: { "x-\u0080": "1" } }),
    ]) {
      const error = errorOf(call);
      expect(error.code).toBe("INVALID_HEADER_NAME");
      expect(error.message).toBe('header name must be an HTTP token, got "x-\\u0080"');
    }
  });
});

describe("preview names and formats", () => {
  it("refuses a + in a preview name, which a format may hold", () => {
    expect(validateFormat("text+json")).toBe("text+json");
    for (const call of [
      () => validatePreviewName("mercy+json"),
      () => endpoint("GET /x", { mediaType: { previews: ["mercy+json"] } }),
    ]) {
      const error = errorOf(call);
      expect(error.code).toBe("INVALID_MEDIA_TYPE");
      expect(error.message).toBe(
        'a preview name must be letters, digits, "_", "." or "-", got "mercy+json"',
      );
    }
  });

  // The written rules, as regular expressions: the checks loop over char codes instead.
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: fc.constantFrom(..."aZ09_.-+ ,/\r\u00e9") }),
  );

  it.each([
    ["a preview name: letters, digits, _, . and -", validatePreviewName, /^[A-Za-z0-9_.-]+$/],
    ["a format: letters, digits, _, ., + and -, or none", validateFormat, /^[A-Za-z0-9_.+-]*$/],
  ] as const)("takes %s, and nothing else", (_, check, rule) => {
    fc.assert(
      fc.property(text, (given) => {
        let accepted = true;
        try {
          check(given);
        } catch (error) {
          expect(isRestbuildError(error) && error.code).toBe("INVALID_MEDIA_TYPE");
          accepted = false;
        }
        expect(accepted, JSON.stringify(given)).toBe(rule.test(given));
      }),
      { numRuns: fuzzRuns(500) },
    );
  });
});

describe("a base URL names one host, or none (C6)", () => {
  it("takes an absolute URL with a host, a network path with a host, a path and nothing", () => {
    for (const base of [
      "https://ghe.example/api/v3",
      "https://a/x",
      "http://[::1]:8080/",
      "HTTPS://API.EXAMPLE",
      "https://user@ghe.example",
      "//ghe.example/api",
      "/api",
      "/",
      "api",
      "",
    ]) {
      expect(validateBaseUrl(base), base).toBe(base);
    }
  });

  it("refuses a backslash, which URL parsers read as a slash", () => {
    for (const base of ["\\", "/\\", "https://ghe.example\\api"]) {
      expect(errorOf(() => validateBaseUrl(base)).message, base).toBe(
        `baseUrl ${JSON.stringify(base)} holds a backslash, which URL parsers read as "/": write "/" instead`,
      );
    }
    // "\\" before "/{a}" would read as "//{a}": the value would name the host.
    expect(
      errorOf(() => endpoint("GET /{a}/x", { baseUrl: "\\" as string, a: "evil.example" })).code,
    ).toBe("INVALID_BASE_URL");
  });

  it("refuses a scheme without // and a host, which URL parsers complete with the text after it", () => {
    for (const [base, scheme] of [
      ["https:", "https:"],
      ["https:/", "https:"],
      ["localhost:3000/api", "localhost:"],
      ["x+y.z-w:", "x+y.z-w:"],
    ] as const) {
      expect(errorOf(() => validateBaseUrl(base)).message, base).toBe(
        `baseUrl ${JSON.stringify(base)} has no "//" and host after its scheme ${JSON.stringify(scheme)}: a base URL is "scheme://host/path", a path, or ""`,
      );
    }
  });

  it("refuses an empty host, which the template's first value would fill", () => {
    for (const base of [
      "https://",
      "https:///",
      "https://?x",
      "https://#f",
      "https://:443/",
      "https://u@/",
      "//",
      "///api",
    ]) {
      expect(errorOf(() => validateBaseUrl(base)).message, base).toBe(
        `baseUrl ${JSON.stringify(base)} names no valid host after its "//"`,
      );
    }
    expect(
      errorOf(() => endpoint("GET /{a}/x", { baseUrl: "https://", a: "evil.example" })).code,
    ).toBe("INVALID_BASE_URL");
  });

  it("refuses a missing base URL also as the first one it is given", async () => {
    // A fresh module remembers no base URL yet: `undefined` must not pass as the remembered one.
    vi.resetModules();
    const fresh = await import("../../src/core/validate.js");
    expect(errorOf(() => fresh.validateBaseUrl(undefined)).message).toBe(
      "baseUrl must be a string without CR, LF or NUL, got undefined",
    );
  });

  it("checks a base URL again after another one was taken", () => {
    expect(validateBaseUrl("https://ghe.example")).toBe("https://ghe.example");
    expect(errorOf(() => validateBaseUrl("//")).code).toBe("INVALID_BASE_URL");
    expect(validateBaseUrl("https://ghe.example")).toBe("https://ghe.example");
    expect(errorOf(() => validateBaseUrl("//")).code).toBe("INVALID_BASE_URL");
  });
});
