import { describe, expect, it } from "vitest";
import { compileTemplate, endpoint, expandTemplate } from "../../src/index.js";

// Big inputs are expanded, not misreported as another error.

describe("large lists", () => {
  it("expands {/x*} with 500 000 items", () => {
    const items = Array.from({ length: 500_000 }, (_, index) => `a${index}`);
    const { url } = endpoint("GET /x{/x*}", { x: items });
    expect(url.startsWith("https://api.github.com/x/a0/a1/")).toBe(true);
    expect(url.endsWith("/a499999")).toBe(true);
  });

  it("expands every operator with 200 000 items", () => {
    const items = Array.from({ length: 200_000 }, (_, index) => index);
    for (const operator of ["", "+", "#", ".", "/", ";", "?", "&"]) {
      for (const modifier of ["", "*"]) {
        const text = expandTemplate(compileTemplate(`{${operator}x${modifier}}`), { x: items });
        expect(text.endsWith("199999"), operator + modifier).toBe(true);
      }
    }
  });
});
