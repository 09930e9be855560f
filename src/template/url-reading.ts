import { describeValue, RestbuildError } from "../errors.js";
import {
  HTTP_SCHEME,
  parserReading,
  readsAsWritten,
  SCHEME,
  SCHEME_NAME,
} from "../shared/url-text.js";

// How a client reads a URL, decided in one place (docs/compat.md C6, C6a, C11): the origin
// comes from the base URL or the template's literal text, each read as a URL parser reads it
// (src/shared/url-text.ts), never from a value; a value never ends the path early; and a path
// segment that is `.` or `..`, also once its `%2e`, `%2f` and `%5c` are decoded, must have
// been written literally in the template.

const SLASH = 47;
const QUESTION = 63;
const HASH = 35;
const BACKSLASH = 92;

/** Whether a character ends an authority: `/`, `?` or `#` (RFC 3986 section 3.2). */
export function endsAuthority(code: number): boolean {
  return code === SLASH || code === QUESTION || code === HASH;
}

/**
 * Where an authority that starts at `from` ends: the index of the first `/`, `?` or `#` of
 * `text` at or after `from`, or the length. The one reading of an authority's end, for the
 * base URL, a template's literal text and what an expression writes into the authority; the
 * template compiler, which must step over expressions, asks {@link endsAuthority} of each
 * literal character.
 */
export function authorityEnd(text: string, from: number): number {
  for (let index = from; index < text.length; index++) {
    if (endsAuthority(text.charCodeAt(index))) return index;
  }
  return text.length;
}

/** Whether a scheme (`https:`, with its colon) is `http:` or `https:`, in any case. */
function isHttpScheme(scheme: string): boolean {
  const lower = scheme.toLowerCase();
  return lower === "http:" || lower === "https:";
}

/** The first control character of `text` (C0 or DEL), or -1. */
function controlIndex(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return index;
  }
  return -1;
}

/**
 * What is wrong with a base URL (C6), or `undefined`: it decides the origin of every relative
 * template, so a URL parser must read it as written and it names one host itself, or none.
 * Taken: `http(s)://host…`, `//host…`, a path (`/api`, `api`) and `""`, without a query or a
 * fragment. Refused: a control character, or a space at either end, which parsers remove or
 * trim (`" "` before `/{owner}` reads as `//{owner}`); a backslash, which they read as `/`;
 * a scheme other than `http:` and `https:`; a scheme without `//host` (`https:`, which parsers
 * complete with the text that follows it); an empty host (`https://`, `//`); a `?` or `#`,
 * after which the template's path would be query or fragment.
 */
export function baseUrlProblem(baseUrl: string): string | undefined {
  const control = controlIndex(baseUrl);
  if (control !== -1) {
    return `holds the control character U+${baseUrl.charCodeAt(control).toString(16).toUpperCase().padStart(4, "0")}, which URL parsers remove or refuse`;
  }
  if (!readsAsWritten(baseUrl)) {
    return `starts or ends with a space, which URL parsers trim: they read ${JSON.stringify(parserReading(baseUrl))}`;
  }
  if (baseUrl.includes("\\")) {
    return 'holds a backslash, which URL parsers read as "/": write "/" instead';
  }
  const scheme = SCHEME_NAME.exec(baseUrl)?.[0];
  if (scheme !== undefined && !baseUrl.startsWith("//", scheme.length)) {
    return `has no "//" and host after its scheme ${JSON.stringify(scheme)}: a base URL is "scheme://host/path", a path, or ""`;
  }
  if (scheme !== undefined && !isHttpScheme(scheme)) {
    return `has the scheme ${JSON.stringify(scheme)}: a base URL is an http: or https: URL, a path, or ""`;
  }
  if (scheme !== undefined || baseUrl.startsWith("//")) {
    // A network path is read with a scheme, so that the URL parser reads its host.
    const absolute = scheme === undefined ? `https:${baseUrl}` : baseUrl;
    const start = authorityStart(absolute);
    if (!hasValidHost(absolute, start, authorityEnd(absolute, start))) {
      return 'names no valid host after its "//"';
    }
  }
  if (baseUrl.includes("?") || baseUrl.includes("#")) {
    return 'has a query or fragment ("?" or "#"), which would take in the path of every route: give query parameters as parameters';
  }
  return undefined;
}

