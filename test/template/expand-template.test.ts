import { describe, expect, it } from "vitest";
import { compileTemplate, expandTemplate } from "../../src/index.js";
import { errorOf } from "../support/thrown.js";

// Expansion at the edges: the surrogate ranges, prefixes in code points, stray percent signs
// in list members, empty and missing members.

function expand(template: string, values: Readonly<Record<string, unknown>>): string {
  return expandTemplate(compileTemplate(template), values);
}

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

describe("which value each expression reads", () => {
  it("reads a variable named 'undefined' in every kind of expression", () => {
    expect(expand("{+undefined}", { undefined: "a/b" })).toBe("a/b");
    expect(expand("/x{/undefined}", { undefined: "a b" })).toBe("/x/a%20b");
    expect(expand("{?undefined}", { undefined: "1" })).toBe("?undefined=1");
    expect(expand("/x{+a}", { undefined: "zz", a: "q/r" })).toBe("/xq/r");
  });

  it("reads only own properties of the values, for a variable used once or several times", () => {
    const inherited: Record<string, unknown> = Object.create({ a: "x" });
    expect(expand("{a}", inherited)).toBe("");
    expect(expand("{a}/{a}", inherited)).toBe("/");
    expect(expand("{a}/{a}", Object.assign(Object.create({ a: "x" }), { a: "y" }))).toBe("y/y");
  });
});

describe("messages name the expression and the value", () => {
  it("names a value of the wrong kind", () => {
    expect(() => expand("{a}", { a: Symbol("s") })).toThrow(
      expect.objectContaining({
        code: "INVALID_TEMPLATE_VALUE",
        message: 'the value of "a" must be a string, number, boolean, list or map, got a symbol',
      }),
    );
  });

  it("names every variable of a '.' expression that makes a dot segment", () => {
    expect(() => expand("/x/{.a,b}", { a: "" })).toThrow(
      expect.objectContaining({
        code: "PATH_TRAVERSAL",
        message: 'the expression {.a,b} expands to ".", a dot segment that would change the path',
      }),
    );
  });

  it("names every variable of an expression that writes a bad host", () => {
    expect(() => expand("https://{a,b}.example/", { a: "x", b: "y" })).toThrow(
      expect.objectContaining({
        code: "INVALID_HOST",
        message:
          "the expression {a,b} writes \"x,y\" into the URL's authority, where only host-name characters (letters, digits, '-', '.') fits",
      }),
    );
  });
});

describe("query and fragment output beside literal dots", () => {
  it("leaves the template's own dot segment before a query or fragment whose value holds dots", () => {
    expect(expand("/x/..{?a}", { a: "1.5" })).toBe("/x/..?a=1.5");
    expect(expand("/x/..{#a}", { a: "1.5" })).toBe("/x/..#1.5");
    expect(expand("/x/.{?a,b}", { a: "%", b: "." })).toBe("/x/.?a=%25&b=.");
  });
});

describe("long sparse lists", () => {
  it("expands the members of a list longer than 65 536 items with holes, in order", () => {
    const list: unknown[] = [];
    list[70_000] = "b";
    list[3] = "a";
    expect(expand("{/list*}", { list })).toBe("/a/b");
    expect(expand("{?list}", { list })).toBe("?list=a,b");
  });

  it("expands a list of length 2 ** 32 - 1 by its one member", () => {
    const list: unknown[] = [];
    list[2 ** 32 - 2] = "z";
    expect(expand("{/list*}", { list })).toBe("/z");
  });
});

describe("a dot segment's message quotes the path, after any authority", () => {
  const message = (path: string, segment: string) =>
    `the expanded path "${path}" has the dot segment "${segment}", made by a value, which would change the path`;

  it.each<[string, Readonly<Record<string, unknown>>, string, string]>([
    ["/x/{+a}", { a: "../y" }, "/x/../y", ".."],
    ["{+a}/x", { a: "." }, "./x", "."],
    ["https://h.example/{+a}", { a: "../x" }, "/../x", ".."],
    ["https://h.example/v1/{+a}", { a: "../x" }, "/v1/../x", ".."],
    ["https://{h}.example/{+a}", { h: "api", a: "../x" }, "/../x", ".."],
    ["https://h.example{/a}{+b}", { a: "v1", b: "/../x" }, "/v1/../x", ".."],
  ])("%s", (template, values, path, segment) => {
    expect(() => expand(template, values)).toThrow(
      expect.objectContaining({ code: "PATH_TRAVERSAL", message: message(path, segment) }),
    );
  });
});
