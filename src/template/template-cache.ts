import { BoundedCache } from "../shared/bounded-cache.js";
import { colonToBraces } from "./colon-placeholders.js";
import { compileProgram } from "./compile-template.js";
import type { TemplateProgram } from "./template-program.js";

/** How many route templates stay compiled. GitHub's REST API has about a thousand routes. */
export const TEMPLATE_CACHE_LIMIT = 2048;

/** Longer templates are compiled per call and not kept, so the cache's memory stays bounded. */
export const CACHEABLE_TEMPLATE_LENGTH = 2048;

/**
 * The most parts and variables the cached templates hold together: a bound on their memory
 * whatever the templates are (docs/security.md measures it), where 2 048 entries alone would
 * let 2 KB templates of a thousand expressions each pin hundreds of megabytes.
 */
export const TEMPLATE_CACHE_WEIGHT = 65_536;

const cache = new BoundedCache<string, TemplateProgram>(
  TEMPLATE_CACHE_LIMIT,
  TEMPLATE_CACHE_WEIGHT,
);

/** A template's weight in the cache: its parts and variables, at least 1. */
function weightOf(template: TemplateProgram): number {
  let weight = 1 + template.parts.length;
  for (const part of template.parts) {
    if (typeof part !== "string") weight += part.variables.length;
  }
  return weight;
}

/**
 * Compiles the `url` of a route once (`:name` placeholders included) and keeps it in a bounded
 * cache; when the cache is full the oldest entry leaves.
 */
export function compileRouteTemplate(url: string): TemplateProgram {
  const cached = cache.get(url);
  if (cached !== undefined) return cached;
  const compiled = compileProgram(colonToBraces(url), { allowHyphenInNames: true });
  if (url.length <= CACHEABLE_TEMPLATE_LENGTH) cache.set(url, compiled, weightOf(compiled));
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