/**
 * Checks the url of a route before it is compiled (C6): an absolute one (`scheme://…`) names
 * its origin in place of the base URL, so it is `http:` or `https:`; and a url that a URL
 * parser would read as absolute, once it trims spaces and control characters and removes tabs,
 * CR and LF (`" https://host/x"`, `"https:\t//host/x"`), is refused rather than joined to the
 * base URL as a path.
 *
 * @throws {@link RestbuildError} `INVALID_BASE_URL`, the code of the base URL it stands for.
 */
export function checkRouteOrigin(url: string): void {
  if (SCHEME.test(url)) {
    if (HTTP_SCHEME.test(url)) return;
    const scheme = (SCHEME_NAME.exec(url) as RegExpExecArray)[0];
    throw new RestbuildError(
      "INVALID_BASE_URL",
      `the absolute url ${describeValue(url)} has the scheme ${JSON.stringify(scheme)}: it names the origin in place of baseUrl, which is http: or https:`,
    );
  }
  if (readsAsWritten(url)) return;
  const read = parserReading(url);
  if (!SCHEME.test(read)) return;
  throw new RestbuildError(
    "INVALID_BASE_URL",
    `the url ${describeValue(url)} has spaces or control characters around or inside its scheme: URL parsers read the absolute URL ${describeValue(read)}`,
  );
}

/**
 * Where the path of an absolute template's first literal starts, when the literal holds the
 * whole authority (`https://api.example.com/x`): the index of the first `/`, `?` or `#` after
 * `scheme://`. Otherwise (an expression writes into the authority) -1.
 */
export function literalPathStartOf(literal: string): number {
  const end = authorityEnd(literal, authorityStart(literal));
  return end === literal.length ? -1 : end;
}

/** The index where the authority of an absolute URL starts, after `scheme://`. */
export function authorityStart(url: string): number {
  return url.indexOf("//") + 2;
}

/** A DNS host name: labels of letters, digits and inner hyphens, with an optional final dot. */
const HOST_NAME_SYNTAX =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.?$/;

/**
 * Whether `url[start, end)`, an authority, names a host the URL parser accepts. `exact` also
 * asks that the host be a host name (or an IP literal) that the parser reads as written:
 * `1` (read as `0.0.0.1`) or `-` are not.
 */
export function hasValidHost(url: string, start: number, end: number, exact = false): boolean {
  const authority = url.slice(start, end);
  const host = authority.slice(authority.lastIndexOf("@") + 1);
  if (host === "" || host.startsWith(":") || host.startsWith(".")) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.host === "") return false;
  if (!exact) return true;
  const bracket = host.startsWith("[") ? host.indexOf("]") + 1 : 0;
  const colon = host.indexOf(":", bracket);
  const name = (colon === -1 ? host : host.slice(0, colon)).toLowerCase();
  return (bracket > 0 || HOST_NAME_SYNTAX.test(name)) && parsed.hostname === name;
}

/**
 * Checks that `url[start, end)`, an authority, names a host the URL parser accepts (and, with
 * `exact`, reads as written: see {@link hasValidHost}).
 *
 * @throws {@link RestbuildError} `INVALID_HOST` when it does not.
 */
export function checkAuthority(url: string, start: number, end: number, exact = false): void {
  if (!hasValidHost(url, start, end, exact)) {
    const authority = url.slice(start, end);
    throw new RestbuildError(
      "INVALID_HOST",
      `the URL ${describeValue(url)} has no valid host: ${describeValue(authority.slice(authority.lastIndexOf("@") + 1))}`,
    );
  }
}

