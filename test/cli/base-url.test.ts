import { describe, expect, it } from "vitest";
import { checkBaseUrl, hostBaseUrl } from "../../src/cli/base-url.js";
import { UsageError } from "../../src/cli/usage-error.js";

describe("checkBaseUrl", () => {
  it("suggests https:// for a base URL without a scheme, leading slashes left out", () => {
    expect(() => checkBaseUrl("//ghe.example/api/v3")).toThrow(
      new UsageError(
        '--base-url "//ghe.example/api/v3" has no scheme; did you mean "https://ghe.example/api/v3"?',
      ),
    );
  });

  it("refuses a user name or a password in the base URL", () => {
    for (const text of [
      "https://user@h.example",
      "https://:pw@h.example",
      "https://u:p@h.example",
    ]) {
      expect(() => checkBaseUrl(text), text).toThrow(
        new UsageError(
          `--base-url "${text}" holds user info; send credentials in a header (-H or --token-env)`,
        ),
      );
    }
  });

  it("drops the trailing slashes of the path, and keeps the root", () => {
    expect(checkBaseUrl("https://H.example/api/v3//")).toBe("https://h.example/api/v3");
    expect(checkBaseUrl("https://h.example/")).toBe("https://h.example");
  });
});

describe("hostBaseUrl", () => {
  it("reads github.com and api.github.com, in any case, as GitHub's API", () => {
    for (const host of ["github.com", "api.github.com", "API.GitHub.com"]) {
      expect(hostBaseUrl(host, "--hostname"), host).toBe("https://api.github.com");
    }
    expect(hostBaseUrl("ghe.example", "--hostname")).toBe("https://ghe.example/api/v3");
  });
});
