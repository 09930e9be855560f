import { describe, expect, it } from "vitest";
import { compileTemplate, endpoint, RequestBuilder } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

// C6: the origin is decided by the template's literal text, never by a value.

describe("a relative template keeps the base URL's origin", () => {
  it("puts a value that looks like a host into the path", () => {
    const { url } = endpoint("GET {org}/repos", { org: ".evil.example" });
    expect(url).toBe("https://api.github.com/.evil.example/repos");
    expect(new URL(url).origin).toBe("https://api.github.com");
  });

  it("never makes a reserved value an absolute URL", () => {
    const { url } = endpoint("GET {+u}", { u: "https://evil.example/steal" });
    expect(url).toBe("https://api.github.com/https://evil.example/steal");
    expect(new URL(url).origin).toBe("https://api.github.com");
  });

  it("never lets a value write user info", () => {
    const { url } = endpoint("GET {+p}", { p: "@evil.example/x" });
    expect(url).toBe("https://api.github.com/@evil.example/x");
    expect(new URL(url).host).toBe("api.github.com");
  });

  it("keeps the origin for a value starting with // or a backslash", () => {
    for (const p of ["//evil.example/x", "\\\\evil.example/x", ":443@evil.example", "?x#y"]) {
      const { url } = endpoint("GET {+p}", { p });
      expect(new URL(url).origin, p).toBe("https://api.github.com");
    }
  });

  it("joins a template without a leading slash with exactly one slash", () => {
    expect(endpoint("GET repos/x").url).toBe("https://api.github.com/repos/x");
    expect(endpoint("GET repos/{owner}", { owner: "o" }).url).toBe(
      "https://api.github.com/repos/o",
    );
    expect(endpoint("GET repos/x", { baseUrl: "https://ghe.example/api/v3/" }).url).toBe(
      "https://ghe.example/api/v3/repos/x",
    );
  });

  it("joins a template with a leading slash to a base URL ending with one, with one slash", () => {
    const baseUrl = "https://ghe.example/api/v3/";
    expect(endpoint("GET /repos/{owner}", { owner: "o", baseUrl }).url).toBe(
      "https://ghe.example/api/v3/repos/o",
    );
    expect(endpoint("GET /", { baseUrl: "https://ghe.example/" }).url).toBe("https://ghe.example/");
    expect(endpoint("GET {/owner}", { owner: "o", baseUrl }).url).toBe(
      "https://ghe.example/api/v3/o",
    );
    // Only the one the join made goes: a path that starts with // keeps its second slash.
    expect(endpoint("GET //x", { baseUrl }).url).toBe("https://ghe.example/api/v3//x");
  });

  it("appends a template starting with ? or # to the base URL", () => {
    expect(endpoint("GET ?x={x}", { x: 1 }).url).toBe("https://api.github.com?x=1");
    expect(endpoint("GET #top").url).toBe("https://api.github.com#top");
  });
});

