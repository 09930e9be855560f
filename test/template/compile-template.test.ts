import { describe, expect, it } from "vitest";
import {
  type CompiledTemplate,
  compileTemplate,
  endpoint,
  expandTemplate,
  isRestbuildError,
} from "../../src/index.js";
import type { TemplateExpression, TemplateProgram } from "../../src/template/template-program.js";
import { thrownBy } from "../support/thrown.js";

// The parsed form is internal; these tests pin it.
function expressions(template: CompiledTemplate): TemplateExpression[] {
  return (template as TemplateProgram).parts.filter(
    (part): part is TemplateExpression => typeof part !== "string",
  );
}

function literals(template: CompiledTemplate): string[] {
  return (template as TemplateProgram).parts.filter(
    (part): part is string => typeof part === "string",
  );
}

describe("compileTemplate variableNames", () => {
  // Contract C4: the names "used by the URL" are the RFC variable names of every expression.
  it("names the variable of a prefix expression without its modifier", () => {
    expect(compileTemplate("{var:3}").variableNames).toEqual(["var"]);
  });

  it("names every variable of a multi-variable expression, exploded or not", () => {
    expect(compileTemplate("{/a*,b}").variableNames).toEqual(["a", "b"]);
  });

  it("lists a name used several times once, in order of first use", () => {
    expect(compileTemplate("{a}/{b}/{a}{?c,a}").variableNames).toEqual(["a", "b", "c"]);
    expect(compileTemplate("{z}/{a}/{m}").variableNames).toEqual(["z", "a", "m"]);
  });

  it("keeps pct-encoded triplets in names, before a dot and at the end", () => {
    expect(compileTemplate("{a%41}{b%41.c}").variableNames).toEqual(["a%41", "b%41.c"]);
  });

  it("names the variables of every operator", () => {
    const template = compileTemplate("{x}{+path:6}/here{#frag*}{.ext}{/seg}{;p}{?q}{&r}");
    expect(template.variableNames).toEqual(["x", "path", "frag", "ext", "seg", "p", "q", "r"]);
  });

  it("keeps pct-encoded triplets and dots as part of a name (RFC 6570 section 2.3)", () => {
    expect(compileTemplate("{Some%20Thing}{last.name}").variableNames).toEqual([
      "Some%20Thing",
      "last.name",
    ]);
  });

  it("treats names as case-sensitive", () => {
    expect(compileTemplate("{Var}{var}").variableNames).toEqual(["Var", "var"]);
  });

  it("has no names for a template without expressions", () => {
    expect(compileTemplate("/user/repos").variableNames).toEqual([]);
    expect(compileTemplate("").variableNames).toEqual([]);
  });

  it("keeps the source it was compiled from", () => {
    expect(compileTemplate("/repos/{owner}").source).toBe("/repos/{owner}");
  });
});

const SYNTAX_ERRORS: ReadonlyArray<readonly [template: string, position: number, fault: string]> = [
  ["/repos/{owner", 7, "an unclosed expression"],
  ["/a}", 2, "a '}' without '{'"],
  ["{}", 1, "an empty expression"],
  ["{!hello}", 1, "a reserved operator"],
  ["{var:0}", 5, "a prefix length of zero"],
  ["{var:10000}", 5, "a prefix length above 9999"],
  ["{x..y}", 3, "a repeated dot in a name"],
  ["{x.}", 2, "a trailing dot in a name"],
  ["{%2x}", 1, "a broken pct-encoded triplet in a name"],
  ["{a%z0}", 2, "a pct-encoded triplet in a name with a non-hex first digit"],
  ["/x{?a, b}", 6, "a space after a comma"],
  ["{var}{-prefix|/-/|var}", 6, "a hyphen at the start of a name"],
];

