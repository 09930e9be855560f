import fc from "fast-check";
import { endpoint as reference } from "octokit-endpoint-11";
import { describe, expect, it } from "vitest";
import type { AnyBuilder } from "../../src/compat/endpoint-verbs.js";
import { endpoint, isRestbuildError, RequestBuilder } from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

const keys = (value: object) => Object.keys(value).join(",");

// C12: merge() output lists its keys as @octokit/endpoint's merge() does: the defaults' own
// keys first, then the keys the call adds, in the order the call names them.
describe("merge(): the reference's key order", () => {
  it("puts the defaults' keys first, then the route's, then the options'", () => {
    const merged = endpoint.defaults({ z: 1 }).merge("POST /x", { b: 1, a: 2 });
    expect(keys(merged)).toBe("method,baseUrl,headers,mediaType,z,url,b,a");
    expect(keys(endpoint.merge("/y", { q: 1 }))).toBe("method,baseUrl,headers,mediaType,url,q");
  });

  it("keeps the order of merge(options) and of a defaults cascade", () => {
    const merged = endpoint.merge({ q: 1, url: "/y", method: "GET" });
    expect(keys(merged)).toBe("method,baseUrl,headers,mediaType,q,url");
    const cascade = endpoint.defaults({ b: 1 }).defaults("POST /x/{id}").defaults({ a: 1 });
    expect(keys(cascade.DEFAULTS)).toBe("method,baseUrl,headers,mediaType,b,url,a");
  });

  it("keeps a header's first place when a later spelling of it wins", () => {
    const merged = endpoint.merge("GET /", {
      headers: { "X-A": undefined, "x-b": "1", "x-a": "2" },
    });
    expect(keys(merged.headers)).toBe("accept,user-agent,x-a,x-b");
  });

  it("turns a failure to read the options' keys into INVALID_OPTIONS", () => {
    let reads = 0;
    // Lists its keys once, for the merge, and throws when asked again.
    const hostile = new Proxy(
      { q: 1 },
      {
        ownKeys(target) {
          reads++;
          if (reads > 1) throw new TypeError("revoked");
          return Reflect.ownKeys(target);
        },
      },
    );
    let thrown: unknown;
    try {
      endpoint.merge("GET /x" as string, hostile);
    } catch (error) {
      thrown = error;
    }
    expect(isRestbuildError(thrown) && thrown.code).toBe("INVALID_OPTIONS");
  });
});

// The builder keeps its parameters in a map of their own (src/builder/builder-state.ts); its
// options are flattened again for `DEFAULTS` and `toOptions()`. Whatever the order in which
// option keys and parameters come, the keys come out where @octokit/endpoint puts them.
describe("DEFAULTS and toOptions(): the reference's key order, options and parameters mixed", () => {
  const OPTION_VALUES: Record<string, unknown> = {
    method: "POST",
    url: "/x/{id}",
    baseUrl: "https://ghe.example/api/v3",
    request: { timeout: 1 },
  };
  const key = fc.constantFrom("method", "url", "baseUrl", "request", "a", "b", "per_page", "data");
  const options = fc
    .uniqueArray(key, { minLength: 1, maxLength: 6 })
    .map((keys) =>
      Object.fromEntries(keys.map((name) => [name, OPTION_VALUES[name] ?? `value of ${name}`])),
    );

  it("lists the keys of a defaults cascade as the reference does", () => {
    fc.assert(
      fc.property(fc.array(options, { minLength: 1, maxLength: 4 }), (cascade) => {
        const ours = cascade.reduce((call, level) => call.defaults(level), endpoint);
        const theirs = cascade.reduce((call, level) => call.defaults(level), reference);
        expect(keys(ours.DEFAULTS)).toBe(keys(theirs.DEFAULTS));
        const builder = cascade.reduce(
          (current, level) => current.merge(level),
          RequestBuilder.create() as AnyBuilder,
        );
        expect(keys(builder.toOptions())).toBe(keys(theirs.DEFAULTS));
      }),
      { numRuns: fuzzRuns(500), seed: 1212 },
    );
  });
});