describe("an absolute template takes its origin from its literal text", () => {
  it("keeps a literal absolute URL", () => {
    expect(endpoint("GET https://uploads.github.com/x").url).toBe("https://uploads.github.com/x");
  });

  it("lets an authority expression supply a host name and a port", () => {
    expect(endpoint("GET https://{host}/api", { host: "ghe.example" }).url).toBe(
      "https://ghe.example/api",
    );
    expect(endpoint("GET https://{host}:{port}/api", { host: "ghe.example", port: 8443 }).url).toBe(
      "https://ghe.example:8443/api",
    );
  });

  it("refuses anything else in the authority with INVALID_HOST", () => {
    for (const host of ["evil.example/x", "a@evil.example", "evil.example?x", "a b", "", "é"]) {
      expect(
        codeOf(() => endpoint("GET https://{host}/api", { host })),
        host,
      ).toBe("INVALID_HOST");
    }
    expect(codeOf(() => endpoint("GET https://{+host}/api", { host: "a@evil.example" }))).toBe(
      "INVALID_HOST",
    );
    expect(codeOf(() => endpoint("GET https://api.github.com{+p}", { p: "@evil.example/x" }))).toBe(
      "INVALID_HOST",
    );
    expect(codeOf(() => endpoint("GET https://{host}", { host: ".evil" }))).toBe("INVALID_HOST");
  });

  it("ends the authority at the literal after an authority expression", () => {
    // Values after it are path text, encoded as such, not host text.
    expect(
      endpoint("GET https://{host}/repos/{name}/{+rest}", {
        host: "ghe.example",
        name: "a b",
        rest: "x@y/z",
      }).url,
    ).toBe("https://ghe.example/repos/a%20b/x@y/z");
  });

  it("checks every expression in the authority", () => {
    expect(
      endpoint("GET https://{sub}.{domain}/x", { sub: "api", domain: "ghe.example" }).url,
    ).toBe("https://api.ghe.example/x");
    // The second value would move the request to evil.example if only the first were checked.
    expect(
      codeOf(() =>
        endpoint("GET https://{sub}.{+domain}/x", {
          sub: "api",
          domain: "ghe.example@evil.example",
        }),
      ),
    ).toBe("INVALID_HOST");
  });

  it("ends the authority where an expression that writes no host or a literal ? or # ends it", () => {
    expect(endpoint("GET https://{+host}{+rest}", { host: "ghe.example", rest: "/ab@c" }).url).toBe(
      "https://ghe.example/ab@c",
    );
    // A value that writes a host may not also end the authority.
    expect(
      codeOf(() => endpoint("GET https://{+host}{+rest}", { host: "ghe.example/a", rest: "b" })),
    ).toBe("INVALID_HOST");
    expect(endpoint("GET https://{host}?q={q}", { host: "ghe.example", q: "a b" }).url).toBe(
      "https://ghe.example?q=a%20b",
    );
    expect(endpoint("GET https://{host}#{f}", { host: "ghe.example", f: "a b" }).url).toBe(
      "https://ghe.example#a%20b",
    );
  });

  it("refuses a host of host-name characters that the URL parser refuses", () => {
    for (const [template, values] of [
      ["https://{host}:{port}/x", { host: "ghe.example", port: 99999 }],
      ["https://{host}/x", { host: "1.2.3.256" }],
    ] as const) {
      expect(
        codeOf(() => endpoint(`GET ${template}`, values)),
        template,
      ).toBe("INVALID_HOST");
    }
    expect(() => endpoint("GET https://user@{host}/x", { host: "" })).toThrow(
      'the URL "https://user@/x" has no valid host: ""',
    );
  });

  it("refuses a literal authority that names no valid host, when the template is compiled", () => {
    for (const template of ["https://:", "https://:/x", "https://api.example:99999/x{?q}"]) {
      expect(
        codeOf(() => compileTemplate(template)),
        template,
      ).toBe("INVALID_HOST");
      expect(
        codeOf(() => endpoint(`GET ${template}`)),
        template,
      ).toBe("INVALID_HOST");
      expect(
        codeOf(() => RequestBuilder.create().route(`GET ${template}`)),
        template,
      ).toBe("INVALID_HOST");
    }
    expect(() => endpoint("GET https://:/x")).toThrow(
      'the URL "https://:/x" has no valid host: ":"',
    );
    for (const template of [
      "https://api.example",
      "https://user@api.example:8443/x",
      "http://[::1]:8080/x",
    ]) {
      expect(endpoint(`GET ${template}`).url, template).toBe(template);
    }
  });

  it("names the bad value in the message", () => {
    expect(() => endpoint("GET https://{host}/api", { host: "evil.example/x" })).toThrow(
      /\{host\}.*"evil\.example%2Fx"/,
    );
  });

  it("lets a reserved expression after a literal host start the path", () => {
    expect(endpoint("GET https://api.github.com{+p}", { p: "/repos/x" }).url).toBe(
      "https://api.github.com/repos/x",
    );
  });
});
