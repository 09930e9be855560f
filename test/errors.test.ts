import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeThrown, describeValue, MAX_MESSAGE_LENGTH } from "../src/errors.js";
import {
  endpoint,
  isRestbuildError,
  RequestBuilder,
  RestbuildError,
  type RestbuildErrorCode,
} from "../src/index.js";
import { asInputError } from "../src/shared/caller-failures.js";
import { hasUnsafeChar } from "../src/shared/unsafe-chars.js";
import { fuzzRuns } from "./support/fuzz-runs.js";
import { HIDDEN, hiddenChar } from "./support/hidden-chars.js";
import { errorOf, thrownBy } from "./support/thrown.js";

/**
 * Expects a RestbuildError with a code, whose message contains each of `mentions` (the bad value
 * as the message shows it, and what was expected) and no raw line break or NUL.
 */
function expectRestbuildError(
  call: () => unknown,
  code: RestbuildErrorCode,
  mentions: readonly string[] = [],
): RestbuildError {
  const error = thrownBy(call);
  expect(error).toBeInstanceOf(RestbuildError);
  const restbuildError = error as RestbuildError;
  expect(restbuildError).toBeInstanceOf(Error);
  expect(restbuildError.name).toBe("RestbuildError");
  expect(restbuildError.code).toBe(code);
  for (const mention of mentions) expect(restbuildError.message).toContain(mention);
  expect(restbuildError.message).not.toMatch(/[\r\n\0]/);
  return restbuildError;
}

const builder = RequestBuilder.create();
const DEFAULTS = endpoint.DEFAULTS;

type Case = [title: string, call: () => unknown, mentions: string[]];

function runCases(code: RestbuildErrorCode, cases: Case[]): void {
  it.each(cases)(`${code}: %s`, (_title, call, mentions) => {
    expectRestbuildError(call, code, mentions);
  });
}

describe("a route or url that is not a string", () => {
  runCases("INVALID_ROUTE", [
    ["endpoint(42)", () => endpoint(42 as never), ["42"]],
    ["endpoint(42, {})", () => endpoint(42 as unknown as string, {}), ["42", "route"]],
    ["endpoint(null)", () => endpoint(null as never), ["null"]],
    ["endpoint([route])", () => endpoint(["GET /x"] as never), ["an array"]],
    ["endpoint.merge(42)", () => endpoint.merge(42 as never), ["42"]],
    ["builder.route(42)", () => builder.route(42 as never), ["42", "string"]],
  ]);
  runCases("INVALID_URL", [
    ["url: 42", () => endpoint({ method: "GET", url: 42 as never }), ["42", "string"]],
    ["url: an object", () => endpoint({ url: { path: "/x" } as never }), ["an object"]],
    ["merge() with url: 42", () => endpoint.merge({ url: 42 as never }), ["42"]],
  ]);
});

describe("a missing url", () => {
  runCases("MISSING_URL", [
    ["endpoint({})", () => endpoint({}), ["url"]],
    ["endpoint({ method })", () => endpoint({ method: "POST" }), ["url"]],
    ["endpoint({ url: '' })", () => endpoint({ url: "" }), ["url"]],
    ["endpoint.parse(DEFAULTS)", () => endpoint.parse(endpoint.DEFAULTS), ["url"]],
    ["builder.build() without a route", () => builder.build(), ["url"]],
    ["a defaults function without a url", () => endpoint.defaults({ org: "o" })({}), ["url"]],
  ]);
});

describe("an empty route", () => {
  runCases("INVALID_ROUTE", [
    ['endpoint("")', () => endpoint(""), ['""']],
    ['endpoint("   ")', () => endpoint("   "), ['"   "']],
    ["a route with three words", () => endpoint("GET /x extra"), ['"GET /x extra"']],
    ['builder.route("")', () => builder.route(""), ['""']],
  ]);
});

