import { describe, expect, it } from "vitest";
import { type EndpointOptions, endpoint, RequestBuilder } from "../../src/index.js";

// C8: no call changes DEFAULTS, a defaults function, a snapshot or the caller's input,
// and what the compat API returns is the caller's to change. Here every returned object is
// vandalized, and so is every input after its call, while thousands of calls interleave
// across 20 defaults functions; each result must equal the same call made in isolation.

type EndpointFunction = typeof endpoint;

/** A small deterministic generator (mulberry32), so that a failure reproduces. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Changes every plain object and array reachable from a value: adds a key, overwrites every
 * string and number, empties arrays after pushing into them. Class instances and functions
 * (kept by reference on purpose, such as a fetch function) are left alone.
 */
function vandalize(value: unknown, seen = new Set<object>()): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return;
  seen.add(value);
  expect(Object.isFrozen(value), "a returned or given object is frozen").toBe(false);
  if (Array.isArray(value)) {
    for (const item of value) vandalize(item, seen);
    value.push("vandal");
    value.reverse();
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const child = record[key];
    if (typeof child === "object" && child !== null) vandalize(child, seen);
    else if (typeof child === "string") record[key] = `${child}-vandal`;
    else if (typeof child === "number") record[key] = child + 1000;
  }
  record.vandal = { nested: ["vandal"] };
}

const fetchFunction = () => Promise.resolve("response");

/** The options of the defaults level `index`: headers, previews, nested parameters, request. */
function levelOptions(index: number): EndpointOptions {
  const options: Record<string, unknown> = {
    headers: {
      [`x-level-${index}`]: `v${index}`,
      ...(index % 3 === 0 && { authorization: `token t${index}` }),
    },
    mediaType: { previews: [`p${index % 5}`], ...(index % 4 === 1 && { format: "raw" }) },
    filter: { [`k${index}`]: index, labels: [`l${index}`] },
    request: { fetch: fetchFunction, retries: { max: index, codes: [500 + index] } },
    per_page: index + 1,
  };
  if (index % 5 === 2) options.baseUrl = `https://ghe${index}.example/api/v3`;
  if (index % 7 === 3) options.method = "POST";
  if (index % 6 === 4) options.org = `org${index}`;
  return options;
}

/** Defaults function `index`: every fourth starts from endpoint, the others cascade. */
function chainOf(index: number): number[] {
  const chain = [index];
  let current = index;
  while (current % 4 !== 0) {
    current -= 1;
    chain.unshift(current);
  }
  return chain;
}

function freshDefaults(index: number): EndpointFunction {
  let result: EndpointFunction = endpoint;
  for (const level of chainOf(index)) result = result.defaults(levelOptions(level));
  return result;
}

const FUNCTION_COUNT = 20;

/** The calls, each a factory of fresh arguments: route and options. */
const CALLS: ReadonlyArray<() => [string, EndpointOptions]> = [
  () => ["GET /orgs/{org}/repos", { org: "nodejs", type: "public" }],
  () => [
    "POST /repos/{owner}/{repo}/issues",
    { owner: "o", repo: "r", title: "t", labels: ["bug"] },
  ],
  () => ["GET /search/issues", { q: "is:open+label:bug", filter: { state: "open" } }],
  () => [
    "PATCH /repos/{owner}/{repo}",
    { owner: "o", repo: "r", filter: { k1: "call", extra: [1, 2] } },
  ],
  () => ["GET /x{?list*}", { list: ["a", "b"], headers: { "X-Level-1": "call" } }],
  () => [
    "PUT /user/starred/{owner}/{repo}",
    { owner: "o", repo: "r", mediaType: { previews: ["call"] } },
  ],
  () => ["DELETE /gists/{gist_id}", { gist_id: "g", request: { retries: { max: 99 } } }],
  () => ["POST https://uploads.github.com/r{?name,label}", { name: "n", data: { raw: ["x"] } }],
  () => [
    "GET /user",
    { headers: { accept: "application/vnd.github.v3.diff" }, mediaType: { format: "diff" } },
  ],
  () => ["HEAD /", {}],
];

