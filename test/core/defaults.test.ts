import { describe, expect, it } from "vitest";
import { BUILT_IN_DEFAULTS, USER_AGENT, VERSION } from "../../src/core/defaults.js";
import { endpoint, RequestBuilder } from "../../src/index.js";
import { version } from "../support/package-version.js";

describe("the built-in defaults", () => {
  it("are GitHub's API with restbuild's user agent", () => {
    expect(VERSION).toBe(version);
    expect(USER_AGENT).toBe(`restbuild-endpoint.js/${version}`);
    expect(BUILT_IN_DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": USER_AGENT },
      mediaType: { format: "", previews: [] },
    });
  });

  it("are frozen at every depth, and handed out only as copies", () => {
    expect(Object.isFrozen(BUILT_IN_DEFAULTS)).toBe(true);
    expect(Object.isFrozen(BUILT_IN_DEFAULTS.headers)).toBe(true);
    expect(Object.isFrozen(BUILT_IN_DEFAULTS.mediaType.previews)).toBe(true);
    expect(endpoint.DEFAULTS).toEqual(BUILT_IN_DEFAULTS);
    expect(RequestBuilder.create().toOptions()).toEqual(BUILT_IN_DEFAULTS);
    expect(Object.isFrozen(endpoint.DEFAULTS.headers)).toBe(false);
  });
});
