import { BoundedCache } from "../shared/bounded-cache.js";
import { type CompileOptions, compileProgram } from "./compile-template.js";
import type { TemplateProgram } from "./template-program.js";
import { checkRouteOrigin } from "./url-reading.js";

/** How many route templates stay compiled. GitHub's REST API has about a thousand routes. */
export const TEMPLATE_CACHE_LIMIT = 2048;

/** Longer templates are compiled per call and not kept, so the cache's memory stays bounded. */
export const CACHEABLE_TEMPLATE_LENGTH = 2048;

/**
 * The most weight the cached templates hold together: a bound on their memory whatever the
 * templates are (docs/security.md measures it), where 2 048 entries alone would let 2 KB
 * templates of a thousand expressions each, or of 2 KB of CJK text that encodes to 18 KB,
 * pin hundreds of megabytes. See {@link templateWeight} for the unit.
 */
export const TEMPLATE_CACHE_WEIGHT = 65_536;

/** Bytes of text that weigh as much as one part: a part measured about 190 bytes. */
const TEXT_BYTES_PER_UNIT = 64;

const cache = new BoundedCache<string, TemplateProgram>(
  TEMPLATE_CACHE_LIMIT,
  TEMPLATE_CACHE_WEIGHT,
);

/**
 * A template's weight in the cache: 1, plus its parts and variables, plus one per 64 bytes of
 * the text it keeps: its encoded literals and its source (counted at two bytes a character,
 * which a string of CJK text takes).
 */
export function templateWeight(template: TemplateProgram): number {
  let weight = 1 + template.parts.length;
  let textBytes = template.source.length * 2;
  for (const part of template.parts) {
    if (typeof part === "string") textBytes += part.length;
    else weight += part.variables.length;
  }
  return weight + Math.ceil(textBytes / TEXT_BYTES_PER_UNIT);
}

/** How a route's url is read: `:name` placeholders and names with `-`, as GitHub writes them. */
const ROUTE_OPTIONS: CompileOptions = { allowHyphenInNames: true, colonPlaceholders: true };

/**
 * Compiles the `url` of a route once (`:name` placeholders included) and keeps it in a bounded
 * cache; when the cache is full the oldest entry leaves. An absolute url names the origin in
 * place of the base URL, and is checked by its rule first (C6, `checkRouteOrigin`).
 */
export function compileRouteTemplate(url: string): TemplateProgram {
  const cached = cache.get(url);
  if (cached !== undefined) return cached;
  checkRouteOrigin(url);
  const compiled = compileProgram(url, ROUTE_OPTIONS);
  if (url.length <= CACHEABLE_TEMPLATE_LENGTH) cache.set(url, compiled, templateWeight(compiled));
  return compiled;
}

/** The number of compiled templates held, for tests and benchmarks. */
export function templateCacheSize(): number {
  return cache.size;
}

/** Empties the template cache. */
export function clearTemplateCache(): void {
  cache.clear();
}
