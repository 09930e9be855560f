import { beforeEach, describe, expect, it } from "vitest";
import { compileTemplate, expandTemplate, isRestbuildError } from "../../src/index.js";
import {
  CACHEABLE_TEMPLATE_LENGTH,
  clearTemplateCache,
  compileRouteTemplate,
  TEMPLATE_CACHE_LIMIT,
  templateCacheSize,
  templateWeight,
} from "../../src/template/template-cache.js";

beforeEach(() => {
  clearTemplateCache();
});

/** A URL of exactly `length` characters with one `{id}` expression. */
function urlOfLength(length: number): string {
  const head = "/items/{id}/";
  return head + "x".repeat(length - head.length);
}

describe("compileRouteTemplate", () => {
  it("returns the identical compiled object for the same URL", () => {
    const first = compileRouteTemplate("/repos/{owner}/{repo}");
    expect(compileRouteTemplate("/repos/{owner}/{repo}")).toBe(first);
    expect(templateCacheSize()).toBe(1);
  });

  it("compiles :name placeholders and hyphenated names, as route URLs need", () => {
    const template = compileRouteTemplate("/orgs/:org/teams/{enterprise-team}");
    expect(template.variableNames).toEqual(["org", "enterprise-team"]);
    expect(expandTemplate(template, { org: "o", "enterprise-team": "t" })).toBe("/orgs/o/teams/t");
  });

  it("stays at its limit when filled with more distinct URLs than it holds", () => {
    const total = TEMPLATE_CACHE_LIMIT + 100;
    for (let index = 0; index < total; index++) {
      compileRouteTemplate(`/r/${index}/{x}`);
      expect(templateCacheSize()).toBe(Math.min(index + 1, TEMPLATE_CACHE_LIMIT));
    }
    expect(templateCacheSize()).toBe(TEMPLATE_CACHE_LIMIT);
  });

  it("lets the oldest entry go first and keeps the newest", () => {
    const oldest = compileRouteTemplate("/r/0/{x}");
    for (let index = 1; index <= TEMPLATE_CACHE_LIMIT; index++)
      compileRouteTemplate(`/r/${index}/{x}`);
    const newest = compileRouteTemplate(`/r/${TEMPLATE_CACHE_LIMIT}/{x}`);
    expect(compileRouteTemplate(`/r/${TEMPLATE_CACHE_LIMIT}/{x}`)).toBe(newest);
    const recompiled = compileRouteTemplate("/r/0/{x}");
    expect(recompiled).not.toBe(oldest);
    expect(recompiled).toEqual(oldest);
  });

  it("caches a URL of exactly the cacheable length", () => {
    const url = urlOfLength(CACHEABLE_TEMPLATE_LENGTH);
    expect(url).toHaveLength(CACHEABLE_TEMPLATE_LENGTH);
    const first = compileRouteTemplate(url);
    expect(templateCacheSize()).toBe(1);
    expect(compileRouteTemplate(url)).toBe(first);
  });

  it("does not cache a longer URL but still expands it correctly", () => {
    const url = urlOfLength(CACHEABLE_TEMPLATE_LENGTH + 1);
    const first = compileRouteTemplate(url);
    const second = compileRouteTemplate(url);
    expect(templateCacheSize()).toBe(0);
    expect(second).not.toBe(first);
    const tail = "x".repeat(CACHEABLE_TEMPLATE_LENGTH + 1 - "/items/{id}/".length);
    expect(expandTemplate(second, { id: "a b/c" })).toBe(`/items/a%20b%2Fc/${tail}`);
  });

  it("does not evict anything for a URL too long to cache", () => {
    const kept = compileRouteTemplate("/kept/{x}");
    for (let index = 1; index < TEMPLATE_CACHE_LIMIT; index++) compileRouteTemplate(`/r/${index}`);
    expect(templateCacheSize()).toBe(TEMPLATE_CACHE_LIMIT);
    compileRouteTemplate(urlOfLength(CACHEABLE_TEMPLATE_LENGTH + 50));
    expect(templateCacheSize()).toBe(TEMPLATE_CACHE_LIMIT);
    expect(compileRouteTemplate("/kept/{x}")).toBe(kept);
  });

  it("keeps no entry for an invalid template and throws again on the next call", () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      let error: unknown;
      try {
        compileRouteTemplate("/repos/{owner");
      } catch (caught) {
        error = caught;
      }
      expect(isRestbuildError(error)).toBe(true);
      expect((error as { code?: unknown }).code).toBe("INVALID_TEMPLATE");
    }
    expect(templateCacheSize()).toBe(0);
  });

  it("keys on the URL as written, so both placeholder spellings expand alike", () => {
    const colon = compileRouteTemplate("/orgs/:org");
    const braces = compileRouteTemplate("/orgs/{org}");
    expect(templateCacheSize()).toBe(2);
    expect(expandTemplate(colon, { org: "a b" })).toBe("/orgs/a%20b");
    expect(expandTemplate(braces, { org: "a b" })).toBe("/orgs/a%20b");
  });
});

describe("clearTemplateCache", () => {
  it("empties the cache, so the next call compiles the URL again", () => {
    const first = compileRouteTemplate("/repos/{owner}/{repo}");
    compileRouteTemplate("/orgs/{org}");
    expect(templateCacheSize()).toBe(2);
    clearTemplateCache();
    expect(templateCacheSize()).toBe(0);
    const again = compileRouteTemplate("/repos/{owner}/{repo}");
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(templateCacheSize()).toBe(1);
  });
});

describe("templateWeight", () => {
  // 1, plus one per part and per variable, plus one per 64 bytes (rounded up) of the encoded
  // literals and of the source at two bytes a character. The figures are counted by hand.
  it("weighs a short template by its parts and variables, and one unit of text", () => {
    // parts "/a/" and {x}: 1 + 2 + 1; text 2 * 6 + 3 = 15 bytes: 1.
    expect(templateWeight(compileRouteTemplate("/a/{x}"))).toBe(5);
    // parts "/orgs/", {org} and "/x": 1 + 3 + 1; text 2 * 12 + 6 + 2 = 32 bytes: 1.
    expect(templateWeight(compileRouteTemplate("/orgs/:org/x"))).toBe(6);
  });

  it("adds a unit per 64 bytes of source and literal text, and one per variable", () => {
    // parts "/a...a/" (102) and {x,y}: 1 + 2 + 2; text 2 * 107 + 102 = 316 bytes: 5.
    expect(templateWeight(compileRouteTemplate(`/${"a".repeat(100)}/{x,y}`))).toBe(10);
  });

  it("counts a literal as encoded: nine bytes for each CJK character", () => {
    // parts "/%E6%97%A5..." (2 + 90) and {x}: 1 + 2 + 1; text 2 * 15 + 92 = 122 bytes: 2.
    expect(templateWeight(compileRouteTemplate(`/${"日".repeat(10)}/{x}`))).toBe(6);
  });
});

describe("the route cache and compileTemplate()", () => {
  it("reads :name only in a route, whichever is compiled first", () => {
    expect(compileRouteTemplate("/orgs/:org").variableNames).toEqual(["org"]);
    expect(compileTemplate("/orgs/:org").variableNames).toEqual([]);
    expect(compileRouteTemplate("/orgs/:org").variableNames).toEqual(["org"]);
    expect(compileTemplate("/orgs/:org", { colonPlaceholders: true }).variableNames).toEqual([
      "org",
    ]);
  });
});
