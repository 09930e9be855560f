import { describe, expect, it } from "vitest";
import {
  compileTemplate,
  endpoint,
  expandTemplate,
  isRestbuildError,
  RequestBuilder,
  type RequestOptions,
  toFetch,
  toNodeRequest,
  toRequest,
} from "../../src/index.js";
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

describe("parameters read by endpoint()", () => {
  /** Options whose every key is a getter that counts its reads. */
  function countingOptions(values: Record<string, unknown>) {
    const reads: Record<string, number> = {};
    const options = {};
    for (const [key, value] of Object.entries(values)) {
      reads[key] = 0;
      Object.defineProperty(options, key, {
        enumerable: true,
        get: () => {
          reads[key] = (reads[key] ?? 0) + 1;
          return reads[key] === 1 ? value : "changed";
        },
      });
    }
    return { options, reads };
  }

  it("reads each parameter once, in the URL, the query and the body", () => {
    const cases = [
      [endpoint, "GET /orgs/{org}/repos", "https://api.github.com/orgs/a/repos?type=b&page=2"],
      [endpoint, "POST /orgs/{org}/repos", "https://api.github.com/orgs/a/repos"],
      // Defaults with parameters take the merging path; a template naming an option key reads
      // the parameters through a copy.
      [
        endpoint.defaults({ per_page: 5 }),
        "GET /orgs/{org}/repos",
        "https://api.github.com/orgs/a/repos?per_page=5&type=b&page=2",
      ],
      [
        endpoint,
        "GET /orgs/{org}/repos{?url}",
        "https://api.github.com/orgs/a/repos?type=b&page=2",
      ],
    ] as const;
    for (const [call, route, url] of cases) {
      const { options, reads } = countingOptions({ org: "a", type: "b", page: 2 });
      const result = (call as (route: string, options: unknown) => RequestOptions)(route, options);
      expect(result.url, route).toBe(url);
      if (route.startsWith("POST")) expect(result.body).toEqual({ type: "b", page: 2 });
      expect(reads, route).toEqual({ org: 1, type: 1, page: 1 });
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

describe("caller failures at every entry point", () => {
  // Each entry point runs its work through one helper (catchingCallerFailures in src/errors.ts): the
  // caller's throwing getter or Proxy trap leaves as the library's error, never as itself.
  const builder = RequestBuilder.create().route("POST /x{?v}");
  const entries: [string, () => unknown][] = [
    ["endpoint() options", () => endpoint("POST /x", throwingProxy as never)],
    ["endpoint.merge()", () => endpoint.merge("POST /x", throwingGetter as never)],
    ["endpoint.parse()", () => endpoint.parse(throwingProxy as never)],
    ["endpoint.defaults()", () => endpoint.defaults(throwingProxy as never)],
    ["builder.param()", () => builder.param("v", throwingGetter)],
    ["builder.params()", () => builder.params(throwingProxy as never)],
    ["builder.headers()", () => builder.headers(throwingProxy as never)],
    ["builder.data()", () => builder.data(throwingGetter)],
    ["builder.request()", () => builder.request(throwingGetter as never)],
    ["builder.merge()", () => builder.merge(throwingProxy as never)],
    ["builder.previews()", () => builder.previews(throwingProxy as never)],
    ["toFetch()", () => toFetch(throwingProxy as never)],
    ["toRequest()", () => toRequest(throwingProxy as never)],
    ["toNodeRequest()", () => toNodeRequest(throwingProxy as never)],
    [
      "compileTemplate() allowHyphenInNames getter",
      () =>
        compileTemplate(
          "/x",
          Object.defineProperty({}, "allowHyphenInNames", { get: trap }) as never,
        ),
    ],
    [
      "expandTemplate() values",
      () =>
        expandTemplate(
          compileTemplate("/{a}"),
          new Proxy({}, { getOwnPropertyDescriptor: trap, get: trap }),
        ),
    ],
  ];

  it.each(entries)("%s gives a RestbuildError", (_name, call) => {
    let thrown: unknown;
    try {
      call();
    } catch (error) {
      thrown = error;
    }
    expect(isRestbuildError(thrown), String(thrown)).toBe(true);
    expect((thrown as { message: string }).message).not.toBe("trap");
  });
});

describe("header values", () => {
  /** Headers whose `x-trace` is a getter counting its reads, first a good value, then a bad one. */
  function countingHeaders(others: Record<string, string | undefined> = {}) {
    const counter = { reads: 0 };
    const headers = Object.defineProperty({ accept: "text/plain", ...others }, "X-Trace", {
      enumerable: true,
      get: () => {
        counter.reads++;
        return counter.reads === 1 ? "a" : "b\r\nhost: evil.example";
      },
    });
    return { headers, counter };
  }

  const builder = RequestBuilder.create().route("GET /x");
  const entries: [string, (headers: Record<string, string>) => RequestOptions][] = [
    ["endpoint()", (headers) => endpoint("GET /x", { headers })],
    ["endpoint.defaults()", (headers) => endpoint.defaults({ headers })("GET /x")],
    ["endpoint.merge()", (headers) => endpoint.parse(endpoint.merge("GET /x", { headers }))],
    ["builder.merge()", (headers) => builder.merge({ headers }).build()],
    ["builder.headers()", (headers) => builder.headers(headers).build()],
  ];

  it.each(entries)("%s reads each header value once", (_name, call) => {
    const { headers, counter } = countingHeaders();
    expect(call(headers).headers["x-trace"]).toBe("a");
    expect(counter.reads).toBe(1);
  });

  it.each(entries)("%s reads each once also beside an undefined header", (_name, call) => {
    const { headers, counter } = countingHeaders({ gone: undefined });
    const result = call(headers);
    expect(result.headers["x-trace"]).toBe("a");
    expect(counter.reads).toBe(1);
    expect(result.headers).not.toHaveProperty("gone");
  });
});