describe("a method that is not an HTTP token", () => {
  runCases("INVALID_METHOD", [
    ['method "GE T"', () => endpoint({ method: "GE T", url: "/x" }), ['"GE T"', "token"]],
    ['method ""', () => endpoint({ method: "", url: "/x" }), ['""', "token"]],
    ["method 42", () => endpoint({ method: 42 as never, url: "/x" }), ["42", "token"]],
    ['method "GET\\r\\n"', () => endpoint({ method: "GET\r\n", url: "/x" }), ['"GET\\r\\n"']],
    ['route "G(ET /x"', () => endpoint("G(ET /x"), ['"G(ET"']],
    ['builder.method("GE T")', () => builder.method("GE T"), ['"GE T"']],
    ['builder.method("")', () => builder.method(""), ['""']],
    ['defaults({ method: "GE T" })', () => endpoint.defaults({ method: "GE T" }), ['"GE T"']],
    [
      'parse({ method: "GE T" })',
      () => endpoint.parse({ ...DEFAULTS, url: "/x", method: "GE T" }),
      ['"GE T"'],
    ],
    ["parse() without a method", () => endpoint.parse({} as never), ["undefined"]],
  ]);
});

describe("a header name that is not a token", () => {
  runCases("INVALID_HEADER_NAME", [
    ['"x y"', () => endpoint("GET /x", { headers: { "x y": "1" } }), ['"x y"', "token"]],
    ['"x:y"', () => endpoint("GET /x", { headers: { "x:y": "1" } }), ['"x:y"']],
    ['""', () => endpoint("GET /x", { headers: { "": "1" } }), ['""']],
    ['"x\\r\\ny"', () => endpoint("GET /x", { headers: { "x\r\ny": "1" } }), ['"x\\r\\ny"']],
    ['"é"', () => endpoint("GET /x", { headers: { é: "1" } }), ['"é"']],
    ["in defaults", () => endpoint.defaults({ headers: { "x y": "1" } }), ['"x y"']],
    ['builder.header("x y")', () => builder.header("x y", "1"), ['"x y"']],
    ['builder.header("x y", undefined)', () => builder.header("x y", undefined), ['"x y"']],
    ["builder.headers()", () => builder.headers({ "x y": "1" }), ['"x y"']],
    ["builder.header(42)", () => builder.header(42 as never, "1"), ["42"]],
  ]);
});

describe("a header value with CR, LF or NUL", () => {
  const values = ["a\r\nx-injected: 1", "a\nb", "a\rb", "a\0b"];
  runCases(
    "INVALID_HEADER_VALUE",
    values.flatMap((value): Case[] => [
      [
        `endpoint() with ${JSON.stringify(value)}`,
        () => endpoint("GET /x", { headers: { "X-A": value } }),
        [JSON.stringify(value), '"x-a"'],
      ],
      [
        `builder.header() with ${JSON.stringify(value)}`,
        () => builder.header("x-a", value),
        [JSON.stringify(value), '"x-a"'],
      ],
    ]),
  );
  runCases("INVALID_HEADER_VALUE", [
    [
      "in defaults",
      () => endpoint.defaults({ headers: { authorization: "token a\nb" } }),
      ['"token a\\nb"'],
    ],
    [
      "written into merge() output",
      () => {
        const merged = endpoint.merge("GET /x");
        merged.headers.authorization = "token a\nb";
        return endpoint.parse(merged);
      },
      ['"token a\\nb"'],
    ],
  ]);
});

describe("an invalid URI template", () => {
  // Routes typed as plain strings, as routes read at run time are: the compiler then checks no
  // placeholders, and the error comes from the run-time parser.
  const route = (text: string) => () => endpoint(text);
  runCases("INVALID_TEMPLATE", [
    ["an unclosed brace", route("GET /repos/{owner"), ['"/repos/{owner"']],
    ["an unopened brace", route("GET /repos/owner}"), ['"/repos/owner}"']],
    ["an empty expression", route("GET /x{}"), ['"/x{}"']],
    ["nested braces", route("GET /x{a{b}}"), ['"/x{a{b}}"']],
    ["a reserved operator", route("GET /x{=a}"), ['"/x{=a}"']],
    ["an unclosed brace in options", () => endpoint({ url: "/repos/{owner" }), ['"/repos/{owner"']],
    [
      "an unclosed brace, thrown by builder.build()",
      () => builder.route<string>("GET /repos/{owner").param("owner", "o").build(),
      ['"/repos/{owner"'],
    ],
  ]);
});

