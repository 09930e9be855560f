import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, isRestbuildError, RequestBuilder } from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

// One truth for the text of a value: endpoint() reads the caller's value, the builder its copy
// of it, and both give the same URL or the same error code, for odd values in the query and in
// every kind of expression. The values are made from a plan, once per face, so that neither
// face sees what the other did to its value.

/** What a conversion method of an object returns, or that it throws. */
const RETURNS = ["text", "number", "symbol", "object", "undefined", "throw"] as const;
type Returned = (typeof RETURNS)[number];

type Plan =
  | { readonly t: "text"; readonly v: string }
  | { readonly t: "number"; readonly v: number }
  | { readonly t: "bigint"; readonly v: bigint }
  | { readonly t: "boolean" | "null" | "undefined" | "symbol" | "function" | "date" | "bare" }
  | { readonly t: "root" }
  | {
      readonly t: "converts";
      readonly how: "toString" | "valueOf" | "toPrimitive";
      readonly returns: Returned;
    }
  | { readonly t: "list"; readonly items: readonly Plan[]; readonly holes: readonly number[] }
  | { readonly t: "map"; readonly entries: readonly (readonly [string, Plan])[] };

const leaf: fc.Arbitrary<Plan> = fc.oneof(
  fc.record({ t: fc.constant("text" as const), v: fc.constantFrom("a", "", "x y", ".", "é") }),
  fc.record({ t: fc.constant("number" as const), v: fc.constantFrom(0, -1.5, Number.NaN) }),
  fc.record({ t: fc.constant("bigint" as const), v: fc.constantFrom(0n, 12n, -(2n ** 70n)) }),
  fc.constantFrom<Plan>(
    { t: "boolean" },
    { t: "null" },
    { t: "undefined" },
    { t: "symbol" },
    { t: "function" },
    { t: "date" },
    { t: "bare" },
    // The value the plan makes at its top, when that is a list or a map: a cycle.
    { t: "root" },
  ),
  fc.record({
    t: fc.constant("converts" as const),
    how: fc.constantFrom("toString" as const, "valueOf" as const, "toPrimitive" as const),
    returns: fc.constantFrom(...RETURNS),
  }),
);

const { plan } = fc.letrec<{ plan: Plan }>((tie) => ({
  plan: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record({
      t: fc.constant("list" as const),
      items: fc.array(tie("plan"), { maxLength: 4 }),
      holes: fc.array(fc.nat({ max: 5 }), { maxLength: 2 }),
    }),
    fc.record({
      t: fc.constant("map" as const),
      entries: fc.array(fc.tuple(fc.constantFrom("k", "l", "m"), tie("plan")), { maxLength: 3 }),
    }),
  ),
}));

function returned(returns: Returned): unknown {
  switch (returns) {
    case "text":
      return "t";
    case "number":
      return 7;
    case "symbol":
      return Symbol("r");
    case "object":
      return {};
    case "undefined":
      return undefined;
    case "throw":
      throw new Error("conversion failed");
  }
}

/** A fresh value from a plan; `root` is the value at the top, for a cycle back to it. */
function make(plan: Plan, root: { value?: object } = {}): unknown {
  switch (plan.t) {
    case "text":
    case "number":
    case "bigint":
      return plan.v;
    case "boolean":
      return true;
    case "null":
      return null;
    case "undefined":
      return undefined;
    case "symbol":
      return Symbol("s");
    case "function":
      return () => "f";
    case "date":
      return new Date(0);
    case "bare":
      return Object.create(null);
    case "root":
      return root.value ?? "r";
    case "converts": {
      const method = () => returned(plan.returns);
      return plan.how === "toPrimitive" ? { [Symbol.toPrimitive]: method } : { [plan.how]: method };
    }
    case "list": {
      const list: unknown[] = [];
      root.value ??= list;
      for (const item of plan.items) list.push(make(item, root));
      for (const hole of plan.holes) {
        if (hole < list.length) delete list[hole];
        else list.length = hole + 1;
      }
      return list;
    }
    case "map": {
      const map: Record<string, unknown> = {};
      root.value ??= map;
      for (const [key, item] of plan.entries) map[key] = make(item, root);
      return map;
    }
  }
}

/** The URL a call gives, or the code of the RestbuildError it throws. */
function outcome(call: () => { url: string }): string {
  try {
    return call().url;
  } catch (error) {
    if (isRestbuildError(error)) return error.code;
    throw error;
  }
}

/** GET routes with the value in the query, and in every kind of expression. */
const ROUTES = [
  "GET /x",
  "GET /x{?v}",
  "GET /x{?v*}",
  "GET /x/{v}",
  "GET /x/{+v}",
  "GET /x{#v}",
  "GET /x{.v}",
  "GET /x{/v}",
  "GET /x{/v*}",
  "GET /x{;v}",
  "GET /x{&v*}",
  "GET /x/{v:2}",
] as const;

describe("odd values: endpoint() and the builder", () => {
  it("give the same URL or the same error code, in the query and in every expression", () => {
    let errors = 0;
    let urls = 0;
    fc.assert(
      fc.property(fc.constantFrom(...ROUTES), plan, (route, planned) => {
        const viaEndpoint = outcome(() => endpoint(route, { v: make(planned) }));
        const viaBuilder = outcome(() =>
          (RequestBuilder.create().route(route) as unknown as RequestBuilder<string, string>)
            .param("v", make(planned))
            .build(),
        );
        expect(viaBuilder).toBe(viaEndpoint);
        if (viaEndpoint.startsWith("https:")) urls++;
        else errors++;
      }),
      { seed: 20_261_128, numRuns: fuzzRuns(200) },
    );
    // Both kinds of answer are compared, not only one.
    expect(urls).toBeGreaterThan(0);
    expect(errors).toBeGreaterThan(0);
  });

  it("refuse a list that contains itself, wherever it goes, as INVALID_PARAMETER", () => {
    for (const route of ROUTES) {
      const direct = ["x"] as unknown[];
      direct.push(direct);
      const nested = ["x"] as unknown[];
      nested.push(["y", nested]);
      const throughMap = ["x"] as unknown[];
      throughMap.push({ k: throughMap });
      for (const value of [direct, nested, throughMap]) {
        expect(
          outcome(() => endpoint(route, { v: value })),
          route,
        ).toBe("INVALID_PARAMETER");
      }
    }
  });

  it("refuse an object whose Symbol.toPrimitive gives a symbol, in the query", () => {
    const value = () => ({ [Symbol.toPrimitive]: () => Symbol() });
    expect(outcome(() => endpoint("GET /x", { v: value() }))).toBe("INVALID_QUERY_VALUE");
    const builder = RequestBuilder.create().route("GET /x") as unknown as RequestBuilder<
      string,
      string
    >;
    expect(outcome(() => builder.param("v", value()).build())).toBe("INVALID_QUERY_VALUE");
  });
});
