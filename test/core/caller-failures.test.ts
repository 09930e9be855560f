import { describe, expect, it } from "vitest";
import { endpoint, isRestbuildError } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

// Every entry point turns a throwing getter or Proxy trap of the caller into a RestbuildError,
// and reads each option once.

const trap = () => {
  throw new Error("trap");
};
const throwingProxy = new Proxy({}, { ownKeys: trap, get: trap, getPrototypeOf: trap });
const throwingGetter = Object.defineProperty({}, "a", { enumerable: true, get: trap });

describe("caller failures inside endpoint()", () => {
  it("wraps a throwing Proxy or getter in options, query values and data", () => {
    const calls = [
      () => endpoint("POST /x", throwingProxy as never),
      () => endpoint("POST /x", throwingGetter as never),
      () => endpoint("GET /x", { v: throwingProxy }),
      () => endpoint("GET /x/{v}", { v: throwingProxy }),
      () => endpoint("GET /x", { v: throwingGetter }),
      () => endpoint("POST /x", { data: throwingGetter }),
      () => endpoint.parse(throwingProxy as never),
    ];
    for (const call of calls) {
      try {
        call();
      } catch (error) {
        expect(isRestbuildError(error), String(error)).toBe(true);
      }
    }
    expect(codeOf(() => endpoint("POST /x", throwingGetter as never))).toBe("INVALID_OPTIONS");
  });

  it("reads each option once, so a getter cannot change it after validation", () => {
    for (const key of ["method", "url", "baseUrl"]) {
      let reads = 0;
      const values: Record<string, string> = {
        method: "GET",
        url: "/x",
        baseUrl: "https://api.github.com",
      };
      const options = { ...values };
      Object.defineProperty(options, key, {
        enumerable: true,
        get: () => {
          reads++;
          return reads === 1 ? values[key] : "https://evil.example/ bad";
        },
      });
      expect(endpoint(options as never).url, key).toBe("https://api.github.com/x");
      expect(reads, key).toBe(1);
    }
  });
});

describe("caller failures inside parse()", () => {
  it("reads each option once", () => {
    let reads = 0;
    const options = { method: "GET", baseUrl: "https://api.github.com", headers: {} };
    Object.defineProperty(options, "url", {
      enumerable: true,
      get: () => {
        reads++;
        return reads === 1 ? "/x" : "https://evil.example/";
      },
    });
    expect(endpoint.parse(options as never).url).toBe("https://api.github.com/x");
    expect(reads).toBe(1);
  });
});