describe("a q that is not a string", () => {
  runCases("INVALID_QUERY_VALUE", [
    ["q: 42", () => endpoint("GET /search/issues", { q: 42 } as never), ['"q"', "42", "string"]],
    ["q: true", () => endpoint("GET /search/issues", { q: true } as never), ["true"]],
    ["q: an array", () => endpoint("GET /search/issues", { q: ["a", "b"] } as never), ["an array"]],
    ["q: an object", () => endpoint("GET /search/issues", { q: { a: 1 } } as never), ["an object"]],
    ["q: null", () => endpoint("GET /search/issues", { q: null } as never), ["null"]],
    [
      "q: 42, thrown by builder.build()",
      () => builder.route<string>("GET /search/issues").param("q", 42).build(),
      ["42"],
    ],
  ]);

  it("accepts a non-string q that goes to a body", () => {
    expect(endpoint("POST /x", { q: 42 }).body).toEqual({ q: 42 });
  });
});

describe("a path segment value that is exactly . or ..", () => {
  runCases("PATH_TRAVERSAL", [
    [
      'repo: "."',
      () => endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "." }),
      ['"."', '"repo"'],
    ],
    [
      'owner: ".."',
      () => endpoint("GET /repos/{owner}/{repo}", { owner: "..", repo: "r" }),
      ['".."', '"owner"'],
    ],
    [
      'a :owner placeholder with ".."',
      () => endpoint("GET /repos/:owner/:repo", { owner: "..", repo: "r" }),
      ['".."', '"owner"'],
    ],
    ['"." in the options form', () => endpoint({ url: "/gists/{id}", id: "." }), ['"."']],
    ['".." in a {/path*} list', () => endpoint("GET /x{/path*}", { path: ["a", ".."] }), ['".."']],
    ['".." in a {/segment}', () => endpoint("GET /x{/segment}", { segment: ".." }), ['".."']],
    [
      '".." in an upload URL',
      () =>
        endpoint("POST https://uploads.github.com/repos/{owner}/{repo}/assets{?name}", {
          owner: "o",
          repo: "..",
          name: "x",
          data: "",
        }),
      ['".."'],
    ],
    [
      '".." thrown by builder.build()',
      () => builder.route("GET /repos/{owner}/{repo}").params({ owner: "..", repo: "r" }).build(),
      ['".."', '"owner"'],
    ],
    [
      '"." set through defaults',
      () => endpoint.defaults({ owner: "." })("GET /repos/{owner}/r"),
      ['"."'],
    ],
  ]);

  it.each(["...", ".a", "a..", "..a", ".%2e"])("accepts the segment value %j", (value) => {
    expect(() => endpoint("GET /repos/{owner}", { owner: value })).not.toThrow();
  });

  it("encodes percent-encoded dots so they never read as a dot segment", () => {
    expect(endpoint("GET /repos/{owner}/r", { owner: "%2e%2e" }).url).toBe(
      "https://api.github.com/repos/%252e%252e/r",
    );
  });

  it("accepts . and .. as query values", () => {
    expect(endpoint("GET /x{?a}", { a: "..", b: "." }).url).toBe(
      "https://api.github.com/x?a=..&b=.",
    );
  });
});

describe("options that are not an object", () => {
  runCases("INVALID_OPTIONS", [
    ["options: 42", () => endpoint("GET /x", 42 as never), ["42", "object"]],
    ['options: "text"', () => endpoint("GET /x", "text" as never), ['"text"']],
    ["options: an array", () => endpoint("GET /x", [] as never), ["an array"]],
    ["options: a Date", () => endpoint("GET /x", new Date() as never), ["an object"]],
    ["merge options: 42", () => endpoint.merge("GET /x", 42 as never), ["42"]],
    ["headers: a string", () => endpoint("GET /x", { headers: "x" as never }), ['"x"', "headers"]],
    ["request: 42", () => endpoint("GET /x", { request: 42 as never }), ["42", "request"]],
    ['mediaType: "raw"', () => endpoint("GET /x", { mediaType: "raw" as never }), ['"raw"']],
    ["parse(null)", () => endpoint.parse(null as never), ["null"]],
    ["builder.params(42)", () => builder.params(42 as never), ["42"]],
    ["builder.request(42)", () => builder.request(42 as never), ["42"]],
  ]);
});