describe("compileTemplate errors", () => {
  it.each(SYNTAX_ERRORS)("names the template %j and position %i for %s", (template, position) => {
    const error = thrownBy(() => compileTemplate(template));
    expect(isRestbuildError(error)).toBe(true);
    expect((error as { code?: unknown }).code).toBe("INVALID_TEMPLATE");
    const { message } = error as Error;
    expect(message).toContain(JSON.stringify(template));
    expect(message).toMatch(new RegExp(`position ${position}\\b`));
  });

  it("keeps the message short for a huge template and still gives the position", () => {
    const template = `/${"a".repeat(100_000)}{`;
    const { message } = thrownBy(() => compileTemplate(template)) as Error;
    expect(message.length).toBeLessThan(300);
    expect(message).toMatch(/position 100001\b/);
  });

  it("rejects a literal with a lone surrogate as an invalid template, naming its position", () => {
    // RFC 6570 section 2: a template is a string of printable Unicode characters, which a lone
    // UTF-16 surrogate is not. The template, not a value, is at fault.
    const template = "/a\uD800/{x}";
    const error = thrownBy(() => compileTemplate(template));
    expect(isRestbuildError(error)).toBe(true);
    expect((error as { code?: unknown }).code).toBe("INVALID_TEMPLATE");
    expect((error as Error).message).toContain(JSON.stringify(template));
    expect((error as Error).message).toMatch(/position 2\b/);
  });

  it.each([
    [42, "42"],
    [undefined, "undefined"],
    [null, "null"],
    [{ url: "/x" }, "an object"],
    [["/x"], "an array"],
  ])(
    "rejects the non-string %j with a message that names it and asks for a string",
    (input, shown) => {
      const error = thrownBy(() => compileTemplate(input as unknown as string));
      expect(isRestbuildError(error)).toBe(true);
      expect((error as { code?: unknown }).code).toBe("INVALID_TEMPLATE");
      expect((error as Error).message).toContain("string");
      expect((error as Error).message).toContain(shown);
    },
  );
});

