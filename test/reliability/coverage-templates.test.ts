import { describe, expect, it } from "vitest";
import { compileTemplate, endpoint, expandTemplate, isRestbuildError } from "../../src/index.js";

// Template behaviour that the mutation run showed no test pinned down: the reason each
// malformed template gives, boundaries of the surrogate and prefix rules, stray percent signs
// in list members, and where :name placeholders start and stop.

function expand(template: string, values: Readonly<Record<string, unknown>>): string {
  return expandTemplate(compileTemplate(template), values);
}

function errorOf(action: () => unknown): { code: string; message: string; cause?: unknown } {
  try {
    action();
  } catch (error) {
    expect(isRestbuildError(error), String(error)).toBe(true);
    return error as { code: string; message: string; cause?: unknown };
  }
  throw new Error("expected the call to throw");
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

describe("lone surrogates at the edges of the surrogate ranges", () => {
  it.each([
    ["\ud800", 2],
    ["\udbff", 2],
    ["\udc00", 2],
    ["\udfff", 2],
    ["a\udbffb", 3],
  ])("rejects %j in a literal with its position", (text, position) => {
    const { code, message } = errorOf(() => compileTemplate(`/x${text}`));
    expect(code).toBe("INVALID_TEMPLATE");
    expect(message).toContain(`at position ${position}:`);
  });

  it("accepts a pair made of the first high and the last low surrogate, and characters beside the ranges", () => {
    expect(expand("/\udbff\udfff", {})).toBe("/%F4%8F%BF%BF");
    expect(expand("/\ud7ff\ue000", {})).toBe("/%ED%9F%BF%EE%80%80");
    expect(expand("/\ud800\udc00x", {})).toBe("/%F0%90%80%80x");
  });

  it("keeps the URIError that encoding a lone surrogate in a value raised as the cause", () => {
    const error = errorOf(() => expand("{a}", { a: "x\ud800" }));
    expect(error.code).toBe("INVALID_TEMPLATE_VALUE");
    expect(error.cause).toBeInstanceOf(URIError);
    const listError = errorOf(() => expand("{a}", { a: ["x", "\udc00"] }));
    expect(listError.code).toBe("INVALID_TEMPLATE_VALUE");
    expect(listError.cause).toBeInstanceOf(URIError);
  });
});

describe("prefixes count code points", () => {
  it.each<[string, string, string]>([
    ["{s:1}", "🎉x", "%F0%9F%8E%89"],
    ["{s:2}", "🎉🎉x", "%F0%9F%8E%89%F0%9F%8E%89"],
    ["{s:2}", "a🎉b", "a%F0%9F%8E%89"],
    ["{s:1}", "a🎉", "a"],
    ["{s:2}", "ab", "ab"],
    ["{s:3}", "ab", "ab"],
    ["{s:2}", "abc", "ab"],
    ["{s:1}", "\ue000b", "%EE%80%80"],
  ])("%s of %j is %s", (template, value, expected) => {
    expect(expand(template, { s: value })).toBe(expected);
  });

  it("rejects a prefix of a list or map, naming which", () => {
    expect(errorOf(() => expand("{a:2}", { a: ["one"] })).message).toContain("list value");
    expect(errorOf(() => expand("{a:2}", { a: { k: "v" } })).message).toContain("map value");
  });

  it("applies the dot-segment rule to the prefix only in the path", () => {
    expect(expand("/x{?v:1}", { v: ".a" })).toBe("/x?v=.");
    expect(expand("/x{#v:2}", { v: "..a" })).toBe("/x#..");
    expect(errorOf(() => expand("/x/{v:1}", { v: ".a" })).code).toBe("PATH_TRAVERSAL");
  });
});

describe("percent signs in reserved expansion", () => {
  it("escapes a stray % in list and map members and keeps pct-encoded triplets", () => {
    expect(expand("{+list}", { list: ["50%", "%zz", "%41", "%4"] })).toBe("50%25,%25zz,%41,%254");
    expect(expand("{#list*}", { list: ["a%", "%2F"] })).toBe("#a%25,%2F");
    expect(expand("{+map*}", { map: { k: "v%", t: "%7E" } })).toBe("k=v%25,t=%7E");
  });

  it("encodes a reserved-expansion value whose non-percent characters precede two hex digits", () => {
    expect(expand("{+x}", { x: " 12%" })).toBe("%2012%25");
    expect(expand("{+x}", { x: "<ab>%41" })).toBe("%3Cab%3E%41");
  });
});

describe("list and map members", () => {
  it("leaves out null and undefined members", () => {
    expect(expand("/x{/list*}", { list: [null, "a", undefined, "b"] })).toBe("/x/a/b");
    expect(expand("{?list}", { list: [undefined, null] })).toBe("");
    expect(expand("{?map*}", { map: { a: null, b: "1", c: undefined } })).toBe("?b=1");
  });

  it("writes an empty exploded map member as its bare name in ';' and as name= in '?'", () => {
    expect(expand("{;m*}", { m: { a: "", b: "1" } })).toBe(";a;b=1");
    expect(expand("{?m*}", { m: { a: "", b: "1" } })).toBe("?a=&b=1");
    expect(expand("{;list*}", { list: ["", "x"] })).toBe(";list;list=x");
  });
});

describe(":name placeholders", () => {
  it.each<[string, string]>([
    ["/orgs/:zz", "https://api.github.com/orgs/v"],
    ["/orgs/:ab_9", "https://api.github.com/orgs/v"],
    ["/orgs/:a/x", "https://api.github.com/orgs/:a/x"],
    ["/orgs/:Ab", "https://api.github.com/orgs/:Ab"],
    ["/orgs/:{x}", "https://api.github.com/orgs/:"],
    ["/x/:ab/https://h", "https://api.github.com/x/v/https://h"],
  ])("in %s", (url, expected) => {
    // POST: parameters the url does not use go to the body, not the query.
    expect(endpoint({ method: "POST", url, zz: "v", ab_9: "v", ab: "v" }).url).toBe(expected);
  });

  it.each<[string, string]>([
    ["https://h.example?x=:ab", "https://h.example?x=:ab"],
    ["https://h.example#:ab", "https://h.example#:ab"],
    ["https://h.example:8080/:ab", "https://h.example:8080/v"],
    ["https://u:pw@h.example/:ab", "https://u:pw@h.example/v"],
    ["https://{host}/:ab", "https://h.example/v"],
    ["https://h.example", "https://h.example"],
  ])("not in the authority, query or fragment of %s", (url, expected) => {
    expect(endpoint({ method: "POST", url, ab: "v", host: "h.example" }).url).toBe(expected);
  });
});
