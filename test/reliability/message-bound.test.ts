import { describe, expect, it } from "vitest";
import {
  compileTemplate,
  endpoint,
  expandTemplate,
  isRestbuildError,
  RequestBuilder,
  RestbuildError,
  toFetch,
  toRequest,
} from "../../src/index.js";
import { CATALOGUE } from "./support/error-catalogue.js";

// Every message stays within the bound docs/errors.md gives (500 characters), whatever the size
// of the input it names or of the error a caller's code threw; a megabyte never reaches a log.

const BOUND = 500;
const HUGE = "a".repeat(1_000_000);
const HUGE_DIGITS = "9".repeat(1_000_000);

/** An error whose message is a megabyte long, thrown by a getter of the caller. */
function throwingGetter(message = HUGE): Record<string, unknown> {
  return Object.defineProperty({}, "v", {
    enumerable: true,
    get() {
      throw new Error(message);
    },
  });
}

function messageOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(isRestbuildError(error), String(error).slice(0, 200)).toBe(true);
    return (error as Error).message;
  }
  throw new Error("expected the call to throw");
}

const builder = RequestBuilder.create().route("GET /x" as string);
const huge = HUGE;

/** A call with a huge input in every place where a message names one. */
const HUGE_INPUTS: [string, () => unknown][] = [
  ["a caller's error message (INVALID_OPTIONS)", () => endpoint("GET /x", throwingGetter())],
  ["a caller's error message in the builder", () => builder.params(throwingGetter())],
  [
    "a caller's thrown string",
    () =>
      builder.params(
        new Proxy(
          {},
          {
            ownKeys: () => {
              throw huge;
            },
          },
        ),
      ),
  ],
  ["a route", () => endpoint(`GET /x ${huge}`)],
  ["a method", () => endpoint({ method: `${huge} x`, url: "/x" })],
  ["a url that is not a string template", () => endpoint(`GET /{${huge}`)],
  ["a baseUrl", () => endpoint("GET /x", { baseUrl: `${huge}\n` })],
  ["a header name", () => endpoint("GET /x", { headers: { [`${huge} x`]: "a" } })],
  ["a header value", () => endpoint("GET /x", { headers: { a: `${huge}\n` } })],
  ["a query parameter name", () => endpoint("GET /x", { [`${huge}\ud800`]: "a" })],
  ["a query value", () => endpoint("GET /x", { [huge]: `${huge}\ud800` })],
  ["a template value", () => endpoint("GET /x/{a}", { a: `${huge}\ud800` })],
  ["a host", () => endpoint("GET https://{host}/x", { host: `${huge}@` })],
  ["a parameter name", () => endpoint("GET /x", { [huge]: Symbol("v") })],
  ["a preview name", () => builder.preview(`${huge}!`)],
  ["a format", () => builder.format(`${huge}!`)],
  ["a bigint", () => endpoint("GET /x", { headers: { a: (10n ** 100_000n) as never } })],
  [
    "toRequest() with a huge relative url",
    () => toRequest({ method: "get", url: `/${huge}`, headers: {} }),
  ],
  [
    "toFetch() with a toJSON that throws a huge message",
    () =>
      toFetch({
        method: "post",
        url: "https://a.example/",
        headers: {},
        body: {
          toJSON: () => {
            throw new Error(huge);
          },
        },
      }),
  ],
  [
    "toFetch() with a huge content-length",
    () =>
      toFetch({
        method: "post",
        url: "https://a.example/",
        headers: { "content-length": HUGE_DIGITS },
        body: "x",
      }),
  ],
  [
    "toFetch() with a huge content-length of another form",
    () =>
      toFetch({
        method: "post",
        url: "https://a.example/",
        headers: { "content-length": `${huge}` },
        body: "x",
      }),
  ],
  ["compileTemplate()", () => compileTemplate(`{${huge}`)],
  ["expandTemplate()", () => expandTemplate(compileTemplate("/{a}"), { a: `${huge}\ud800` })],
  [
    "the constructor",
    () => {
      throw new RestbuildError("INVALID_OPTIONS", huge);
    },
  ],
];

describe("the length of every message", () => {
  it.each(HUGE_INPUTS)("%s gives a message within the bound", (_name, call) => {
    const message = messageOf(call);
    expect(message.length).toBeLessThanOrEqual(BOUND);
    expect(message).not.toMatch(/[\r\n\0]/);
  });

  it("keeps a cut message well-formed: a surrogate pair at the bound stays whole or goes", () => {
    for (let start = BOUND - 6; start < BOUND; start++) {
      const text = `${"a".repeat(start)}${"\u{1f600}".repeat(400)}`;
      const { message } = new RestbuildError("INVALID_OPTIONS", text);
      expect(message.length).toBeLessThanOrEqual(BOUND);
      expect(message.endsWith("...")).toBe(true);
      // encodeURIComponent() throws for a lone surrogate.
      expect(() => encodeURIComponent(message)).not.toThrow();
    }
  });

  it("keeps a message at the bound as it is", () => {
    const text = "b".repeat(BOUND);
    expect(new RestbuildError("INVALID_OPTIONS", text).message).toBe(text);
    expect(new RestbuildError("INVALID_OPTIONS", `${text}b`).message).toBe(
      `${"b".repeat(BOUND - 3)}...`,
    );
  });

  it("every row of the catalogue of bad input gives a message within the bound", () => {
    for (const row of CATALOGUE) {
      if (row.expected === "result") continue;
      try {
        row.call();
      } catch (error) {
        expect((error as Error).message.length, `${row.entry} ${row.input}`).toBeLessThanOrEqual(
          BOUND,
        );
      }
    }
  });
});
