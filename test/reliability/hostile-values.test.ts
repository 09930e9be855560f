import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  compileTemplate,
  endpoint,
  expandTemplate,
  isRestbuildError,
  RequestBuilder,
  type RestbuildErrorCode,
  toFetch,
  toNodeRequest,
  toRequest,
} from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

// Values built to break an error handler: what a getter or trap throws may have no prototype,
// a `toString` or `Symbol.toPrimitive` that throws, or a `message` getter that throws, and a
// revoked Proxy throws on every look. Whatever the caller passes, each public entry returns or
// throws a RestbuildError with a code, never the caller's value nor a TypeError of its own.

/** Things a getter or trap throws, each hostile to the code that catches it. */
const THROWN: Record<string, () => unknown> = {
  "an object without a prototype": () => Object.create(null),
  "an object whose toString throws": () => ({
    toString() {
      throw Object.create(null);
    },
  }),
  "an object whose Symbol.toPrimitive throws": () => ({
    [Symbol.toPrimitive]() {
      throw Object.create(null);
    },
  }),
  "an Error whose message getter throws": () =>
    Object.defineProperty(new Error(), "message", {
      get() {
        throw Object.create(null);
      },
    }),
};

/** Every trap a Proxy has for an object (not a function). */
const TRAPS = [
  "get",
  "set",
  "has",
  "deleteProperty",
  "ownKeys",
  "getOwnPropertyDescriptor",
  "defineProperty",
  "getPrototypeOf",
  "setPrototypeOf",
  "isExtensible",
  "preventExtensions",
] as const;

/** A Proxy over `target` whose `traps` throw what `thrown` makes. */
function throwingProxy(
  thrown: () => unknown,
  traps: readonly string[] = TRAPS,
  target: object = {},
): object {
  const trap = () => {
    throw thrown();
  };
  return new Proxy(target, Object.fromEntries(traps.map((name) => [name, trap])));
}

function revokedProxy(target: object = {}): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

/** Objects the library keeps by reference (a map, a class instance) or copies (a list). */
const TARGETS: [string, () => object][] = [
  ["a list", () => ["a"]],
  ["a map", () => new Map([["a", 1]])],
  ["a Date", () => new Date(0)],
];

/**
 * The hostile values: Proxies whose every trap throws, a revoked one, two bad conversions;
 * then, over a list, a map and a class instance, a revoked Proxy and Proxies with one trap
 * that throws `undefined`, each found at the first place the library asks that question.
 */
const HOSTILE: [string, () => unknown][] = [
  ...Object.entries(THROWN).map(([name, thrown]): [string, () => unknown] => [
    `a Proxy throwing ${name}`,
    () => throwingProxy(thrown),
  ]),
  ["a Proxy throwing undefined", () => throwingProxy(() => undefined)],
  ["a revoked Proxy", () => revokedProxy()],
  ["an object whose toString throws", THROWN["an object whose toString throws"] as () => unknown],
  [
    "an object whose Symbol.toPrimitive throws",
    THROWN["an object whose Symbol.toPrimitive throws"] as () => unknown,
  ],
  ...TARGETS.flatMap(([target, make]): [string, () => unknown][] => [
    [`a revoked Proxy of ${target}`, () => revokedProxy(make())],
    ...TRAPS.map((trap): [string, () => unknown] => [
      `a Proxy of ${target} whose ${trap} trap throws undefined`,
      () => throwingProxy(() => undefined, [trap], make()),
    ]),
  ]),
];

type Call = (hostile: never) => unknown;
const builder = RequestBuilder.create().route("POST /x{?v}") as unknown as RequestBuilder<
  string,
  string
>;
const getBuilder = RequestBuilder.create().route("GET /x{?v}") as unknown as RequestBuilder<
  string,
  string
>;
const REQUEST = { method: "post", url: "https://a.example/", headers: {} };
const MERGED = {
  ...REQUEST,
  baseUrl: "https://a.example",
  mediaType: { format: "", previews: [] },
};

/** A builder built twice, which keeps its request: the second build copies what it kept. */
function builtTwice(prepared: RequestBuilder<string, string>): unknown {
  prepared.build();
  return prepared.build();
}

/**
 * The places of a value in options: a parameter, a list item, a map's value, the body, a
 * header value and the request meta. Each face below takes the hostile value in each place.
 */
