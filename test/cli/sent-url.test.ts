import { describe, expect, it } from "vitest";
import { hasSpaceOrControl, sentUrl } from "../../src/cli/sent-url.js";

describe("hasSpaceOrControl", () => {
  it("finds spaces, C0 and C1 controls and DEL, and nothing else", () => {
    for (const char of [" ", "\t", "\n", "\u0000", "\u007f", "\u0080", "\u0085", "\u009f"]) {
      expect(hasSpaceOrControl(`a${char}b`), JSON.stringify(char)).toBe(true);
    }
    for (const char of ["!", "~", "\u00a0", "\u00e9", "\u2028"]) {
      expect(hasSpaceOrControl(`a${char}b`), JSON.stringify(char)).toBe(false);
    }
    expect(hasSpaceOrControl("")).toBe(false);
  });
});

describe("sentUrl", () => {
  it("writes the query of an http(s) url as a URL parser does", () => {
    expect(sentUrl("https://api.github.com/search/issues?q=it's")).toBe(
      "https://api.github.com/search/issues?q=it%27s",
    );
    expect(sentUrl("HTTP://h.example/p?q='#frag'")).toBe("HTTP://h.example/p?q=%27#frag'");
  });

  it("keeps a url with an empty query, or a query only in its fragment, as it is", () => {
    expect(sentUrl("https://h.example/p?")).toBe("https://h.example/p?");
    expect(sentUrl("https://h.example/p#a?q='")).toBe("https://h.example/p#a?q='");
    expect(sentUrl("https://h.example/p")).toBe("https://h.example/p");
  });

  it("keeps any other url as it is: relative, another scheme, a space, unparsable", () => {
    for (const url of [
      "/search?q=it's",
      "git+https://h.example/p?q=<it's>",
      "https:///p?q=it's",
      "https://h.example/a b?q=it's",
      "https://h.example:99999/p?q=it's",
    ]) {
      expect(sentUrl(url)).toBe(url);
    }
  });
});