describe("previews that are not an array", () => {
  runCases("INVALID_MEDIA_TYPE", [
    [
      "endpoint()",
      () => endpoint("GET /x", { mediaType: { previews: "mercy" as never } }),
      ['"mercy"', "array"],
    ],
    [
      "defaults()",
      () => endpoint.defaults({ mediaType: { previews: "mercy" as never } }),
      ['"mercy"'],
    ],
    [
      "parse()",
      () =>
        endpoint.parse({
          ...DEFAULTS,
          url: "/x",
          mediaType: { format: "", previews: "mercy" as never },
        }),
      ['"mercy"'],
    ],
    ["builder.previews()", () => builder.previews("mercy" as never), ['"mercy"', "array"]],
    ["builder.merge()", () => builder.merge({ mediaType: { previews: 1 as never } }), ["1"]],
  ]);
});

describe("values that cannot be encoded", () => {
  runCases("INVALID_TEMPLATE_VALUE", [
    [
      "a symbol in a placeholder",
      () => endpoint("GET /x/{a}", { a: Symbol("s") }),
      ['"a"', "a symbol"],
    ],
    ["a lone surrogate in a placeholder", () => endpoint("GET /x/{a}", { a: "\ud800" }), []],
  ]);
  runCases("INVALID_QUERY_VALUE", [
    ["a function in the query", () => endpoint("GET /x", { a: () => 1 }), ['"a"', "a function"]],
    ["a lone surrogate in the query", () => endpoint("GET /x", { a: "\ud800" }), []],
  ]);
});

