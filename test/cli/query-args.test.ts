import { describe, expect, it } from "vitest";
import { withQueryExpression } from "../../src/cli/query-args.js";

describe("withQueryExpression", () => {
  it("writes a name's other bytes as uppercase pct-encoded pairs", () => {
    expect(withQueryExpression("/x", { "é\tb": 1 }, [])).toStrictEqual({
      url: "/x{?%C3%A9%09b}",
      params: { "%C3%A9%09b": 1 },
    });
  });

  it("puts the expression before a fragment that follows an expression", () => {
    expect(withQueryExpression("/x/{a}#frag", { q: 1 }, ["a"])).toStrictEqual({
      url: "/x/{a}{?q}#frag",
      params: { q: 1 },
    });
    expect(withQueryExpression("/x/{a}/{b}?c=1", { q: 1 }, ["a", "b"])).toStrictEqual({
      url: "/x/{a}/{b}?c=1{&q}",
      params: { q: 1 },
    });
    expect(withQueryExpression("/x{#f}", { q: 1 }, ["f"])).toStrictEqual({
      url: "/x{#f}{?q}",
      params: { q: 1 },
    });
  });
});
