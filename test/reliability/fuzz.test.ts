import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toFetch, toRequest } from "../../src/adapters/index.js";
import { run } from "../../src/cli/run.js";
import {
  compileTemplate,
  endpoint,
  expandTemplate,
  RequestBuilder,
  type RequestOptions,
} from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import {
  headers as headersArbitrary,
  hostileValue,
  jsonPayload,
  mediaType,
  options,
  optionsArgument,
  ROUTES,
  route,
  specialString,
} from "./support/arbitraries.js";
import {
  asyncOutcomeOf,
  deepSnapshot,
  expectNoForeignError,
  expectValidBuilder,
  expectValidEndpoint,
  expectValidMergedOptions,
  expectValidRequestOptions,
  type Outcome,
  outcomeOf,
} from "./support/outcome.js";

// Arbitrary values in every argument position of every public entry give a valid result or a
// RestbuildError, never another exception (contract C11), and never change the caller's input
// (C8). Seeds are fixed, so a failure reproduces; the runs add up to more than 10,000.

const SEED = 20_250_601;

/** Calls, then checks the outcome and that the arguments are deeply unchanged. */
function callUnchanged(
  what: string,
  args: readonly unknown[],
  action: () => unknown,
  check: (value: unknown) => void,
): Outcome {
  const before = deepSnapshot(args);
  const outcome = outcomeOf(action);
  expectNoForeignError(outcome, what);
  if (outcome.kind === "returned") check(outcome.value);
  expect(deepSnapshot(args), `${what} changed its arguments`).toEqual(before);
  return outcome;
}

/** Two outcomes of the same input agree: equal results, or errors with the same code. */
function expectSameOutcome(first: Outcome, second: Outcome, what: string): void {
  expect(second.kind, what).toBe(first.kind);
  if (first.kind === "returned") {
    expect((second as { value: unknown }).value, what).toEqual(first.value);
  } else if (first.kind === "library") {
    expect((second as { code: string }).code, what).toBe(first.code);
  }
}

describe("endpoint() with arbitrary arguments", () => {
  it("returns valid request options or throws a RestbuildError, and leaves its arguments unchanged", () => {
    fc.assert(
      fc.property(route, optionsArgument, (givenRoute, givenOptions) => {
        callUnchanged(
          "endpoint(route, options)",
          [givenRoute, givenOptions],
          () => endpoint(givenRoute as string, givenOptions as never),
          expectValidRequestOptions,
        );
      }),
      { seed: SEED, numRuns: fuzzRuns(2500) },
    );
  });

  it("gives the same outcome as parse(merge()) and as a second identical call", () => {
    fc.assert(
      fc.property(route, optionsArgument, (givenRoute, givenOptions) => {
        const call = () => endpoint(givenRoute as string, givenOptions as never);
        const first = outcomeOf(call);
        expectNoForeignError(first, "endpoint(route, options)");
        expectSameOutcome(first, outcomeOf(call), "a second identical call");
        const merged = outcomeOf(() => endpoint.merge(givenRoute as string, givenOptions as never));
        expectNoForeignError(merged, "merge(route, options)");
        const parsed =
          merged.kind === "returned"
            ? outcomeOf(() => endpoint.parse(merged.value as never))
            : merged;
        expectNoForeignError(parsed, "parse(merge(route, options))");
        expectSameOutcome(first, parsed, "parse(merge(route, options))");
      }),
      { seed: SEED + 1, numRuns: fuzzRuns(2000) },
    );
  });

  it("takes an options object alone, with method and url inside", () => {
    fc.assert(
      fc.property(options, fc.constantFrom(...ROUTES), (given, routeText) => {
        const [method, url] = routeText.includes(" ") ? routeText.split(" ") : ["GET", routeText];
        const withUrl = { method, url, ...given };
        callUnchanged(
          "endpoint(options)",
          [given],
          () => endpoint(given),
          expectValidRequestOptions,
        );
        callUnchanged(
          "endpoint(options)",
          [withUrl],
          () => endpoint(withUrl),
          expectValidRequestOptions,
        );
      }),
      { seed: SEED + 2, numRuns: fuzzRuns(1000) },
    );
  });
});