const PLACES: [string, (hostile: unknown) => Record<string, unknown>][] = [
  ["a parameter", (hostile) => ({ v: hostile })],
  ["a list item", (hostile) => ({ v: ["a", hostile] })],
  ["a map value", (hostile) => ({ v: { m: hostile } })],
  ["data", (hostile) => ({ data: hostile })],
  ["a header value", (hostile) => ({ headers: { "x-a": hostile } })],
  ["request meta", (hostile) => ({ request: { signal: hostile } })],
];

/** The faces that take options, each given the options with the hostile value in one place. */
const FACES: [string, (options: Record<string, unknown>) => unknown][] = [
  ["endpoint() POST", (options) => endpoint("POST /x{?w}", options)],
  ["endpoint() GET", (options) => endpoint("GET /x{?w}", options)],
  ["endpoint() with url in the options", (options) => endpoint({ url: "/x", ...options })],
  ["endpoint.merge()", (options) => endpoint.merge("POST /x", options)],
  [
    "endpoint.merge() with url in the options",
    (options) => endpoint.merge({ url: "/x", ...options }),
  ],
  ["endpoint.defaults()", (options) => endpoint.defaults(options)],
  ["endpoint.defaults() then a call", (options) => endpoint.defaults(options)("POST /x")],
  ["endpoint.defaults() then merge()", (options) => endpoint.defaults(options).merge("GET /x")],
  ["endpoint.defaults() then DEFAULTS", (options) => endpoint.defaults(options).DEFAULTS],
  ["endpoint.parse()", (options) => endpoint.parse({ ...MERGED, ...options } as never)],
  ["builder.merge() then build()", (options) => builder.merge(options).build()],
  ["builder.merge() then toOptions()", (options) => builder.merge(options).toOptions()],
  ["builder.merge() built twice", (options) => builtTwice(getBuilder.merge(options))],
  ["builder.merge() then toFetch()", (options) => builder.merge(options).toFetch()],
  ["builder.merge() then toRequest()", (options) => builder.merge(options).toRequest()],
];

/** The builder's own steps for each place, then build(), toOptions() and a second build. */
const STEPS: [string, (hostile: never) => RequestBuilder<string, string>][] = [
  ["builder.param()", (hostile) => builder.param("v", hostile)],
  ["builder.param() list item", (hostile) => builder.param("v", ["a", hostile])],
  ["builder.param() map value", (hostile) => builder.param("v", { m: hostile })],
  ["builder.params()", (hostile) => builder.params({ v: hostile })],
  ["builder.data()", (hostile) => builder.data(hostile)],
  ["builder.data() map value", (hostile) => builder.data({ a: hostile })],
  ["builder.header()", (hostile) => builder.header("x-a", hostile)],
  ["builder.request()", (hostile) => builder.request({ signal: hostile })],
  ["GET builder.param()", (hostile) => getBuilder.param("v", hostile)],
];

