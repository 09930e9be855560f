import { describe, expect, it } from "vitest";
import { endpoint, isRestbuildError } from "../../src/index.js";

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
