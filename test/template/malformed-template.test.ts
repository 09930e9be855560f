import { describe, expect, it } from "vitest";
import { compileTemplate, expandTemplate } from "../../src/index.js";
import { errorOf } from "../support/thrown.js";

// The reason each malformed template gives, with its position.

function expand(template: string, values: Readonly<Record<string, unknown>>): string {
  return expandTemplate(compileTemplate(template), values);
}

describe("the reason a malformed template gives", () => {
  it.each<[string, number, string]>([
    ["/x{;.a}", 4, "a variable name cannot start with or repeat '.'"],
    ["/x{a..b}", 5, "a variable name cannot start with or repeat '.'"],
    ["/x{a.}", 4, "a variable name cannot end with '.'"],
    ["/x{%4}", 3, "'%' in a variable name must start a pct-encoded triplet"],
    ["/x{a%zz}", 4, "'%' in a variable name must start a pct-encoded triplet"],
    ["/x{a,}", 5, "expected a variable name"],
    ["/x{,a}", 3, "operator ',' is reserved"],
    ["/x{a:0}", 5, "a prefix length must be an integer from 1 to 9999"],
    ["/x{a:10000}", 5, "a prefix length must be an integer from 1 to 9999"],
    ["/x{a:1x}", 5, "a prefix length must be an integer from 1 to 9999"],
    ["/x{a*b}", 4, 'unexpected "*" in a variable'],
    ["/x{a!}", 4, 'unexpected "!" in a variable'],
    ["/x{}", 3, "an expression cannot be empty"],
    ["/x{=a}", 3, "operator '=' is reserved"],
    ["/x{|a}", 3, "operator '|' is reserved"],
    ["/x{@a}", 3, "operator '@' is reserved"],
    ["/x}", 2, "'}' without a matching '{'"],
    ["/x{a", 2, "'{' without a matching '}'"],
    ["/x\udc00", 2, "a literal contains a lone UTF-16 surrogate"],
  ])("%j fails at position %i: %s", (template, position, reason) => {
    const { code, message } = errorOf(() => compileTemplate(template));
    expect(code).toBe("INVALID_TEMPLATE");
    expect(message).toContain(`at position ${position}: ${reason}`);
  });

  it("accepts a pct-encoded triplet, digits and capitals in a variable name", () => {
    expect(compileTemplate("{a%41b,A0,Z9}").variableNames).toEqual(["a%41b", "A0", "Z9"]);
    expect(expand("{A0}", { A0: "x" })).toBe("x");
  });

  it("ends a name at the first character that is neither a name character nor a modifier", () => {
    expect(errorOf(() => compileTemplate("{a/}")).message).toContain('unexpected "/"');
    expect(errorOf(() => compileTemplate("{@}")).message).toContain("reserved");
  });
});