describe("defaults(), merge() and parse() with arbitrary arguments", () => {
  it("defaults() gives a working endpoint or throws a RestbuildError, for the defaults and for each call", () => {
    fc.assert(
      fc.property(options, route, optionsArgument, (given, givenRoute, callOptions) => {
        const defaults = callUnchanged(
          "defaults(options)",
          [given],
          () => endpoint.defaults(given),
          expectValidEndpoint,
        );
        if (defaults.kind !== "returned") return;
        const withDefaults = defaults.value as typeof endpoint;
        callUnchanged(
          "a defaults function",
          [givenRoute, callOptions],
          () => withDefaults(givenRoute as string, callOptions as never),
          expectValidRequestOptions,
        );
        callUnchanged(
          "the merge() of a defaults function",
          [givenRoute, callOptions],
          () => withDefaults.merge(givenRoute as string, callOptions as never),
          expectValidMergedOptions,
        );
      }),
      { seed: SEED + 3, numRuns: fuzzRuns(1000) },
    );
  });

  it("parse() of merged options with arbitrary keys gives request options or a RestbuildError", () => {
    fc.assert(
      fc.property(options, fc.constantFrom(...ROUTES), (given, routeText) => {
        const merged = { ...endpoint.merge(routeText), ...given };
        callUnchanged(
          "parse(options)",
          [merged],
          () => endpoint.parse(merged as never),
          expectValidRequestOptions,
        );
      }),
      { seed: SEED + 4, numRuns: fuzzRuns(1000) },
    );
  });

  it("parse() of any value at all gives request options or a RestbuildError", () => {
    fc.assert(
      fc.property(hostileValue, (given) => {
        callUnchanged(
          "parse(value)",
          [given],
          () => endpoint.parse(given as never),
          expectValidRequestOptions,
        );
      }),
      { seed: SEED + 5, numRuns: fuzzRuns(300) },
    );
  });
});

type Step = readonly [method: string, first: unknown, second: unknown];

const builderStep: fc.Arbitrary<Step> = fc.oneof(
  fc.tuple(fc.constant("route"), route, fc.constant(undefined)),
  fc.tuple(
    fc.constant("method"),
    fc.oneof(fc.constantFrom("POST", "get"), hostileValue),
    fc.constant(undefined),
  ),
  fc.tuple(
    fc.constant("baseUrl"),
    fc.oneof(fc.constant("https://ghe.example/api/v3"), specialString, hostileValue),
    fc.constant(undefined),
  ),
  fc.tuple(
    fc.constant("param"),
    fc.oneof(fc.constantFrom("owner", "repo", "q", "__proto__"), specialString, hostileValue),
    hostileValue,
  ),
  fc.tuple(
    fc.constant("params"),
    fc.oneof(options, jsonPayload, hostileValue),
    fc.constant(undefined),
  ),
  fc.tuple(
    fc.constant("header"),
    fc.oneof(fc.constantFrom("accept", "X-A"), specialString, hostileValue),
    hostileValue,
  ),
  fc.tuple(fc.constant("headers"), headersArbitrary, fc.constant(undefined)),
  fc.tuple(
    fc.constant("preview"),
    fc.oneof(fc.constant("mercy"), specialString, hostileValue),
    fc.constant(undefined),
  ),
  fc.tuple(
    fc.constant("previews"),
    fc.oneof(fc.array(specialString, { maxLength: 3 }), hostileValue),
    fc.constant(undefined),
  ),
  fc.tuple(
    fc.constant("format"),
    fc.oneof(fc.constantFrom("raw", "diff"), specialString, hostileValue),
    fc.constant(undefined),
  ),
  fc.tuple(fc.constant("data"), hostileValue, fc.constant(undefined)),
  fc.tuple(fc.constant("request"), fc.oneof(jsonPayload, hostileValue), fc.constant(undefined)),
  fc.tuple(
    fc.constant("merge"),
    fc.oneof(options, mediaType, hostileValue),
    fc.constant(undefined),
  ),
);

describe("RequestBuilder with arbitrary arguments", () => {
  it("every method returns a new valid snapshot or throws a RestbuildError and leaves the old one as it was", () => {
    fc.assert(
      fc.property(fc.array(builderStep, { minLength: 1, maxLength: 6 }), (steps) => {
        let builder = RequestBuilder.create().route<string>("POST /repos/{owner}/{repo}/issues");
        for (const [method, first, second] of steps) {
          const before = builder.toOptions();
          const current = builder as unknown as Record<string, (a: unknown, b: unknown) => unknown>;
          const outcome = callUnchanged(
            `builder.${method}()`,
            [first, second],
            () =>
              (current[method] as (a: unknown, b: unknown) => unknown).call(builder, first, second),
            expectValidBuilder,
          );
          expect(builder.toOptions(), `builder.${method}() changed the old snapshot`).toEqual(
            before,
          );
          if (outcome.kind === "returned") builder = outcome.value as typeof builder;
        }
        const built = callUnchanged(
          "build()",
          [],
          () => builder.build(),
          expectValidRequestOptions,
        );
        expectSameOutcome(
          built,
          outcomeOf(() => builder.build()),
          "a second build()",
        );
      }),
      { seed: SEED + 6, numRuns: fuzzRuns(1500) },
    );
  });
});

