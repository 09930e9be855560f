import { isWordChar } from "../shared/char-codes.js";

/**
 * How `mediaType.format` and `mediaType.previews` amend the `accept` header. Written as
 * plain scans instead of the reference's regular expressions, one of which had a published
 * ReDoS (C10): every function here is linear in the header's length.
 */

const VENDOR_PREFIX = "application/vnd";
const PREVIEW_MARKER = "-preview";
// Found in the lowercased header, as the reference's `/application\/octet-stream/i` finds it (no
// character outside ASCII lowercases into this text), without the set-up of an `i` pattern.
const OCTET_STREAM = "application/octet-stream";

/** Length of the run of word characters starting at `start`. */
function wordLength(text: string, start: number): number {
  let end = start;
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
  // Most headers name no preview (the default one): nothing to scan for.
  if (!accept.includes(PREVIEW_MARKER)) return names;
  let index = 0;
  while (index < accept.length) {
    if (!isPreviewNameChar(accept.charCodeAt(index))) {
      index++;
      continue;
    }
    const start = index;
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
 * preview media type per name (C2), names already in the header first, each name once.
 */
export function acceptHeader(accept: string, format: string, previews: readonly string[]): string {
  if (accept.toLowerCase().includes(OCTET_STREAM)) return accept;
  let result = accept;
  if (format !== "") {
    result = result
      .split(",")
      .map((range) => formatMediaRange(range, format))
      .join(",");
  }
  if (previews.length === 0) return result;
  const suffix = format !== "" ? `.${format}` : "+json";
  // Each name once, at its first place: the header's own first, then the ones given (C10: a
  // set keeps this linear in the number of names).
  const names = new Set(previewsInAcceptHeader(result));
  for (const name of previews) names.add(name);
  let header = "";
  for (const name of names) {
    header += `${header === "" ? "" : ","}application/vnd.github.${name}-preview${suffix}`;
  }
  return header;
}
