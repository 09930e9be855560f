import { describe, expect, it } from "vitest";
import { mayBeSecret, readTokenEnv } from "../../src/cli/token-env.js";

describe("mayBeSecret", () => {
  it("takes a variable name for a name", () => {
    for (const name of ["GITHUB_TOKEN", "GH_TOKEN", "token", "_x", "xghp_abc", "ghx_abc"]) {
      expect(mayBeSecret(name), name).toBe(false);
    }
  });

  it("takes what starts as a GitHub token does for a secret", () => {
    for (const name of ["ghp_x", "gho_x", "ghu_x", "ghs_x", "ghr_x", "github_pat_x"]) {
      expect(mayBeSecret(name), name).toBe(true);
    }
  });

  it("takes a long name mixing lowercase, uppercase and digits for a secret, and no other", () => {
    expect(mayBeSecret("abcdefghijKLMNOPQRS1")).toBe(true);
    for (const name of [
      "abcdefghiKLMNOPQRS1",
      "abcdefghijklmnopqrs1",
      "ABCDEFGHIJKLMNOPQRS1",
      "abcdefghijKLMNOPQRST",
    ]) {
      expect(mayBeSecret(name), name).toBe(false);
    }
  });
});

describe("readTokenEnv", () => {
  it("reads a variable whose name looks like a token when it is set", () => {
    expect(readTokenEnv("ghp_abc", { ghp_abc: "secret" })).toBe("secret");
  });
});
