import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.js";
import {
  CACHEABLE_TEMPLATE_LENGTH,
  clearTemplateCache,
  TEMPLATE_CACHE_LIMIT,
  TEMPLATE_CACHE_WEIGHT,
} from "../../src/template/template-cache.js";
import { heapAfterGc } from "../support/heap.js";

// The template cache has a hard memory bound (docs/security.md): its weight limit caps the
// parts and variables it holds, whatever the templates are. The worst case is many distinct
// templates of the longest cacheable length, each all expressions. With
// RESTBUILD_WRITE_SECURITY_DOC=1 the measured figure is written into docs/security.md.

/** A distinct template of about 2 KB that is nothing but expressions with several variables. */
function adversarialTemplate(index: number): string {
  let text = `/${index.toString(36)}`;
  while (text.length + 12 <= CACHEABLE_TEMPLATE_LENGTH) text += "{a,b,c}{/d*}";
  return text;
}

const DOC_URL = new URL("../../docs/security.md", import.meta.url);
const START = "<!-- cache-bound:start -->";
const END = "<!-- cache-bound:end -->";
const BOUND_MB = 64;

describe("the template cache's memory bound", () => {
  it(`holds less than ${BOUND_MB} MB after more adversarial templates than it has entries`, () => {
    clearTemplateCache();
    const before = heapAfterGc();
    const count = TEMPLATE_CACHE_LIMIT + 52;
    for (let index = 0; index < count; index++) endpoint(`GET ${adversarialTemplate(index)}`);
    const growth = (heapAfterGc() - before) / 1e6;
    clearTemplateCache();
    expect(growth).toBeLessThan(BOUND_MB);
    // Real expansions, not rejections, are what fill the cache.
    expect(endpoint(`GET ${adversarialTemplate(1)}`, { a: "x" }).url).toMatch(
      /^https:\/\/api\.github\.com\/1x,?x?/,
    );

    if (process.env.RESTBUILD_WRITE_SECURITY_DOC === "1") {
      const doc = readFileSync(DOC_URL, "utf8");
      const start = doc.indexOf(START);
      const end = doc.indexOf(END);
      const row = `${START}\n  The template cache holds at most ${TEMPLATE_CACHE_LIMIT.toLocaleString("en")} templates and at most ${TEMPLATE_CACHE_WEIGHT.toLocaleString("en")} parts and variables together. Filled with ${count.toLocaleString("en")} distinct 2 KB templates made of nothing but expressions (the worst case per byte), the heap after garbage collection grew by ${growth.toFixed(1)} MB (\`test/template/cache-memory.test.ts\` measures and writes this figure; it fails above ${BOUND_MB} MB).\n  ${END}`;
      writeFileSync(DOC_URL, doc.slice(0, start) + row + doc.slice(end + END.length));
    }
  }, 120_000);
});