describe("compileTemplate writesPathSegment", () => {
  it("flags simple and '/' expressions before the query, and nothing after it", () => {
    const template = compileTemplate("/repos/{owner}/{repo}{/path*}{?page}{&x}{#frag}");
    expect(expressions(template).map((item) => item.writesPathSegment)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("does not flag the '+', '.' and ';' operators, which do not write a whole segment", () => {
    const template = compileTemplate("/a{+x}{.y}{;z}{/w}");
    expect(expressions(template).map((item) => item.writesPathSegment)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it("stops flagging after a literal '?' or '#'", () => {
    const query = compileTemplate("/search?q={x}{/y}");
    expect(expressions(query).map((item) => item.writesPathSegment)).toEqual([false, false]);
    const fragment = compileTemplate("/page#{x}");
    expect(expressions(fragment).map((item) => item.writesPathSegment)).toEqual([false]);
  });

  it("stops flagging after a query or fragment expression", () => {
    const afterQuery = compileTemplate("{?q}{x}{/y}");
    expect(expressions(afterQuery).map((item) => item.writesPathSegment)).toEqual([
      false,
      false,
      false,
    ]);
    const afterFragment = compileTemplate("{#f}{x}");
    expect(expressions(afterFragment).map((item) => item.writesPathSegment)).toEqual([
      false,
      false,
    ]);
  });

  it("flags the path of an absolute URL", () => {
    const template = compileTemplate("https://api.example.com/repos/{owner}");
    expect(expressions(template).map((item) => item.writesPathSegment)).toEqual([true]);
  });
});

describe("compileTemplate literal encoding (RFC 6570 section 3.1)", () => {
  it("copies unreserved and reserved characters as they are", () => {
    const literal = "/:@!$&'()*+,;=?#[]~-._";
    expect(literals(compileTemplate(`${literal}{x}`))).toEqual([literal]);
  });

  it("keeps pct-encoded triplets", () => {
    expect(literals(compileTemplate("x%20y{var}z%2Fw"))).toEqual(["x%20y", "z%2Fw"]);
  });

  it("encodes characters that no URI may contain as UTF-8 pct-encoded triplets", () => {
    expect(literals(compileTemplate('a b<c>"d\\e^f`g|h{x}'))).toEqual([
      "a%20b%3Cc%3E%22d%5Ce%5Ef%60g%7Ch",
    ]);
    expect(literals(compileTemplate("\t\n\u007f{x}"))).toEqual(["%09%0A%7F"]);
    expect(literals(compileTemplate("café/{var}"))).toEqual(["caf%C3%A9/"]);
    expect(literals(compileTemplate("𝄞{x}"))).toEqual(["%F0%9D%84%9E"]);
  });

  it("encodes a '%' that starts no triplet as %25", () => {
    expect(literals(compileTemplate("50%/{x}"))).toEqual(["50%25/"]);
    expect(literals(compileTemplate("%zz{x}"))).toEqual(["%25zz"]);
    expect(literals(compileTemplate("{x}%4"))).toEqual(["%254"]);
    expect(literals(compileTemplate("{x}%%41"))).toEqual(["%25%41"]);
  });

  it("expands a template without expressions to its encoded literal", () => {
    expect(expandTemplate(compileTemplate("/a b/c"), {})).toBe("/a%20b/c");
  });
});

describe("compileTemplate allowHyphenInNames", () => {
  const route = "/orgs/{org}/teams/{enterprise-team}";

  it("rejects a hyphen in a name by default, as RFC 6570 section 2.3 does", () => {
    const error = thrownBy(() => compileTemplate(route));
    expect((error as { code?: unknown }).code).toBe("INVALID_TEMPLATE");
    expect((error as Error).message).toMatch(/position 29\b/);
    expect(() => compileTemplate(route, { allowHyphenInNames: false })).toThrow(/position 29\b/);
  });

  it("accepts a hyphen in a name when asked, as GitHub's routes need", () => {
    const template = compileTemplate(route, { allowHyphenInNames: true });
    expect(template.variableNames).toEqual(["org", "enterprise-team"]);
    expect(expandTemplate(template, { org: "o", "enterprise-team": "t 1" })).toBe(
      "/orgs/o/teams/t%201",
    );
  });

  it("rejects options that are not an object with INVALID_OPTIONS", () => {
    expect(() => compileTemplate("{a}", null as never)).toThrow(
      expect.objectContaining({
        code: "INVALID_OPTIONS",
        message: "compile options must be an object, got null",
      }),
    );
  });

  it("still rejects every other character outside the RFC name set", () => {
    for (const template of ["{a|b}", "{a b}", "{?a,}", "{a$}", "{~a}"]) {
      const error = thrownBy(() => compileTemplate(template, { allowHyphenInNames: true }));
      expect(isRestbuildError(error), template).toBe(true);
      expect((error as { code?: unknown }).code, template).toBe("INVALID_TEMPLATE");
    }
  });
});

describe("literalPathStart", () => {
  const pathStart = (source: string) =>
    (compileTemplate(source) as TemplateProgram).literalPathStart;

  it("is where the path starts after a literal authority, and -1 otherwise", () => {
    expect(pathStart("https://uploads.github.com/repos/{owner}")).toBe(26);
    expect(pathStart("https://x.example?{q}")).toBe(17);
    expect(pathStart("https://x.example#{f}")).toBe(17);
    expect(pathStart("https://{host}/a")).toBe(-1);
    expect(pathStart("https://x.example")).toBe(-1);
    expect(pathStart("/repos/{owner}")).toBe(-1);
  });
});

describe("compileTemplate reads what each expression is", () => {
  const expand = (template: string, values: Readonly<Record<string, unknown>>) =>
    expandTemplate(compileTemplate(template), values);

  it("keeps a prefix modifier apart from explode: a route names its expression as written", () => {
    const route = { method: "POST", url: "/x/{a:3}" };
    expect(() => endpoint(route)).toThrow(
      expect.objectContaining({
        code: "MISSING_PARAMETER",
        message:
          'the route "POST /x/{a:3}" needs a value for {a:3}, which was left out: without it the template expands to "/x/"',
      }),
    );
    expect(() => endpoint({ method: "POST", url: "/x/{a*}" })).toThrow(/needs a value for \{a\*\}/);
  });

  it("sees a '.' expression at the very start of the template as starting a segment", () => {
    expect(() => expand("{.a}", { a: "" })).toThrow(
      expect.objectContaining({
        code: "PATH_TRAVERSAL",
        message: 'the expression {.a} expands to ".", a dot segment that would change the path',
      }),
    );
    expect(expand("{.a}", { a: "b" })).toBe(".b");
  });

  it("leaves a '.' expression that follows other text in its segment", () => {
    expect(expand("/x{.a}", { a: "" })).toBe("/x.");
    expect(expand("/x?{.a}", { a: "" })).toBe("/x?.");
  });

  it("judges a '+' value that is a dot segment by the expanded path, not as a '.' expression", () => {
    expect(() => expand("/{+a}", { a: "." })).toThrow(
      expect.objectContaining({
        code: "PATH_TRAVERSAL",
        message:
          'the expanded path "/." has the dot segment ".", made by a value, which would change the path',
      }),
    );
  });

  it("ends the path at a '&' expression as at '?' and '#'", () => {
    const template = compileTemplate("{&q}{x}a");
    expect(expressions(template).map((item) => item.writesPathSegment)).toEqual([false, false]);
    // "." is no path segment of its own there: it lies in "&q=1.a".
    expect(expandTemplate(template, { q: 1, x: "." })).toBe("&q=1.a");
  });

  it("leaves literal dots beside a fragment expression to the template", () => {
    expect(expand("/x/..{#f}", {})).toBe("/x/..");
    expect(expand("/x/..{#f}", { f: "a.b" })).toBe("/x/..#a.b");
    expect(expand("/x/..{?q}", {})).toBe("/x/..");
  });

  it("reads literal dots before a literal '?' as beside the expression they follow", () => {
    expect(expand("/x/{a}..?q", { a: "b" })).toBe("/x/b..?q");
    expect(() => expand("/x/{a}..?q", { a: "" })).toThrow(
      expect.objectContaining({
        code: "PATH_TRAVERSAL",
        message:
          'the expanded path "/x/.." has the dot segment "..", made by a value, which would change the path',
      }),
    );
  });
});

describe("compileTemplate marks expressions beside literal dots (C11)", () => {
  const expand = (template: string, values: Readonly<Record<string, unknown>>) =>
    expandTemplate(compileTemplate(template), values);

  it("rejects an empty value that leaves literal dots as a segment of their own", () => {
    expect(() => expand("/x/{a}../y", { a: "" })).toThrow(
      expect.objectContaining({ code: "PATH_TRAVERSAL" }),
    );
    expect(() => expand("/x/..{a}/y", { a: "" })).toThrow(
      expect.objectContaining({ code: "PATH_TRAVERSAL" }),
    );
  });

  it("rejects it also when an empty query or fragment expression stands between them", () => {
    expect(() => expand("/x/{a}{?q}../y", { a: "" })).toThrow(
      expect.objectContaining({ code: "PATH_TRAVERSAL" }),
    );
    expect(() => expand("/x/..{#f}{a}/y", { a: "" })).toThrow(
      expect.objectContaining({ code: "PATH_TRAVERSAL" }),
    );
    expect(() => expand("/x/..{?q}{+a}y", { a: "/z" })).toThrow(
      expect.objectContaining({ code: "PATH_TRAVERSAL" }),
    );
  });

  it("accepts the same templates when the query or fragment ends the path before the dots", () => {
    expect(expand("/x/{a}{?q}../y", { a: "", q: "1" })).toBe("/x/?q=1../y");
    expect(expand("/x/..{?q}{+a}y", { q: "1", a: "/z" })).toBe("/x/..?q=1/zy");
    expect(expand("/x/{a}{?q}../y", { a: "b" })).toBe("/x/b../y");
  });

  it("leaves the template's own dots alone beside an empty query expression", () => {
    expect(expand("/x/..{?q}", {})).toBe("/x/..");
    expect(expand("/x/..{#f}", {})).toBe("/x/..");
  });
});

describe("compileTemplate checks a literal authority", () => {
  it("accepts a one-letter host that ends the template", () => {
    expect(expandTemplate(compileTemplate("https://a"), {})).toBe("https://a");
    expect(expandTemplate(compileTemplate("https://a/{x}"), { x: "y" })).toBe("https://a/y");
  });

  it("names the whole host of a template without a path when it is invalid", () => {
    expect(() => compileTemplate("https://exa mple")).toThrow(
      expect.objectContaining({
        code: "INVALID_HOST",
        message: 'the URL "https://exa%20mple" has no valid host: "exa%20mple"',
      }),
    );
  });
});
