import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRestbuildError, RequestBuilder } from "../../src/index.js";
import data from "../../src/routes/github-routes.json" with { type: "json" };
import { fuzzRuns } from "../support/fuzz-runs.js";

// `.params()` and `.param()` bind parameters only, so an untrusted object given to them can
// set neither the body nor the headers nor where the request goes. Each option key names the
// step that sets it; the table is written here by hand, not read from the library.
const STEP_FOR_KEY: Record<string, string> = Object.fromEntries(
  [
    "data .data()",
    "headers .header() or .headers()",
    "baseUrl .baseUrl()",
    "url .route()",
    "method .method() or .route()",
    "request .request()",
    "mediaType .format() or .preview()",
  ].map((line) => [line.slice(0, line.indexOf(" ")), line.slice(line.indexOf(" ") + 1)]),
);
const OPTION_KEYS = Object.keys(STEP_FOR_KEY);

type Builder = RequestBuilder<string, string>;

const routes = data.routes.map((entry) => entry.route);
// Templates with every RFC 6570 operator, beside the catalogue's simple expressions.
const operatorRoutes = ["", "+", "#", ".", "/", ";", "?", "&"].map(
  (operator) => `POST /repos/{owner}/x{${operator}name}`,
);
const route = fc.constantFrom(...routes, ...operatorRoutes);
const parameterName = fc.constantFrom("owner", "repo", "name", "private", "title", "per_page");
const parameters = fc.dictionary(parameterName, fc.oneof(fc.string(), fc.boolean()), {
  maxKeys: 4,
});
/** A parameters object with option keys put among its parameters, at any place. */
const withOptionKeys = fc
  .tuple(
    parameters,
    fc.uniqueArray(fc.tuple(fc.constantFrom(...OPTION_KEYS), fc.anything()), {
      minLength: 1,
      maxLength: 3,
      selector: ([key]) => key,
    }),
    fc.nat(),
  )
  .map(([given, options, seed]) => {
    const entries: [string, unknown][] = Object.entries(given);
    for (const [index, entry] of options.entries()) {
      entries.splice((seed + index) % (entries.length + 1), 0, entry);
    }
    return Object.fromEntries(entries);
  });

function attempt(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("params() binds parameters only", () => {
  it("refuses every option key, naming it and the step that sets it, and changes nothing", () => {
    fc.assert(
      fc.property(route, withOptionKeys, (template, untrusted) => {
        const base = RequestBuilder.create().route(template) as unknown as Builder;
        const before = base.toOptions();
        const error = attempt(() => base.params(untrusted as never));
        expect(isRestbuildError(error)).toBe(true);
        const { code, message } = error as { code: string; message: string };
        expect(code).toBe("INVALID_PARAMETER");
        const first = Object.keys(untrusted).find((key) => key in STEP_FOR_KEY) as string;
        expect(message).toContain(JSON.stringify(first));
        expect(message).toContain(STEP_FOR_KEY[first]);
        expect(base.toOptions()).toEqual(before);
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });

  it("refuses the same keys as the name given to param()", () => {
    const base = RequestBuilder.create().route("POST /x") as unknown as Builder;
    for (const key of OPTION_KEYS) {
      const error = attempt(() => base.param(key, "v"));
      expect((error as { code?: string }).code, key).toBe("INVALID_PARAMETER");
      expect((error as Error).message, key).toContain(STEP_FOR_KEY[key]);
    }
  });

  it("keeps a parameter a data key would have replaced, in either order", () => {
    const untrusted = { name: "x", data: { name: "x", private: false } };
    const base = RequestBuilder.create()
      .route("POST /orgs/{org}/repos")
      .param("org", "acme")
      .param("private", true);
    const first = attempt(() => base.params(untrusted as never));
    expect((first as { code?: string }).code).toBe("INVALID_PARAMETER");
    const reversed = RequestBuilder.create().route("POST /orgs/{org}/repos").param("org", "acme");
    const second = attempt(() => reversed.params(untrusted as never));
    expect((second as { code?: string }).code).toBe("INVALID_PARAMETER");
    // The body still comes from the parameters, and .data() is how a body is set.
    expect(base.params({ name: "x" }).build().body).toEqual({ private: true, name: "x" });
    // The types say so too: data replaces the body, so the private bound before it is dropped.
    // @ts-expect-error private beside data: data replaces the body, so private is dropped
    expect(base.data({ name: "x" }).build().body).toEqual({ name: "x" });
  });
});
