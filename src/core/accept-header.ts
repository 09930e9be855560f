import { BoundedCache } from "../shared/bounded-cache.js";
import { isWordChar } from "../shared/char-codes.js";
import { DEFAULT_ACCEPT } from "./defaults.js";

/**
 * How `mediaType.format` and `mediaType.previews` amend the `accept` header. Written as
 * plain scans instead of the reference's regular expressions, one of which had a published
 * ReDoS (C10): every function here is linear in the header's length.
 */

const VENDOR_PREFIX = "application/vnd";
const PREVIEW_MARKER = "-preview";

/** Length of the run of word characters starting at `start`. */
function wordLength(text: string, start: number): number {
  let end = start;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: with <= or no bound, the extra step reads charCodeAt(text.length), NaN, which is no word character
  while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
  return end - start;
}

/** Whether `text` is `[.word][+json]`, nothing else. */
function isOptionalWordThenJson(text: string): boolean {
  if (text === "" || text === "+json") return true;
  if (text[0] !== ".") return false;
  const length = wordLength(text, 1);
  if (length === 0) return false;
  const rest = text.slice(1 + length);
  return rest === "" || rest === "+json";
}

/**
 * Puts a format into one media range, as @octokit/endpoint does:
 * `application/vnd.github.v3+json` with `raw` becomes `application/vnd.github.v3.raw`, and a
 * range of another shape stays as it is.
 */
function formatMediaRange(range: string, format: string): string {
  // The match has to reach the end of the range and cannot contain "/", so only the last
  // occurrence of the prefix can match.
  const start = range.lastIndexOf(VENDOR_PREFIX);
  if (start === -1) return range;
  const afterPrefix = start + VENDOR_PREFIX.length;
  if (range[afterPrefix] !== ".") return range;
  const vendorLength = wordLength(range, afterPrefix + 1);
  if (vendorLength === 0) return range;
  const vendorEnd = afterPrefix + 1 + vendorLength;
  const vendor = range.slice(afterPrefix, vendorEnd);
  const rest = range.slice(vendorEnd);
  let version = "";
  if (rest.startsWith(".v3") && isOptionalWordThenJson(rest.slice(3))) version = ".v3";
  else if (!isOptionalWordThenJson(rest)) return range;
  return `${range.slice(0, start)}${VENDOR_PREFIX}${vendor}${version}.${format}`;
}

function isPreviewNameChar(code: number): boolean {
  return isWordChar(code) || code === 45;
}

/** Preview names already in an accept header: `application/vnd.github.mercy-preview+json` gives `mercy`. */
function previewsInAcceptHeader(accept: string): string[] {
  const names: string[] = [];
  let index = 0;
  // Stryker disable next-line EqualityOperator: with <=, the extra step reads charCodeAt(accept.length), NaN, which is skipped as no name character
  while (index < accept.length) {
    if (!isPreviewNameChar(accept.charCodeAt(index))) {
      index++;
      continue;
    }
    const start = index;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: with <= or no bound, the extra step reads charCodeAt(accept.length), NaN, which is no name character
    while (index < accept.length && isPreviewNameChar(accept.charCodeAt(index))) index++;
    const run = accept.slice(start, index);
    const marker = run.lastIndexOf(PREVIEW_MARKER);
    if (marker > 0) names.push(run.slice(0, marker));
  }
  return names;
}

/** Removes one trailing `-preview` from a preview name. */
export function stripPreviewSuffix(name: string): string {
  return name.endsWith(PREVIEW_MARKER) ? name.slice(0, -PREVIEW_MARKER.length) : name;
}

/**
 * The accept header for a media type. Binary requests (`application/octet-stream`) keep
 * theirs. A format amends each vendor media range; previews replace the header with one
 * preview media type per name (C2), names already in the header first.
 */
export function acceptHeader(accept: string, format: string, previews: readonly string[]): string {
  // The commonest case, a media type over the default accept header (which names no preview),
  // is answered directly: building the cache key took longer than the answer. A format that
  // itself reads as a preview name (`x-preview`) takes the general path, which finds it.
  // Stryker disable next-line ConditionalExpression,BlockStatement: without the shortcut the general path gives the same header (a property test compares the two)
  if (accept === DEFAULT_ACCEPT && !format.includes(PREVIEW_MARKER)) {
    return overDefaultAccept(format, previews);
  }
  // A program uses few combinations, and this is the costliest step of a call with a media
  // type: remember recent answers (short inputs only, so the cache stays small).
  // The count tells apart lists that join to the same text ([] and [""]).
  const key = `${accept}\n${format}\n${previews.length}\n${previews.join(",")}`;
  const cached = answers.get(key);
  // Stryker disable next-line ConditionalExpression: the answer computed again is the one remembered
  if (cached !== undefined) return cached;
  const answer = computeAcceptHeader(accept, format, previews);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an answer not remembered is computed again, the same
  if (key.length <= 512) answers.set(key, answer);
  return answer;
}

const answers = new BoundedCache<string, string>(256);

/**
 * {@link computeAcceptHeader} for `application/vnd.github.v3+json` and a format that names no
 * preview, written out. A test compares the two over generated formats and previews.
 */
function overDefaultAccept(format: string, previews: readonly string[]): string {
  if (previews.length === 0) {
    return format === "" ? DEFAULT_ACCEPT : `application/vnd.github.v3.${format}`;
  }
  const suffix = format !== "" ? `.${format}` : "+json";
  // Stryker disable next-line ConditionalExpression: a fast path: the loop below writes one name the same way
  if (previews.length === 1) return `application/vnd.github.${previews[0]}-preview${suffix}`;
  // Each name once, at its first place: a short list is searched directly, a long one through
  // a set, which keeps this linear (C10).
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a set for a shorter list finds the same names (the search is the fast path for short lists)
  const seen = previews.length > 16 ? new Set<string>() : undefined;
  let header = "";
  for (let index = 0; index < previews.length; index++) {
    const name = previews[index] as string;
    if (seen === undefined ? previews.indexOf(name) < index : seen.has(name)) continue;
    seen?.add(name);
    header += `${header === "" ? "" : ","}application/vnd.github.${name}-preview${suffix}`;
  }
  return header;
}

/** The accept header by the general rule, for any header: {@link acceptHeader} without its shortcuts. */
export function computeAcceptHeader(
  accept: string,
  format: string,
  previews: readonly string[],
): string {
  if (accept.toLowerCase().includes("application/octet-stream")) return accept;
  let result = accept;
  if (format !== "") {
    result = result
      .split(",")
      .map((range) => formatMediaRange(range, format))
      .join(",");
  }
  if (previews.length > 0) {
    const suffix = format !== "" ? `.${format}` : "+json";
    const names = new Set([...previewsInAcceptHeader(result), ...previews]);
    result = [...names].map((name) => `application/vnd.github.${name}-preview${suffix}`).join(",");
  }
  return result;
}