describe("RestbuildError", () => {
  it("carries a code, a name and a message, and is an Error", () => {
    const cause = new Error("inner");
    const error = new RestbuildError("INVALID_URL", "url must be a string, got 42", { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe("INVALID_URL");
    expect(error.name).toBe("RestbuildError");
    expect(error.message).toBe("url must be a string, got 42");
    expect(error.cause).toBe(cause);
  });

  it("cuts a very long bad value short in the message", () => {
    const long = "x".repeat(100_000);
    const error = expectRestbuildError(
      () => endpoint({ method: `GE T${long}`, url: "/x" }),
      "INVALID_METHOD",
    );
    expect(error.message.length).toBeLessThan(500);
  });

  it("quotes a string of up to 60 characters whole, and cuts a longer one to 57 and ...", () => {
    expect(describeValue("x".repeat(60))).toBe(`"${"x".repeat(60)}"`);
    expect(describeValue("x".repeat(61))).toBe(`"${"x".repeat(57)}..."`);
  });

  it("names each kind of value it does not quote", () => {
    expect(describeValue(12n)).toBe("a bigint (12n)");
    expect(describeValue(Symbol("s"))).toBe("a symbol");
    expect(describeValue(() => 1)).toBe("a function");
    expect(describeValue([1])).toBe("an array");
    expect(describeValue(null)).toBe("null");
    expect(describeValue(Number.NaN)).toBe("NaN");
  });

  it("names a revoked Proxy an object, whether it stood for an array or an object", () => {
    for (const target of [[1], {}]) {
      const { proxy, revoke } = Proxy.revocable(target, {});
      revoke();
      expect(describeValue(proxy)).toBe("an object");
    }
  });

  it("says what a thrown value says: an Error's message, a string, or else the value's kind", () => {
    expect(describeThrown(new TypeError("boom"))).toBe("boom");
    expect(describeThrown("x".repeat(61))).toBe(`${"x".repeat(57)}...`);
    expect(describeThrown(42)).toBe("42 was thrown");
    expect(describeThrown(null)).toBe("null was thrown");
    // Only an Error's message is read: an object that looks like one is described by its kind.
    expect(describeThrown({ message: "looks like an error" })).toBe("an object was thrown");
    const nonText = Object.assign(new Error("x"), { message: 42 });
    expect(describeThrown(nonText)).toBe("an object was thrown");
  });

  it("describes a thrown value whose message getter throws by its kind", () => {
    const error = new Error("x");
    Object.defineProperty(error, "message", {
      get() {
        throw new Error("no message");
      },
    });
    expect(describeThrown(error)).toBe("an object was thrown");
  });

  it("keeps its message on one line, one space for each run of CR, LF and NUL", () => {
    expect(new RestbuildError("INVALID_URL", "a\r\n\0b\nc").message).toBe("a b c");
  });

  it("writes a character a terminal acts on as a \\u escape, wherever it comes from", () => {
    // ESC starts a terminal's control sequence, U+009B is the one-character CSI, U+202E
    // shows the text after it reversed; DEL and the other C0 and C1 controls act or hide.
    expect(new RestbuildError("INVALID_URL", "a\u001b[31mb\u009b2Jc\u202ed\u007f\t").message).toBe(
      "a\\u001b[31mb\\u009b2Jc\\u202ed\\u007f\t",
    );
    const header = errorOf(() => endpoint("GET /x", { headers: { "a\u009b31m": "x" } }));
    expect(header.message).toBe('header name must be an HTTP token, got "a\\u009b31m"');
    const thrown = errorOf(() =>
      endpoint("GET /x", {
        get headers(): never {
          throw new Error("boom \u001b[31mred");
        },
      }),
    );
    expect(thrown.message).toBe("the input could not be read: boom \\u001b[31mred");
  });

  it("never carries a character a terminal acts on, whatever the bad value (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), (text) => {
        const messages = [
          errorOf(() => endpoint("GET /x", { headers: { [`a ${text}`]: "x" } })).message,
          errorOf(() => endpoint({ method: `G T${text}`, url: "/x" })).message,
          new RestbuildError("INVALID_URL", text).message,
        ];
        for (const message of messages) expect(hasUnsafeChar(message), message).toBe(false);
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });

  it("never carries a separator or an invisible character raw, whatever face quotes it (property)", () => {
    // U+2028 and U+2029 break a line in an editor or a log viewer; the zero-width characters,
    // the byte order mark and the tag characters show nothing and hide what they stand in.
    const text = fc
      .array(fc.oneof(hiddenChar, fc.string({ unit: "grapheme", maxLength: 3 })), {
        minLength: 1,
        maxLength: 30,
      })
      .map((parts) => parts.join(""))
      .filter((joined) => HIDDEN.test(joined));
    const thrownBy = (message: string) =>
      Object.defineProperty({}, "headers", {
        enumerable: true,
        get() {
          throw new Error(message);
        },
      });
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 90 }), (hiddenText, at) => {
        // The text at the start, in the middle and past the 60 characters a value is cut to.
        const value = `${"v".repeat(at)}${hiddenText}`;
        const messages = [
          errorOf(() => endpoint("GET /x", { headers: { [`a ${value}`]: "x" } })).message,
          errorOf(() => endpoint("GET /x", { headers: { a: `${value}\r` } })).message,
          errorOf(() => endpoint({ method: `G T${value}`, url: "/x" })).message,
          errorOf(() => endpoint(`GET /{${value}`)).message,
          errorOf(() => endpoint.merge(`GET /x ${value} y`)).message,
          errorOf(() => endpoint("GET /x", { baseUrl: `${value}\\` })).message,
          errorOf(() => endpoint("GET /x", thrownBy(value) as never)).message,
          errorOf(() => endpoint.parse({ method: `${value} `, url: "/x" } as never)).message,
          errorOf(() => builder.preview(`${value}!`)).message,
          errorOf(() => builder.format(`${value}!`)).message,
          errorOf(() => builder.header(`${value} `, "x")).message,
          new RestbuildError("INVALID_URL", value).message,
        ];
        for (const message of messages) {
          expect(message, message).not.toMatch(HIDDEN);
          expect(hasUnsafeChar(message), message).toBe(false);
        }
      }),
      { seed: 20_261_128, numRuns: fuzzRuns(200) },
    );
  });

  it("stays within its bound when every character is escaped", () => {
    const message = new RestbuildError("INVALID_URL", "\u009b".repeat(10_000)).message;
    expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(message.startsWith("\\u009b\\u009b")).toBe(true);
    expect(message.endsWith("...")).toBe(true);
  });

  it("says that the input could not be read, with the reason and the cause", () => {
    const cause = new TypeError("revoked");
    const error = asInputError(cause);
    expect(error.code).toBe("INVALID_OPTIONS");
    expect(error.message).toBe("the input could not be read: revoked");
    expect(error.cause).toBe(cause);
    expect(asInputError("plain").message).toBe("the input could not be read: plain");
  });
});

