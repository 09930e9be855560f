import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTE_CACHE_CHARACTERS } from "../../src/core/route.js";
import { endpoint } from "../../src/index.js";
import {
  CACHEABLE_TEMPLATE_LENGTH,
  clearTemplateCache,
  TEMPLATE_CACHE_LIMIT,
  TEMPLATE_CACHE_WEIGHT,
} from "../../src/template/template-cache.js";
import { heapAfterGc } from "../support/heap.js";

// The template cache has a hard memory bound (docs/security.md): its weight limit caps the
// parts, variables and text it holds, whatever the templates are. The worst cases are many
// distinct templates of the longest cacheable length, each all expressions, or each all CJK
// literal text (2 bytes a character in the source, 9 once encoded). With
// RESTBUILD_WRITE_SECURITY_DOC=1 the measured figures are written into docs/security.md.

/** A distinct template of about 2 KB that is nothing but expressions with several variables. */
function adversarialTemplate(index: number): string {
  let text = `/${index.toString(36)}`;
  while (text.length + 12 <= CACHEABLE_TEMPLATE_LENGTH) text += "{a,b,c}{/d*}";
  return text;
}

/** A distinct template of about 2 KB of CJK literal text. */
function cjkTemplate(index: number): string {
  const text = `/${index.toString(36)}/`;
  return text + "\u4e2d".repeat(CACHEABLE_TEMPLATE_LENGTH - text.length);
}

/** The heap growth, in MB, after `count` distinct templates made by `make` were built. */
function growthAfter(count: number, make: (index: number) => string): number {
  clearTemplateCache();
  const before = heapAfterGc();
  for (let index = 0; index < count; index++) endpoint(`GET ${make(index)}`);
  const growth = (heapAfterGc() - before) / 1e6;
  clearTemplateCache();
  return growth;
}

const DOC_URL = new URL("../../docs/security.md", import.meta.url);
const START = "<!-- cache-bound:start -->";
const END = "<!-- cache-bound:end -->";
const BOUND_MB = 24;

describe("the template cache's memory bound", () => {
  it(`holds less than ${BOUND_MB} MB after more adversarial templates than it has entries`, () => {
    const count = TEMPLATE_CACHE_LIMIT + 52;
    const growth = growthAfter(count, adversarialTemplate);
    const cjkGrowth = growthAfter(count, cjkTemplate);
    expect(growth).toBeLessThan(BOUND_MB);
    expect(cjkGrowth).toBeLessThan(BOUND_MB);
    // Real expansions, not rejections, are what fill the cache.
    expect(endpoint(`GET ${adversarialTemplate(1)}`, { a: "x" }).url).toMatch(
      /^https:\/\/api\.github\.com\/1x,?x?/,
    );

    if (process.env.RESTBUILD_WRITE_SECURITY_DOC === "1") {
      const doc = readFileSync(DOC_URL, "utf8");
      const start = doc.indexOf(START);
      const end = doc.indexOf(END);
      const row = `${START}\n  The template cache holds at most ${TEMPLATE_CACHE_LIMIT.toLocaleString("en")} templates and a weight of at most ${TEMPLATE_CACHE_WEIGHT.toLocaleString("en")}, where a template weighs 1, plus one per part and per variable, plus one per 64 bytes of text it keeps (its encoded literals, and its source at two bytes a character); parsed routes hold at most ${ROUTE_CACHE_CHARACTERS.toLocaleString("en")} characters. Filled with ${count.toLocaleString("en")} distinct 2 KB templates made of nothing but expressions, the heap after garbage collection grew by ${growth.toFixed(1)} MB; filled with as many of 2 KB of CJK literal text (each character 9 bytes once encoded), by ${cjkGrowth.toFixed(1)} MB (\`test/template/cache-memory.test.ts\` measures and writes these figures; it fails above ${BOUND_MB} MB).\n  ${END}`;
      writeFileSync(DOC_URL, doc.slice(0, start) + row + doc.slice(end + END.length));
    }
  }, 120_000);
});