const TEMPLATES = [
  "/repos/{owner}/{repo}",
  "{/path*}{?q,page}{&rest*}",
  "{+base}{#frag}",
  "{.ext}{;params*}",
  "/x/{a:3}/{b*}",
  "{?map*}",
];

describe("compileTemplate() and expandTemplate() with arbitrary arguments", () => {
  it("compile any source and options to a template or throw a RestbuildError", () => {
    fc.assert(
      fc.property(fc.oneof(specialString, hostileValue), hostileValue, (source, compileOptions) => {
        callUnchanged(
          "compileTemplate()",
          [source, compileOptions],
          () => compileTemplate(source as string, compileOptions as never),
          (value) =>
            expect(Array.isArray((value as { variableNames: unknown }).variableNames)).toBe(true),
        );
      }),
      { seed: SEED + 7, numRuns: fuzzRuns(500) },
    );
  });

  it("expand with any values to a string or throw a RestbuildError", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...TEMPLATES), specialString),
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.dictionary(
              fc.constantFrom(
                "owner",
                "repo",
                "path",
                "q",
                "page",
                "rest",
                "base",
                "frag",
                "ext",
                "params",
                "a",
                "b",
                "map",
              ),
              hostileValue,
            ),
          },
          { weight: 1, arbitrary: jsonPayload },
          { weight: 1, arbitrary: hostileValue },
        ),
        (source, values) => {
          const template = outcomeOf(() => compileTemplate(source, { allowHyphenInNames: true }));
          expectNoForeignError(template, "compileTemplate()");
          if (template.kind !== "returned") return;
          callUnchanged(
            "expandTemplate()",
            [values],
            () => expandTemplate(template.value as never, values as never),
            (value) => expect(typeof value).toBe("string"),
          );
        },
      ),
      { seed: SEED + 8, numRuns: fuzzRuns(700) },
    );
  });
});

describe("toFetch() and toRequest() with arbitrary arguments", () => {
  it("turn any request options into fetch arguments or throw a RestbuildError", () => {
    fc.assert(
      fc.property(route, optionsArgument, hostileValue, (givenRoute, givenOptions, body) => {
        const built = outcomeOf(() => endpoint(givenRoute as string, givenOptions as never));
        const request: unknown =
          built.kind === "returned"
            ? { ...(built.value as RequestOptions), ...(body === undefined ? {} : { body }) }
            : { method: "post", url: "https://api.example.com/x", headers: givenOptions, body };
        callUnchanged(
          "toFetch()",
          [request],
          () => toFetch(request as never),
          (value) => {
            expect(Array.isArray(value)).toBe(true);
          },
        );
        callUnchanged(
          "toRequest()",
          [request],
          () => toRequest(request as never),
          (value) => {
            expect(value).toBeInstanceOf(Request);
          },
        );
      }),
      { seed: SEED + 9, numRuns: fuzzRuns(1000) },
    );
  });
});

describe("the command with arbitrary arguments", () => {
  it("exits 0 with request options or 2 with one line, never 1, for any arguments", async () => {
    const argument = fc.oneof(
      specialString,
      fc.constantFrom(...ROUTES),
      specialString.map((text) => `a=${text}`),
      specialString.map((text) => `a:=${text}`),
      jsonPayload.map((payload) => `p:=${JSON.stringify(payload)}`),
      fc.constantFrom("-H", "--base-url", "--preview", "--media-format", "--format", "--", "-d"),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(argument, { maxLength: 6 }), async (argv) => {
        let stdout = "";
        let stderr = "";
        const io = {
          stdout: { write: (text: string) => (stdout += text) },
          stderr: { write: (text: string) => (stderr += text) },
          env: {},
          readStdin: () => "stdin text",
          readFile: () => "file text",
        };
        const outcome = await asyncOutcomeOf(() => run(argv, io));
        expectNoForeignError(outcome, "run()");
        expect(outcome.kind, "run() never rejects").toBe("returned");
        const status = (outcome as { value: unknown }).value;
        expect([0, 2], `exit status, stderr: ${stderr}`).toContain(status);
        if (status === 2) {
          expect(stdout).toBe("");
          expect(stderr).toMatch(/^restbuild: [^\r\n]+\n$/);
        } else {
          expect(stderr).toBe("");
        }
      }),
      { seed: SEED + 10, numRuns: fuzzRuns(500) },
    );
  });
});