describe("isolation between calls, defaults functions and snapshots", () => {
  it("gives the results of isolated calls while thousands of calls interleave and every output and input is vandalized", () => {
    // What each call gives on a fresh defaults function, before anything is vandalized.
    const expected = Array.from({ length: FUNCTION_COUNT }, (_, index) =>
      CALLS.map((call) => {
        const [route, options] = call();
        return freshDefaults(index)(route, options);
      }),
    );
    const expectedDefaults = Array.from(
      { length: FUNCTION_COUNT },
      (_, index) => freshDefaults(index).DEFAULTS,
    );
    const rootDefaults = endpoint.DEFAULTS;

    // Built level by level, each level's input vandalized right after defaults() took it.
    const built: EndpointFunction[] = [];
    for (let index = 0; index < FUNCTION_COUNT; index++) {
      const parent = index % 4 === 0 ? endpoint : (built[index - 1] as EndpointFunction);
      const options = levelOptions(index);
      built.push(parent.defaults(options));
      vandalize(options);
    }

    const next = random(0x5eed);
    const operations = 6000;
    for (let step = 0; step < operations; step++) {
      const index = Math.floor(next() * FUNCTION_COUNT);
      const callIndex = Math.floor(next() * CALLS.length);
      const fn = built[index] as EndpointFunction;
      const [route, options] = (CALLS[callIndex] as () => [string, EndpointOptions])();
      const want = expected[index]?.[callIndex];
      const kind = next();
      if (kind < 0.5) {
        const result = fn(route, options);
        expect(result, `call ${callIndex} on function ${index}, step ${step}`).toEqual(want);
        vandalize(result);
      } else if (kind < 0.8) {
        const merged = fn.merge(route, options);
        const result = fn.parse(merged);
        expect(result, `merge+parse ${callIndex} on function ${index}, step ${step}`).toEqual(want);
        vandalize(result);
        vandalize(merged);
      } else {
        const defaults = fn.DEFAULTS;
        expect(defaults, `DEFAULTS of function ${index}, step ${step}`).toEqual(
          expectedDefaults[index],
        );
        vandalize(defaults);
      }
      vandalize(options);
    }

    expect(endpoint.DEFAULTS).toEqual(rootDefaults);
    built.forEach((fn, index) => {
      expect(fn.DEFAULTS).toEqual(expectedDefaults[index]);
      CALLS.forEach((call, callIndex) => {
        const [route, options] = call();
        expect(fn(route, options)).toEqual(expected[index]?.[callIndex]);
      });
    });
  });

  it("keeps a defaults function's request values by reference where they are opaque, and copies plain ones", () => {
    const withDefaults = endpoint.defaults({
      request: { fetch: fetchFunction, retries: { max: 3 } },
    });
    const first = withDefaults("GET /x");
    expect(first.request?.fetch).toBe(fetchFunction);
    (first.request?.retries as { max: number }).max = 0;
    expect(withDefaults("GET /x").request?.retries).toEqual({ max: 3 });
  });
});

describe("builder snapshots under vandalism", () => {
  it("give the same options and request after their inputs and outputs are changed", () => {
    const params = { owner: "o", repo: "r", filter: { state: "open", labels: ["bug"] } };
    const headers = { "X-Trace": "1" };
    const request = { retries: { max: 3 } };
    const data = { title: "t", nested: [{ a: 1 }] };
    const snapshot = RequestBuilder.create()
      .route("POST /repos/{owner}/{repo}/notes")
      .params(params)
      .headers(headers)
      .request(request)
      .previews(["mercy"])
      // @ts-expect-error filter beside data: dropped from the body, kept in the options read here
      .data(data);
    const options = snapshot.toOptions();
    const built = snapshot.build();
    const copies = { options: structuredClone(options), built: structuredClone(built) };

    for (let round = 0; round < 100; round++) {
      vandalize(params);
      vandalize(headers);
      vandalize(request);
      vandalize(data);
      const nextOptions = snapshot.toOptions();
      const nextBuilt = snapshot.build();
      expect(nextOptions).toEqual(copies.options);
      expect(nextBuilt).toEqual(copies.built);
      vandalize(nextOptions);
      vandalize(nextBuilt);
    }
    vandalize(options);
    vandalize(built);
    expect(snapshot.toOptions()).toEqual(copies.options);
    expect(snapshot.build()).toEqual(copies.built);
  });

  it("reject changes to themselves", () => {
    const snapshot = RequestBuilder.create().route("GET /x");
    expect(Object.isFrozen(snapshot)).toBe(true);
    expect(() => {
      (snapshot as unknown as Record<string, unknown>).route = () => "changed";
    }).toThrow(TypeError);
    expect(() => {
      Object.defineProperty(snapshot, "extra", { value: 1 });
    }).toThrow(TypeError);
    expect(snapshot.build().url).toBe("https://api.github.com/x");
  });

  it("reject changes to the members of an endpoint function", () => {
    const withDefaults = endpoint.defaults({ per_page: 2 });
    for (const fn of [endpoint, withDefaults]) {
      const members = fn as unknown as Record<string, unknown>;
      expect(() => {
        members.DEFAULTS = { method: "DELETE" };
      }).toThrow(TypeError);
      expect(() => {
        members.merge = () => ({});
      }).toThrow(TypeError);
      expect(() => {
        members.parse = () => ({});
      }).toThrow(TypeError);
      expect(() => {
        members.defaults = () => fn;
      }).toThrow(TypeError);
    }
    expect(endpoint.DEFAULTS.method).toBe("GET");
    expect(withDefaults("GET /x").url).toBe("https://api.github.com/x?per_page=2");
  });

  it("keep builders from one parent apart through thousands of interleaved derivations", () => {
    const parent = RequestBuilder.create()
      .route("POST /repos/{owner}/{repo}/notes")
      .params({ owner: "o", repo: "r" });
    const next = random(42);
    const children = Array.from({ length: 20 }, (_, index) =>
      parent.header("x-child", String(index)).params({ n: index }),
    );
    const expected = children.map((child) => child.build());
    for (let step = 0; step < 3000; step++) {
      const index = Math.floor(next() * children.length);
      const child = children[index] as (typeof children)[number];
      const grandchild = child.params({ n: step }).header("x-child", "changed").previews(["mercy"]);
      expect(grandchild.build().body).toEqual({ n: step });
      const result = child.build();
      expect(result).toEqual(expected[index]);
      vandalize(result);
    }
    expect(parent.build().body).toBeUndefined();
  });
});
