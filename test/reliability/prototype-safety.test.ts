import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { toFetch } from "../../src/adapters/index.js";
import { run } from "../../src/cli/run.js";
import { compileTemplate, endpoint, expandTemplate, RequestBuilder } from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { jsonPayload } from "./support/arbitraries.js";
import { expectNoForeignError, outcomeOf } from "./support/outcome.js";

// C9: `__proto__`, `constructor` and `prototype` keys of a JSON-parsed payload are
// plain data or dropped, wherever the payload goes; they never change a prototype.

const BUILT_IN_PROTOTYPES = [
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
  Boolean.prototype,
] as const;

function prototypeState(): unknown {
  return BUILT_IN_PROTOTYPES.map((prototype) =>
    Object.getOwnPropertyNames(prototype).map((name) => [
      name,
      Object.getOwnPropertyDescriptor(prototype, name),
    ]),
  );
}

const PRISTINE = prototypeState();

function expectPrototypesUntouched(): void {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
  expect(Object.prototype.constructor).toBe(Object);
  expect(prototypeState()).toEqual(PRISTINE);
}

afterEach(() => {
  expectPrototypesUntouched();
});

/**
 * Every object reachable from a result keeps an ordinary prototype (or the null prototype a
 * caller gave it), and no key reads as "polluted" without being an own data key.
 */
function expectOrdinaryObjects(value: unknown, seen = new Set<object>()): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  const prototype = Object.getPrototypeOf(value);
  if (Array.isArray(value)) {
    expect(prototype).toBe(Array.prototype);
  } else if (prototype !== null && prototype !== Object.prototype) {
    // A class instance (a Request, a Map kept by reference) is not walked into.
    return;
  }
  const record = value as Record<string, unknown>;
  if (record.polluted !== undefined) expect(Object.hasOwn(record, "polluted")).toBe(true);
  for (const key of Object.keys(record)) expectOrdinaryObjects(record[key], seen);
}

const POLLUTING = [
  '{"__proto__": {"polluted": "yes"}}',
  '{"constructor": {"prototype": {"polluted": "yes"}}}',
  '{"prototype": {"polluted": "yes"}}',
  '{"a": {"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}}',
  '{"a": [{"b": {"__proto__": {"polluted": "yes"}}}]}',
  '{"__proto__": {"__proto__": {"polluted": "yes"}}, "x": {"y": {"z": {"__proto__": {"polluted": "yes"}}}}}',
  '{"__proto__": "yes", "constructor": "yes", "prototype": "yes"}',
];

const payloads = (): Record<string, unknown>[] =>
  POLLUTING.map((text) => JSON.parse(text) as Record<string, unknown>);

type Position = readonly [name: string, use: (payload: Record<string, unknown>) => unknown];

/** Every argument position a payload can reach. */
const POSITIONS: readonly Position[] = [
  [
    "endpoint() options",
    (p) => endpoint("POST /x/{owner}/{repo}", { owner: "o", repo: "r", ...p }),
  ],
  ["endpoint() options, GET", (p) => endpoint("GET /repos/{owner}", { owner: "o", ...p })],
  ["endpoint() options object alone", (p) => endpoint({ ...p, url: "/x" })],
  ["a body parameter", (p) => endpoint("POST /x", { filter: p })],
  ["a query parameter", (p) => endpoint("GET /x", { filter: p })],
  ["a map in a template", (p) => endpoint("GET /x{?filter*}{/path*}", { filter: p, path: [p] })],
  ["headers", (p) => endpoint("GET /x", { headers: p as never })],
  ["request", (p) => endpoint("GET /x", { request: p })],
  ["data", (p) => endpoint("POST /x", { data: p })],
  ["mediaType", (p) => endpoint("GET /x", { mediaType: p as never })],
  ["defaults()", (p) => endpoint.defaults(p)("POST /x", { filter: p })],
  [
    "defaults() parameters and request",
    (p) => endpoint.defaults({ filter: p, request: p })("POST /x", { filter: p }),
  ],
  ["defaults() headers", (p) => endpoint.defaults({ headers: p as never })("GET /x")],
  ["merge()", (p) => endpoint.merge("POST /x", p)],
  ["parse()", (p) => endpoint.parse({ ...endpoint.merge("POST /x"), ...p })],
  ["builder.params()", (p) => RequestBuilder.create().route("POST /x").params(p).build()],
  [
    "builder.param()",
    (p) => RequestBuilder.create().route<string>("GET /x").param("filter", p).build(),
  ],
  [
    "builder.headers()",
    (p) =>
      RequestBuilder.create()
        .route("/x")
        .headers(p as never)
        .build(),
  ],
  ["builder.request()", (p) => RequestBuilder.create().route("/x").request(p).build()],
  ["builder.data()", (p) => RequestBuilder.create().route("POST /x").data(p).build()],
  ["builder.merge()", (p) => RequestBuilder.create().route("POST /x").merge(p).build()],
  [
    "builder.merge() toOptions",
    (p) =>
      RequestBuilder.create()
        .merge(RequestBuilder.create().route("POST /x").params({ filter: p }))
        .toOptions(),
  ],
  ["compileTemplate() options", (p) => compileTemplate("/x/{a}", p)],
  [
    "expandTemplate() values",
    (p) => expandTemplate(compileTemplate("{/a*}{?b*}{c}"), { ...p, a: [p], b: p, c: p }),
  ],
  [
    "toFetch() body",
    (p) => toFetch({ method: "post", url: "https://a.example/x", headers: {}, body: p }),
  ],
  [
    "toFetch() headers",
    (p) => toFetch({ method: "get", url: "https://a.example/x", headers: p as never }),
  ],
];

