import { describe, expect, it } from "vitest";
import { endpoint, VERSION } from "../../src/index.js";
import { version } from "../support/package-version.js";

describe("endpoint.DEFAULTS", () => {
  it("holds the built-in defaults", () => {
    expect(endpoint.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": `restbuild-endpoint.js/${version}`,
      },
      mediaType: { format: "", previews: [] },
    });
  });

  it("carries the version of package.json in the user-agent", () => {
    expect(endpoint.DEFAULTS.headers["user-agent"]).toBe(`restbuild-endpoint.js/${version}`);
    expect(VERSION).toBe(version);
  });

  it("has mediaType { format: '', previews: [] } (C2)", () => {
    expect(endpoint.DEFAULTS.mediaType).toStrictEqual({ format: "", previews: [] });
  });

  it("has no url", () => {
    expect(endpoint.DEFAULTS).not.toHaveProperty("url");
  });

  it("is a fresh plain object on every read", () => {
    const first = endpoint.DEFAULTS;
    const second = endpoint.DEFAULTS;
    expect(first).not.toBe(second);
    expect(first.headers).not.toBe(second.headers);
    expect(first.mediaType).not.toBe(second.mediaType);
    expect(first.mediaType.previews).not.toBe(second.mediaType.previews);
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
    expect(Object.isFrozen(first)).toBe(false);
    expect(Object.isFrozen(first.headers)).toBe(false);
    expect(Object.isFrozen(first.mediaType.previews)).toBe(false);
  });

  it("can be changed by the caller without changing the defaults (C8)", () => {
    const defaults = endpoint.DEFAULTS;
    defaults.baseUrl = "https://evil.example";
    defaults.method = "DELETE";
    defaults.headers.accept = "text/html";
    defaults.headers.authorization = "token leaked";
    defaults.mediaType.format = "raw";
    defaults.mediaType.previews.push("mercy");
    defaults.org = "o";

    expect(endpoint.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": `restbuild-endpoint.js/${version}`,
      },
      mediaType: { format: "", previews: [] },
    });
    expect(endpoint("GET /x")).toEqual({
      method: "get",
      url: "https://api.github.com/x",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": `restbuild-endpoint.js/${version}`,
      },
    });
  });

  it("reflects the cascaded defaults of a defaults() function, baseUrl included", () => {
    const ghe = endpoint
      .defaults({
        baseUrl: "https://ghe.example.com/api/v3",
        headers: { authorization: "token a" },
      })
      .defaults({ mediaType: { format: "raw", previews: ["mercy-preview"] }, per_page: 50 });
    expect(ghe.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://ghe.example.com/api/v3",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": `restbuild-endpoint.js/${version}`,
        authorization: "token a",
      },
      mediaType: { format: "raw", previews: ["mercy"] },
      per_page: 50,
    });
  });

  it("can be passed back to defaults() to copy a configuration", () => {
    const original = endpoint.defaults({ baseUrl: "https://one.example", org: "o" });
    const copy = endpoint.defaults(original.DEFAULTS);
    expect(copy.DEFAULTS).toEqual(original.DEFAULTS);
    expect(copy("GET /orgs/{org}")).toEqual(original("GET /orgs/{org}"));
  });

  it("is a getter that cannot be replaced", () => {
    const target = endpoint as unknown as { DEFAULTS: unknown };
    expect(() => {
      target.DEFAULTS = {};
    }).toThrow(TypeError);
    expect(endpoint.DEFAULTS.baseUrl).toBe("https://api.github.com");
  });
});