/**
 * Whether an expression's output could leave a dot segment in the path, so that its segment
 * must be judged (C6a, C11): an output holding `.` or `%`, and an expression beside literal
 * dots, even when it expands to nothing (`/x/{a}..{b}/y`). A non-empty output of `{;x}` or
 * `{&x}` starts with that character and holds no "/" nor a raw "." after it that could stand
 * alone: only an encoded `/` or `\` (`;x=%2F..%2F`), which a proxy may decode, can leave a dot
 * segment there; expanding to nothing beside literal dots, it leaves the dots a segment of
 * their own (`/x/{;a}../y` with no `a` would be `/x/../y`). `{?x}` and `{#x}` start the query
 * or the fragment, and the compiler never marks them beside literal dots: dots after one that
 * writes are query or fragment, and one that writes nothing leaves its neighbours marked.
 */
export function mayFormDotSegment(
  piece: string,
  operatorChar: string,
  besideLiteralDot: boolean,
): boolean {
  if (operatorChar === "?" || operatorChar === "#") return false;
  if (operatorChar === ";" || operatorChar === "&") {
    return (besideLiteralDot && piece === "") || piece.includes("%");
  }
  return besideLiteralDot || piece.includes(".") || piece.includes("%");
}

/**
 * Records where expressions wrote into the path, so that {@link DotSegmentTrack.finish} can
 * judge every segment they touched, empty output included ({@link mayFormDotSegment}).
 */
export class DotSegmentTrack {
  /** Start and end of each recorded expression output, in order. */
  readonly ranges: number[] = [];

  /** Notes an expression output `piece` appended at `start`. */
  record(start: number, piece: string): void {
    this.ranges.push(start, start + piece.length);
  }

  /** Checks the expansion `url`, whose path starts at `pathStart`. */
  finish(url: string, pathStart: number): void {
    checkDotSegments(url, pathStart, this.ranges);
  }
}

/** Whether `url[start, end)` is `.` or `..`, with any dot written as `%2e` in any case. */
export function isDotSegment(url: string, start: number, end: number): boolean {
  let dots = 0;
  let index = start;
  while (index < end) {
    if (url.charCodeAt(index) === 46) {
      index++;
    } else if (
      url.charCodeAt(index) === 37 &&
      url.charCodeAt(index + 1) === 50 &&
      (url.charCodeAt(index + 2) | 32) === 101 &&
      index + 3 <= end
    ) {
      index += 3;
    } else {
      return false;
    }
    dots++;
  }
  return dots === 1 || dots === 2;
}

/** The character a `%XY` triplet at `index` of `url` writes when it is `.`, `/` or `\\`; else 0. */
function decodedSeparatorOrDot(url: string, index: number): number {
  if (url.charCodeAt(index) !== 37) return 0;
  const high = url.charCodeAt(index + 1);
  const low = url.charCodeAt(index + 2) | 32;
  if (high === 50 && low === 101) return 46; // %2e
  if (high === 50 && low === 102) return SLASH; // %2f
  if (high === 53 && low === 99) return BACKSLASH; // %5c
  return 0;
}

/**
 * Whether `url[start, end)`, a path segment, holds a dot segment once its `%2e`, `%2f` and
 * `%5c` are decoded, in any case (C6a): it is `.` or `..` itself, or an encoded `/` or `\`
 * splits it into pieces one of which is. A proxy that decodes them before it normalises the
 * path climbs there (`..%2f..%2fadmin`). One pass over the segment (C10).
 */
export function holdsDecodedDotSegment(url: string, start: number, end: number): boolean {
  let dots = 0;
  let other = false;
  let index = start;
  for (;;) {
    const atEnd = index >= end;
    const code = atEnd ? 0 : url.charCodeAt(index);
    const decoded = !atEnd && index + 3 <= end ? decodedSeparatorOrDot(url, index) : 0;
    if (
      atEnd ||
      code === SLASH ||
      code === BACKSLASH ||
      decoded === SLASH ||
      decoded === BACKSLASH
    ) {
      if (!other && (dots === 1 || dots === 2)) return true;
      if (atEnd) return false;
      dots = 0;
      other = false;
      index += decoded === 0 ? 1 : 3;
    } else if (code === 46 || decoded === 46) {
      dots++;
      index += decoded === 0 ? 1 : 3;
    } else {
      other = true;
      index++;
    }
  }
}