/** Every public entry, each with the hostile value in one place a caller can put it. */
const ENTRIES: [string, Call][] = [
  ...FACES.flatMap(([face, call]) =>
    PLACES.map(([place, options]): [string, Call] => [
      `${face}, ${place}`,
      (hostile) => call(options(hostile)),
    ]),
  ),
  ...STEPS.flatMap(([step, call]): [string, Call][] => [
    [step, (hostile) => call(hostile)],
    [`${step} then build()`, (hostile) => call(hostile).build()],
    [`${step} then toOptions()`, (hostile) => call(hostile).toOptions()],
    [`${step} built twice`, (hostile) => builtTwice(call(hostile))],
    [`${step} then toFetch()`, (hostile) => call(hostile).toFetch()],
    [`${step} then toRequest()`, (hostile) => call(hostile).toRequest()],
  ]),
  ["endpoint() options", (hostile) => endpoint(hostile)],
  ["endpoint() route", (hostile) => endpoint(hostile, { url: "/x" } as never)],
  ["endpoint() headers", (hostile) => endpoint("GET /x", { headers: hostile })],
  ["endpoint() baseUrl", (hostile) => endpoint("GET /x", { baseUrl: hostile })],
  ["endpoint() mediaType", (hostile) => endpoint("GET /x", { mediaType: hostile })],
  ["endpoint.merge()", (hostile) => endpoint.merge("GET /x", hostile)],
  ["endpoint.parse()", (hostile) => endpoint.parse(hostile)],
  ["endpoint.parse() url", (hostile) => endpoint.parse({ method: "GET", url: hostile } as never)],
  ["endpoint.defaults()", (hostile) => endpoint.defaults(hostile)],
  ["endpoint.defaults() request", (hostile) => endpoint.defaults({ request: hostile })],
  ["builder.route()", (hostile) => builder.route(hostile)],
  ["builder.method()", (hostile) => builder.method(hostile)],
  ["builder.baseUrl()", (hostile) => builder.baseUrl(hostile)],
  ["builder.param() name", (hostile) => builder.param(hostile, 1)],
  ["builder.params()", (hostile) => builder.params(hostile)],
  ["builder.header() name", (hostile) => builder.header(hostile, "a")],
  ["builder.headers()", (hostile) => builder.headers(hostile)],
  ["builder.preview()", (hostile) => builder.preview(hostile)],
  ["builder.previews() item", (hostile) => builder.previews(["a", hostile])],
  ["builder.format()", (hostile) => builder.format(hostile)],
  ["builder.request() meta", (hostile) => builder.request(hostile)],
  ["builder.merge()", (hostile) => builder.merge(hostile)],
  ["toFetch()", (hostile) => toFetch(hostile)],
  [
    "toFetch() header",
    (hostile) => toFetch({ method: "get", url: "https://a.example/", headers: { a: hostile } }),
  ],
  ["toRequest()", (hostile) => toRequest(hostile)],
  ["toRequest() url", (hostile) => toRequest({ method: "get", url: hostile, headers: {} })],
  [
    "toRequest() body",
    (hostile) =>
      toRequest({ method: "post", url: "https://a.example/", headers: {}, body: hostile }),
  ],
  ["toNodeRequest()", (hostile) => toNodeRequest(hostile)],
  [
    "toNodeRequest() body",
    (hostile) =>
      toNodeRequest({ method: "post", url: "https://a.example/", headers: {}, body: hostile }),
  ],
  ["compileTemplate()", (hostile) => compileTemplate(hostile)],
  ["compileTemplate() options", (hostile) => compileTemplate("/{a}", hostile)],
  ["expandTemplate() values", (hostile) => expandTemplate(compileTemplate("/{a}"), hostile)],
  ["expandTemplate() value", (hostile) => expandTemplate(compileTemplate("/{a}"), { a: hostile })],
  [
    "expandTemplate() list item",
    (hostile) => expandTemplate(compileTemplate("/{a*}"), { a: ["x", hostile] }),
  ],
  ["expandTemplate() template", (hostile) => expandTemplate(hostile, {})],
];

/** The codes docs/errors.md lists, each a row of its table of codes (after the row's anchor). */
const DOCUMENTED_CODES = [
  ...readFileSync(new URL("../../docs/errors.md", import.meta.url), "utf8").matchAll(
    /^\| (?:<a id="[a-z_]+"><\/a>)?`([A-Z_]+)` \|/gm,
  ),
].map((match) => match[1]);

/** What a call does with the hostile value: "returned", or what it threw if not a documented RestbuildError. */
function outcome(call: Call, make: () => unknown): string {
  try {
    call(make() as never);
    return "returned";
  } catch (error) {
    if (!isRestbuildError(error)) return `threw ${String(error)}`;
    const { code, message } = error as { code: RestbuildErrorCode; message: string };
    if (!DOCUMENTED_CODES.includes(code)) return `threw the undocumented code ${code}`;
    return typeof message === "string" ? "a RestbuildError" : "a RestbuildError without a message";
  }
}

describe("hostile values at every public entry", () => {
  it.each(ENTRIES)(
    "%s returns or throws a RestbuildError for each hostile value",
    (_entry, call) => {
      const failures = HOSTILE.map(([value, make]) => `${value}: ${outcome(call, make)}`).filter(
        (line) => !line.endsWith(": returned") && !line.endsWith(": a RestbuildError"),
      );
      expect(failures).toEqual([]);
    },
  );

  it.each(HOSTILE)("isRestbuildError() answers false for %s", (_value, make) => {
    expect(isRestbuildError(make())).toBe(false);
  });

  it.each([
    ["a parameter", (hostile: unknown) => endpoint.merge("POST /r", { y: hostile })],
    ["data", (hostile: unknown) => endpoint.merge("POST /r", { data: hostile })],
    ["the options with url", (hostile: unknown) => endpoint.merge({ url: "/r", y: hostile })],
  ])(
    "endpoint.merge() refuses a revoked Proxy or one that throws undefined as %s",
    (_place, call) => {
      for (const make of [() => revokedProxy(), () => throwingProxy(() => undefined)]) {
        expect(codeOf(() => call(make()))).toBe("INVALID_OPTIONS");
      }
    },
  );
});
