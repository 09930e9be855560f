import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  endpoint,
  isRestbuildError,
  RequestBuilder,
  type RequestOptions,
} from "../../src/index.js";
import catalogue from "../../src/routes/github-routes.json" with { type: "json" };
import { compileProgram } from "../../src/template/compile-template.js";
import { leavesSegmentEmpty } from "../../src/template/required-segments.js";
import { compileRouteTemplate } from "../../src/template/template-cache.js";
import { codeOf } from "../support/code-of.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

function requiredNames(template: string): string[] {
  return [...compileRouteTemplate(template).requiredNames];
}

describe("the segments a template gives wholly to one expression (C6b)", () => {
  it("are the {name} and {+name} expressions between two slashes, or at the path's end", () => {
    expect(requiredNames("/orgs/{org}/members/{username}")).toEqual(["org", "username"]);
    expect(requiredNames("/repos/{owner}/{repo}/contents/{+path}")).toEqual([
      "owner",
      "repo",
      "path",
    ]);
    expect(requiredNames("/x/{list*}/{prefix:3}")).toEqual(["list", "prefix"]);
  });

  it("include a :name placeholder, which the library rewrites to {name}", () => {
    expect(requiredNames("/orgs/:org/members/:username")).toEqual(["org", "username"]);
  });

  it("end at a literal ? or #, or before a {/...}, {?...} or {#...} expression", () => {
    expect(requiredNames("/a/{x}?b=1")).toEqual(["x"]);
    expect(requiredNames("/a/{x}#top")).toEqual(["x"]);
    expect(requiredNames("/a/{x}{?q}")).toEqual(["x"]);
    expect(requiredNames("/a/{x}{#f}")).toEqual(["x"]);
    expect(requiredNames("/a/{x}{/y}")).toEqual(["x"]);
  });

  it("leave out segments shared with literal text or another expression", () => {
    expect(requiredNames("/x/{a}.{b}/y")).toEqual([]);
    expect(requiredNames("/x-{a}/y")).toEqual([]);
    expect(requiredNames("/x/{a}-y")).toEqual([]);
    expect(requiredNames("/compare/{base}...{head}")).toEqual([]);
    expect(requiredNames("/x/{a,b}/y")).toEqual([]);
    expect(requiredNames("/x/{a}{&q}")).toEqual([]);
    expect(requiredNames("/x/{a}{+rest}")).toEqual([]);
  });

  it("leave out the optional forms of RFC 6570 and everything after the path", () => {
    for (const operator of ["/", ".", ";", "?", "&", "#"]) {
      expect(requiredNames(`/x/{${operator}a}`), operator).toEqual([]);
    }
    expect(requiredNames("/x?y=/{a}")).toEqual([]);
    expect(requiredNames("/x{?q}/{a}")).toEqual([]);
  });

  it("end the path at a {?...}, {&...} or {#...} expression, before any later slash", () => {
    for (const operator of ["?", "&", "#"]) {
      expect(requiredNames(`/x/{id}/y{${operator}q}/{a}/{+b}`), operator).toEqual(["id"]);
      // A segment after the path's end takes no value: the request is built without one.
      const route: string = `DELETE /x/{id}/y{${operator}q}/{a}`;
      expect(
        codeOf(() => endpoint(route, { id: 1 })),
        operator,
      ).toBe(undefined);
    }
  });

  it("start after the authority of an absolute template, and at the start of a relative one", () => {
    expect(requiredNames("https://{host}/x")).toEqual([]);
    expect(requiredNames("https://example.com/{id}")).toEqual(["id"]);
    expect(requiredNames("https://{host}/{id}")).toEqual(["id"]);
    expect(requiredNames("{owner}/repos")).toEqual(["owner"]);
  });

  it("name a variable once, also after a {+x} or {/x} that can write a slash", () => {
    expect(requiredNames("/x/{a}/{a}")).toEqual(["a"]);
    expect(requiredNames("/a/{x}/b/{+p}/{y}{/z}/{w}")).toEqual(["x", "p", "y", "w"]);
  });

  it("are marked on the compiled template, for templates compiled through the public API too", () => {
    const template = compileProgram("/orgs/{org}/x{a}");
    const marks = template.parts.flatMap((part) =>
      typeof part === "string" ? [] : [[part.variables[0]?.name, part.fillsSegment]],
    );
    expect(marks).toEqual([
      ["org", true],
      ["a", false],
    ]);
  });
});