/**
 * Rejects every path segment that is a dot segment and that an expression touched (C6): the
 * path is what was expanded, up to the first `?` or `#` ({@link pathEndOf}). A range touches
 * the segment it starts in (for an empty output, the segment it sits in) through the segment
 * it ends in. Segments are judged once, left to right, so the check is linear in the URL.
 */
function checkDotSegments(url: string, pathStart: number, ranges: readonly number[]): void {
  const pathEnd = pathEndOf(url, pathStart);
  let judgedEnd = -1; // every segment that ends at or before this index has been judged
  for (let index = 0; index < ranges.length; index += 2) {
    const start = ranges[index] as number;
    const end = ranges[index + 1] as number;
    if (start > pathEnd || judgedEnd >= pathEnd) return; // the rest lie after the path
    if (end < pathStart || end <= judgedEnd) continue;
    let segmentStart =
      start <= judgedEnd
        ? judgedEnd + 1
        : Math.max(pathStart, start === 0 ? 0 : url.lastIndexOf("/", start - 1) + 1, judgedEnd + 1);
    for (;;) {
      let segmentEnd = url.indexOf("/", segmentStart);
      if (segmentEnd === -1 || segmentEnd > pathEnd) segmentEnd = pathEnd;
      if (holdsDecodedDotSegment(url, segmentStart, segmentEnd)) {
        throw dotSegmentError(url.slice(pathStart, pathEnd), url.slice(segmentStart, segmentEnd));
      }
      judgedEnd = segmentEnd;
      if (segmentEnd >= end || segmentEnd >= pathEnd) break;
      segmentStart = segmentEnd + 1;
    }
  }
}

/** Whether `text` holds `?` or `#`, either of which ends the path where it stands (C6a). */
export function endsPathIn(text: string): boolean {
  return text.includes("?") || text.includes("#");
}

/**
 * The error for a value of `{+x}` in the path that wrote `?` or `#` with more of the template
 * after it (C6a): `/repos/{+repo}/collaborators/{username}` with `repo: "r#"` would send
 * `/repos/r`, the rest of the path moved into the fragment. A string or number may end the
 * path only where nothing the template writes follows it; a list or map, whose members follow
 * one another, never (`after` undefined).
 */
export function pathEndError(
  expression: string,
  written: string,
  after: string | undefined,
): RestbuildError {
  const reason =
    after === undefined
      ? "a list or map there may not write one, which would end the path between its members"
      : `it would move what the template writes after it (${describeValue(after)}) out of the path`;
  return new RestbuildError(
    "PATH_TRAVERSAL",
    `the expression ${expression} ends the path of ${describeValue(written)} with "?" or "#": ${reason}`,
  );
}

/** The error for a dot segment a value made in `path`, or that decoding `segment` once makes. */
function dotSegmentError(path: string, segment: string): RestbuildError {
  const plain = isDotSegment(segment, 0, segment.length);
  return new RestbuildError(
    "PATH_TRAVERSAL",
    plain
      ? `the expanded path ${describeValue(path)} has the dot segment ${JSON.stringify(segment)}, made by a value, which would change the path`
      : `the expanded path ${describeValue(path)} has the segment ${JSON.stringify(segment)}, made by a value, which holds a dot segment once its %2e, %2f or %5c is decoded, as proxies do before they resolve one: it would change the path`,
  );
}

/** Where the path that starts at `from` ends: the first `?` or `#`, or the length. */
export function pathEndOf(url: string, from: number): number {
  const query = url.indexOf("?", from);
  const fragment = url.indexOf("#", from);
  if (query === -1) return fragment === -1 ? url.length : fragment;
  return fragment === -1 || query < fragment ? query : fragment;
}

/** `/` or `\`, which a URL parser reads as `/` in a special scheme's URL. */
export function isSlash(code: number): boolean {
  return code === 47 || code === 92;
}

/**
 * Whether `url` starts like a network-path reference (`//host`, `\\host`, `/\host`), which a
 * browser resolves to another origin.
 */
export function startsWithNetworkPath(url: string): boolean {
  return isSlash(url.charCodeAt(0)) && isSlash(url.charCodeAt(1));
}
