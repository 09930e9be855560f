import { describe, expect, it } from "vitest";
import { compileTemplate, endpoint, expandTemplate, RequestBuilder } from "../../src/index.js";

// A variable used in several places is read once per expansion: a getter cannot give the
// check one value and the URL another, nor two different segments.

/** Values whose `a` getter gives "x" then "y", counting its reads. */
function flipping(): { values: Record<string, unknown>; reads: () => number } {
  let reads = 0;
  const values = {};
  Object.defineProperty(values, "a", {
    enumerable: true,
    get: () => (reads++ === 0 ? "x" : "y"),
  });
  return { values, reads: () => reads };
}

/** A route whose placeholders the types do not read, so that values of any kind go in. */
const ROUTE: string = "GET /x/{a}/{a}";

describe("a variable used twice in a template", () => {
  it("is read once by expandTemplate()", () => {
    const { values, reads } = flipping();
    expect(expandTemplate(compileTemplate("/x/{a}/{a}{?a}"), values)).toBe("/x/x/x?a=x");
    expect(reads()).toBe(1);
  });

  it("is read once by endpoint() and the builder", () => {
    const first = flipping();
    expect(endpoint(ROUTE, first.values).url).toBe("https://api.github.com/x/x/x");
    expect(first.reads()).toBe(1);
    const second = flipping();
    const built = RequestBuilder.create().route(ROUTE).params(second.values).build();
    expect(built.url).toBe("https://api.github.com/x/x/x");
  });
});