describe("a value with a cycle, kept by a builder or a defaults function", () => {
  it("is reported as a cycle, not as a value nested too deep", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const call of [
      () => RequestBuilder.create().route("POST /x").data(cyclic),
      () => RequestBuilder.create().route("GET /x{?a}").param("a", cyclic),
      () => endpoint.defaults({ a: cyclic }),
    ]) {
      const error = expectRestbuildError(call, "INVALID_PARAMETER");
      expect(error.message).toBe("a parameter value must not contain cycles");
    }
  });
});

describe("isRestbuildError()", () => {
  it("is true for errors the library throws", () => {
    expect(isRestbuildError(thrownBy(() => endpoint("")))).toBe(true);
    expect(isRestbuildError(thrownBy(() => builder.method("GE T")))).toBe(true);
  });

  it("is true for a RestbuildError made by hand", () => {
    expect(isRestbuildError(new RestbuildError("MISSING_URL", "no url"))).toBe(true);
  });

  it("is true for the error class of another copy of the package", () => {
    class ForeignRestbuildError extends Error {
      readonly code = "INVALID_URL";
      constructor(message: string) {
        super(message);
        this.name = "RestbuildError";
      }
    }
    expect(isRestbuildError(new ForeignRestbuildError("x"))).toBe(true);
  });

  it.each<[string, unknown]>([
    ["a TypeError", new TypeError("x")],
    ["an Error", new Error("x")],
    // Node's system errors carry a string code too (ENOENT): the name tells them apart.
    [
      "an Error with a string code and another name",
      Object.assign(new Error("x"), { code: "ENOENT" }),
    ],
    [
      "an Error named RestbuildError without a code",
      Object.assign(new Error("x"), { name: "RestbuildError" }),
    ],
    [
      "an Error named RestbuildError with a numeric code",
      Object.assign(new Error("x"), { name: "RestbuildError", code: 1 }),
    ],
    [
      "a plain object shaped like the error",
      { name: "RestbuildError", code: "INVALID_URL", message: "x" },
    ],
    ["null", null],
    ["undefined", undefined],
    ["a string", "RestbuildError"],
  ])("is false for %s", (_name, value) => {
    expect(isRestbuildError(value)).toBe(false);
  });
});

describe("no stray errors from inside", () => {
  it.each<[string, () => unknown]>([
    ["endpoint(undefined, {})", () => endpoint(undefined as unknown as string, {})],
    ["endpoint.parse(undefined)", () => endpoint.parse(undefined as never)],
    [
      "endpoint.parse({ method, url }) without a baseUrl",
      () => endpoint.parse({ method: "GET", url: "/x" } as never),
    ],
    ["endpoint.merge(null)", () => endpoint.merge(null as never)],
    ["endpoint.defaults(null)", () => endpoint.defaults(null as never)],
    ["endpoint.defaults(42)", () => endpoint.defaults(42 as never)],
    ["a preview name with a space", () => endpoint("GET /x", { mediaType: { previews: ["a b"] } })],
    ["a format with a comma", () => endpoint("GET /x", { mediaType: { format: "raw,x" } })],
    ["a baseUrl that is not a string", () => endpoint({ url: "/x", baseUrl: 42 as never })],
    [
      "a cyclic builder parameter",
      () => {
        const cyclic: Record<string, unknown> = {};
        cyclic.self = cyclic;
        return builder.param("a", cyclic);
      },
    ],
  ])("throws a RestbuildError, not a TypeError, for %s", (_name, call) => {
    const error = thrownBy(call);
    expect(error).toBeInstanceOf(RestbuildError);
    expect(isRestbuildError(error)).toBe(true);
  });
});
