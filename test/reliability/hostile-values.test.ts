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

/** A Proxy whose every trap throws what `thrown` makes. */
function throwingProxy(thrown: () => unknown): object {
  const trap = () => {
    throw thrown();
  };
  return new Proxy(
    {},
    {
      get: trap,
      getOwnPropertyDescriptor: trap,
      getPrototypeOf: trap,
      has: trap,
      ownKeys: trap,
    },
  );
}

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** The seven hostile values: four throwing Proxies, a revoked one, and two bad conversions. */
const HOSTILE: [string, () => unknown][] = [
  ...Object.entries(THROWN).map(([name, thrown]): [string, () => unknown] => [
    `a Proxy throwing ${name}`,
    () => throwingProxy(thrown),
  ]),
  ["a revoked Proxy", revokedProxy],
  ["an object whose toString throws", THROWN["an object whose toString throws"] as () => unknown],
  [
    "an object whose Symbol.toPrimitive throws",
    THROWN["an object whose Symbol.toPrimitive throws"] as () => unknown,
  ],
];

type Call = (hostile: never) => unknown;
const builder = RequestBuilder.create().route("POST /x{?v}") as unknown as RequestBuilder<
  string,
  string
>;

/** Every public entry, each with the hostile value in one place a caller can put it. */
const ENTRIES: [string, Call][] = [
  ["endpoint() options", (hostile) => endpoint(hostile)],
  ["endpoint() route", (hostile) => endpoint(hostile, { url: "/x" } as never)],
  ["endpoint() parameter", (hostile) => endpoint("GET /x{?v}", { v: hostile })],
  ["endpoint() query list item", (hostile) => endpoint("GET /x", { v: [1, hostile] })],
  ["endpoint() header value", (hostile) => endpoint("GET /x", { headers: { "x-a": hostile } })],
  ["endpoint() headers", (hostile) => endpoint("GET /x", { headers: hostile })],
  ["endpoint() baseUrl", (hostile) => endpoint("GET /x", { baseUrl: hostile })],
  ["endpoint() mediaType", (hostile) => endpoint("GET /x", { mediaType: hostile })],
  ["endpoint() data", (hostile) => endpoint("POST /x", { data: { a: hostile } })],
  ["endpoint.merge()", (hostile) => endpoint.merge("GET /x", hostile)],
  ["endpoint.parse()", (hostile) => endpoint.parse(hostile)],
  ["endpoint.parse() url", (hostile) => endpoint.parse({ method: "GET", url: hostile } as never)],
  ["endpoint.defaults()", (hostile) => endpoint.defaults(hostile)],
  [
    "endpoint.defaults() map value",
    (hostile) => endpoint.defaults({ v: { m: hostile } } as never)("GET /x{?v}"),
  ],
  ["endpoint.defaults() request", (hostile) => endpoint.defaults({ request: hostile })],
  ["builder.route()", (hostile) => builder.route(hostile)],
  ["builder.method()", (hostile) => builder.method(hostile)],
  ["builder.baseUrl()", (hostile) => builder.baseUrl(hostile)],
  ["builder.param()", (hostile) => builder.param("v", hostile).build()],
  ["builder.param() map value", (hostile) => builder.param("v", { m: hostile }).build()],
  ["builder.param() name", (hostile) => builder.param(hostile, 1)],
  ["builder.params()", (hostile) => builder.params(hostile)],
  ["builder.header() value", (hostile) => builder.header("x-a", hostile)],
  ["builder.header() name", (hostile) => builder.header(hostile, "a")],
  ["builder.headers()", (hostile) => builder.headers(hostile)],
  ["builder.preview()", (hostile) => builder.preview(hostile)],
  ["builder.previews() item", (hostile) => builder.previews(["a", hostile])],
  ["builder.format()", (hostile) => builder.format(hostile)],
  ["builder.data()", (hostile) => builder.data({ a: hostile }).build()],
  ["builder.request()", (hostile) => builder.request(hostile)],
  ["builder.merge()", (hostile) => builder.merge(hostile)],
  ["builder.build() list item", (hostile) => builder.param("v", ["a", hostile]).build()],
  ["builder.toOptions()", (hostile) => builder.param("v", hostile).toOptions()],
  ["builder.toFetch() body", (hostile) => builder.data({ a: hostile }).toFetch()],
  ["builder.toRequest() body", (hostile) => builder.data({ a: hostile }).toRequest()],
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

/** The codes docs/errors.md lists, each a row of its table of codes. */
const DOCUMENTED_CODES = [
  ...readFileSync(new URL("../../docs/errors.md", import.meta.url), "utf8").matchAll(
    /^\| `([A-Z_]+)` \|/gm,
  ),
].map((match) => match[1]);

const MATRIX = ENTRIES.flatMap(([entry, call]) =>
  HOSTILE.map(([value, make]): [string, string, Call, () => unknown] => [entry, value, call, make]),
);

describe("hostile values at every public entry", () => {
  it.each(MATRIX)("%s with %s returns or throws a RestbuildError", (_entry, _value, call, make) => {
    let thrown: unknown;
    try {
      call(make() as never);
      return;
    } catch (error) {
      thrown = error;
    }
    expect(isRestbuildError(thrown)).toBe(true);
    const { code, message } = thrown as { code: RestbuildErrorCode; message: string };
    expect(DOCUMENTED_CODES).toContain(code);
    expect(typeof message).toBe("string");
  });

  it.each(HOSTILE)("isRestbuildError() answers false for %s", (_value, make) => {
    expect(isRestbuildError(make())).toBe(false);
  });
});
