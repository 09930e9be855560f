import { describe, expect, it } from "vitest";
import { compileTemplate, endpoint, expandTemplate } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

// The path ends at the first `?` or `#` of the expansion, also when literal text follows the
// expression that wrote it: the trailing-slash rule (C7) and the dot-segment check (C11) read
// the same end.

describe("where the path ends", () => {
  it("removes the trailing slash before a query an expression starts (C7)", () => {
    expect(endpoint("GET /a/{path}{?q}/b", { path: "", q: 1 }).url).toBe(
      "https://api.github.com/a?q=1/b",
    );
    expect(endpoint("GET /a/{path}{#f}/b", { path: "", f: "x" }).url).toBe(
      "https://api.github.com/a#x/b",
    );
    expect(endpoint("GET /a/{+p}/b", { p: "c/?x" }).url).toBe("https://api.github.com/a/c?x/b");
    // Without the query the path runs on: no slash is removed inside it.
    expect(endpoint("GET /a/{path}{?q}/b", { path: "" }).url).toBe("https://api.github.com/a//b");
  });

  it("checks dot segments up to the same end", () => {
    expect(codeOf(() => expandTemplate(compileTemplate("/a/{+p}{?q}/.."), { p: "..", q: 1 }))).toBe(
      "PATH_TRAVERSAL",
    );
    expect(expandTemplate(compileTemplate("/a/{p}{?q}/.."), { p: "b", q: 1 })).toBe("/a/b?q=1/..");
  });
});
