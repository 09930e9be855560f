import { describeValue, RestbuildError } from "../errors.js";

// Checks on an expansion that no value can change where a request goes (docs/compat.md C6):
// the origin comes from the template's literal text, and a path segment that is `.` or `..`
// (also as `%2e`) must have been written literally in the template.

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
 * must be judged (C11): an output holding `.` or `%`, and an expression beside literal dots,
 * even when it expands to nothing (`/x/{a}..{b}/y`). A non-empty output of `{;x}`, `{?x}`,
 * `{&x}` or `{#x}` starts with that character and holds no "/": the segment it lies in is
 * never a dot segment, whatever the value; expanding to nothing beside literal dots, it leaves
 * them a segment of their own (`/x/{;a}../y` with no `a` would be `/x/../y`).
 */
export function mayFormDotSegment(
  piece: string,
  opensOwnSegment: boolean,
  besideLiteralDot: boolean,
): boolean {
  if (opensOwnSegment) return besideLiteralDot && piece === "";
  // Stryker disable next-line StringLiteral: recording every output judges more segments, but a dot segment an output touches without writing a dot or '%' is beside literal dots, whose expressions are recorded anyway
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
      if (isDotSegment(url, segmentStart, segmentEnd)) {
        throw new RestbuildError(
          "PATH_TRAVERSAL",
          `the expanded path ${describeValue(url.slice(pathStart, pathEnd))} has the dot segment ${JSON.stringify(url.slice(segmentStart, segmentEnd))}, made by a value, which would change the path`,
        );
      }
      judgedEnd = segmentEnd;
      if (segmentEnd >= end || segmentEnd >= pathEnd) break;
      segmentStart = segmentEnd + 1;
    }
  }
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