// The property tests below draw from every GitHub route with a required segment.
const ROUTES = catalogue.routes
  .map(({ route }) => {
    const [method, url] = route.split(" ") as [string, string];
    return { method, url, required: requiredNames(url) };
  })
  .filter(({ required }) => required.length > 0);

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "get", "head", "delete"];
const readsEmpty = (method: string) => ["GET", "HEAD"].includes(method.toUpperCase());

/** Values that leave a segment empty: a missing one, and one that writes nothing. */
const NO_VALUE = [undefined, null] as const;
const EMPTY_VALUE = ["", [], {}, [null], [""], { a: null }] as const;

/**
 * A value that fills a segment: any text but "" (also "/", "?", "#"), or a number; never one
 * that holds a dot segment between its "/" and "\\", which are encoded (PATH_TRAVERSAL, C6a).
 */
const filling = fc.oneof(
  fc
    .string({ minLength: 1, maxLength: 8 })
    .filter((text) => !text.split(/[/\\]/).some((piece) => piece === "." || piece === "..")),
  fc.integer({ min: 0, max: 99 }),
);

type Caller = "endpoint" | "builder";

function build(
  caller: Caller,
  method: string,
  url: string,
  values: Record<string, unknown>,
): RequestOptions {
  if (caller === "endpoint") return endpoint(`${method} ${url}`, values);
  let builder = RequestBuilder.create().route(`${method} ${url}` as string);
  // undefined cannot be bound; a name left out stays unbound.
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) builder = builder.param(name, value as string);
  }
  return (builder as RequestBuilder).build();
}

/** The segments of a URL's path. */
function pathSegments(url: string): string[] {
  return new URL(url).pathname.split("/").slice(1);
}