describe("prototype keys of JSON payloads", () => {
  it.each(POSITIONS)("in %s never change a prototype", (_name, use) => {
    for (const payload of payloads()) {
      const outcome = outcomeOf(() => use(payload));
      expectNoForeignError(outcome, _name);
      if (outcome.kind === "returned") expectOrdinaryObjects(outcome.value);
      expectPrototypesUntouched();
    }
  });

  it("stay plain data in a request body built from parameters", () => {
    const payload = JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": "c", "a": 1}');
    const result = endpoint("POST /x", payload);
    // The top-level __proto__ key is dropped; constructor is an ordinary parameter.
    expect(result.body).toEqual({ constructor: "c", a: 1 });
    expect(Object.getPrototypeOf(result.body)).toBe(Object.prototype);
  });

  it("never lend a template the values of an object under __proto__", () => {
    // Were the key copied onto the parameters, its object would become their prototype and
    // {?a} would read "evil" from it.
    const payload = JSON.parse('{"__proto__": {"a": "evil", "b": "evil"}, "b": 1}');
    expect(endpoint("GET /x{?a,b}", payload).url).toBe("https://api.github.com/x?b=1");
    expect(endpoint("GET /x{/a}", payload).url).toBe("https://api.github.com/x?b=1");
    expect(endpoint.parse({ ...endpoint.merge("GET /x{?a}"), ...payload }).url).toBe(
      "https://api.github.com/x?b=1",
    );
  });

  it("stay plain data in the query string", () => {
    const payload = JSON.parse('{"constructor": "c", "prototype": "p"}');
    expect(endpoint("GET /x", payload).url).toBe(
      "https://api.github.com/x?constructor=c&prototype=p",
    );
  });

  it("are expanded as ordinary keys of a map, __proto__ included", () => {
    const payload = JSON.parse('{"__proto__": "a", "constructor": "b"}');
    expect(endpoint("GET /x{?m*}", { m: payload }).url).toBe(
      "https://api.github.com/x?__proto__=a&constructor=b",
    );
  });

  it("in defaults reach neither the returned DEFAULTS' prototype nor another defaults function", () => {
    const withDefaults = endpoint.defaults(
      JSON.parse(
        '{"__proto__": {"method": "DELETE"}, "constructor": {"prototype": {"baseUrl": "https://evil.example"}}}',
      ),
    );
    const defaults = withDefaults.DEFAULTS;
    expect(Object.getPrototypeOf(defaults)).toBe(Object.prototype);
    expect(defaults.method).toBe("GET");
    expect(defaults.baseUrl).toBe("https://api.github.com");
    expect(endpoint("GET /x").url).toBe("https://api.github.com/x");
    expect(withDefaults("/x").method).toBe("get");
  });

  it("given on the command line are rejected or kept as plain data", async () => {
    let stdout = "";
    const io = {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: () => true },
      env: {},
      readStdin: () => "",
      readFile: () => "",
    };
    const status = await run(
      [
        "POST /x",
        'constructor:={"prototype":{"polluted":"yes"}}',
        'a:={"__proto__":{"polluted":"yes"}}',
      ],
      io,
    );
    expect(status).toBe(0);
    const printed = JSON.parse(stdout) as { body: Record<string, unknown> };
    expect(printed.body.constructor).toEqual({ prototype: { polluted: "yes" } });
  });

  it("in generated payloads at every depth and position never change a prototype", () => {
    fc.assert(
      fc.property(jsonPayload, fc.nat(POSITIONS.length - 1), (payload, index) => {
        const [name, use] = POSITIONS[index] as Position;
        const outcome = outcomeOf(() => use(payload));
        expectNoForeignError(outcome, name);
        if (outcome.kind === "returned") expectOrdinaryObjects(outcome.value);
        expectPrototypesUntouched();
      }),
      { seed: 9_090, numRuns: fuzzRuns(1500) },
    );
  });
});

describe("a runtime whose Object.prototype has an enumerable property", () => {
  // Another library may have been polluted: what it added is inherited, never a parameter.
  it("sends none of it, from endpoint(), parse() or a builder", () => {
    Object.defineProperty(Object.prototype, "inheritedParameter", {
      value: "leaked",
      enumerable: true,
      configurable: true,
      writable: true,
    });
    try {
      const results: { url: string; body?: unknown }[] = [
        endpoint("GET /orgs/{org}/repos", { org: "o", per_page: 2 }),
        endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }),
        endpoint.parse(endpoint.merge("GET /orgs/{org}/repos", { org: "o" })),
        RequestBuilder.create().route("PATCH /user").param("name", "n").build(),
      ];
      for (const result of results) {
        expect(result.url).not.toContain("leaked");
        expect(JSON.stringify(result.body ?? null)).not.toContain("leaked");
      }
      expect(results[1]?.body).toEqual({ title: "t" });
    } finally {
      delete (Object.prototype as Record<string, unknown>).inheritedParameter;
    }
  });
});