/** How many segments a route's path has: the `/` of its path, after any authority. */
function segmentCount(url: string): number {
  const path = url.replace(/^https:\/\/[^/]*/, "").split(/\{\?|\?/)[0] as string;
  return path.split("/").length - 1;
}

type Route = (typeof ROUTES)[number];
const caller = fc.constantFrom<Caller>("endpoint", "builder");

/** A GitHub route with a required segment, and arbitraries drawn for it. */
function onRoute<Fields extends Record<string, unknown>>(
  fields: (chosen: Route) => { [Key in keyof Fields]: fc.Arbitrary<Fields[Key]> },
): fc.Arbitrary<Fields & { chosen: Route }> {
  return fc
    .constantFrom(...ROUTES)
    .chain((chosen) =>
      fc.record(fields(chosen)).map((drawn) => ({ ...(drawn as Fields), chosen })),
    );
}

describe("a required segment without a value, over GitHub's routes", () => {
  it("is MISSING_PARAMETER for undefined and null whatever the method, and for an empty value unless GET or HEAD", () => {
    fc.assert(
      fc.property(
        onRoute((chosen) => ({
          name: fc.constantFrom(...chosen.required),
          others: fc.tuple(...chosen.required.map(() => filling)),
          empty: fc.constantFrom<unknown>(...NO_VALUE, ...EMPTY_VALUE),
          method: fc.constantFrom(...METHODS),
          caller,
        })),
        ({ chosen, name, others, empty, method, caller }) => {
          const values: Record<string, unknown> = {};
          chosen.required.forEach((other, index) => {
            values[other] = others[index];
          });
          if (empty === undefined) delete values[name];
          else values[name] = empty;
          const call = () => build(caller, method, chosen.url, values);
          if (empty === undefined || empty === null || !readsEmpty(method)) {
            expect(codeOf(call)).toBe("MISSING_PARAMETER");
            return;
          }
          // GET and HEAD take an explicit empty value: the segment is empty on purpose.
          const segments = pathSegments(call().url);
          expect(segments.filter((segment) => segment === "").length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: fuzzRuns(10_000) },
    );
  });

  it("never yields a URL whose path lost a segment, unless GET or HEAD was given an explicit empty value", () => {
    const anyValue = fc.oneof(
      { arbitrary: filling, weight: 4 },
      { arbitrary: fc.constantFrom(...NO_VALUE, ...EMPTY_VALUE), weight: 1 },
    );
    fc.assert(
      fc.property(
        onRoute((chosen) => ({
          given: fc.tuple(...chosen.required.map(() => anyValue)),
          method: fc.constantFrom(...METHODS),
          caller,
        })),
        ({ chosen, given, method, caller }) => {
          const values: Record<string, unknown> = {};
          chosen.required.forEach((name, index) => {
            values[name] = given[index];
          });
          let url: string;
          try {
            url = build(caller, method, chosen.url, values).url;
          } catch (error) {
            expect(isRestbuildError(error) && error.code).toBe("MISSING_PARAMETER");
            return;
          }
          const emptyOnPurpose =
            readsEmpty(method) &&
            given.some((value) => EMPTY_VALUE.includes(value as (typeof EMPTY_VALUE)[number]));
          if (emptyOnPurpose) return;
          const segments = pathSegments(url);
          expect(segments, url).toHaveLength(segmentCount(chosen.url));
          expect(segments, url).not.toContain("");
        },
      ),
      { numRuns: fuzzRuns(10_000) },
    );
  });
});

describe("a required segment for every operator", () => {
  // A route's segment written with each operator: {x} and {+x} fill it wholly and require a
  // value; {/x} is an optional segment (RFC 6570), and the others are not alone in theirs.
  const OPERATORS = ["", "+", "/", ".", ";", "?", "&", "#"];

  it("is required for {x} and {+x} only", () => {
    fc.assert(
      fc.property(
        onRoute((chosen) => ({
          name: fc.constantFrom(...chosen.required),
          operator: fc.constantFrom(...OPERATORS),
          method: fc.constantFrom(...METHODS),
          missing: fc.constantFrom<unknown>(...NO_VALUE),
        })),
        ({ chosen, name, operator, method, missing }) => {
          const expression = operator === "/" ? `{/${name}}` : `/{${operator}${name}}`;
          const url = chosen.url.replace(`/{${name}}`, expression);
          const values: Record<string, unknown> = { [name]: missing };
          for (const other of chosen.required) if (other !== name) values[other] = "v";
          const code = codeOf(() => endpoint(`${method} ${url}`, values));
          expect(code, url).toBe(
            operator === "" || operator === "+" ? "MISSING_PARAMETER" : undefined,
          );
        },
      ),
      { numRuns: fuzzRuns(10_000) },
    );
  });
});

describe("leavesSegmentEmpty", () => {
  it("is true for no output, and for output that starts with /, ? or # (a {+x} value)", () => {
    for (const piece of ["", "/", "/etc", "?", "?a=1", "#", "#top"]) {
      expect(leavesSegmentEmpty(piece), piece).toBe(true);
    }
  });

  it("is false for output that starts with anything else, even when / ? or # follow", () => {
    for (const piece of ["a", "a/b", "a?b", "a#b", ".", "%2F", " /", "&", ";", "0"]) {
      expect(leavesSegmentEmpty(piece), piece).toBe(false);
    }
  });

  it("refuses a {+x} value that starts with /, ? or # in a segment of its own", () => {
    for (const value of ["/etc", "?all=1", "#top"]) {
      expect(
        codeOf(() => endpoint("DELETE /files/{+path}", { path: value })),
        value,
      ).toBe("MISSING_PARAMETER");
    }
    expect(endpoint("DELETE /files/{+path}", { path: "a/b?c#d" }).url).toBe(
      "https://api.github.com/files/a/b?c#d",
    );
  });
});
