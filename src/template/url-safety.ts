import { describeValue, RestbuildError } from "../errors.js";

// Checks on an expansion that no value can change where a request goes (docs/compat.md C6):
// the origin comes from the template's literal text, and a path segment that is `.` or `..`
// (also as `%2e`) must have been written literally in the template.

/** Characters a value may put into an authority: a host name, or `:` and a port. */
const HOST_PIECE = /^[A-Za-z0-9.:-]*$/;

/** The index where the authority of an absolute URL starts, after `scheme://`. */
export function authorityStart(url: string): number {
  return url.indexOf("//") + 2;
}

/** The first `/`, `?` or `#` at or after `from`, or the length. */
function authorityEnd(url: string, from: number): number {
  for (let index = from; index < url.length; index++) {
    const code = url.charCodeAt(index);
    if (code === 47 || code === 63 || code === 35) return index;
  }
  return url.length;
}

/**
 * Tracks an expansion: where each expression's output that could form a dot segment went,
 * and, for an absolute template, whether the authority is still being written.
 */
export class ExpansionTrack {
  /** Start and end of each expression output holding `.` or `%`, in order. */
  ranges: number[] | undefined;
  /** For an absolute template: the authority has not ended yet. */
  inAuthority: boolean;
  authorityWritten = false;

  /**
   * @param literalPathStart - where the path starts, when the template's literal text holds
   * the whole authority; -1 when the expansion must be searched.
   */
  constructor(
    readonly absolute: boolean,
    inAuthority: boolean,
    readonly literalPathStart = -1,
  ) {
    this.inAuthority = inAuthority;
  }

  /** Notes a literal appended at `start`. */
  literal(url: string, start: number): void {
    const from = Math.max(start, authorityStart(url));
    if (this.inAuthority && authorityEnd(url, from) < url.length) this.inAuthority = false;
  }

  /** Notes an expression output `piece` appended at `start` of `url`. */
  expression(url: string, start: number, piece: string, names: () => string): void {
    if (this.inAuthority) this.authorityWritten = true;
    if (piece === "") return;
    if (this.inAuthority) {
      const end = authorityEnd(url, start);
      const host = url.slice(start, end);
      if (!HOST_PIECE.test(host)) {
        throw new RestbuildError(
          "INVALID_HOST",
          `the expression {${names()}} puts ${describeValue(host)} into the URL's authority, which takes only a host name or a port`,
        );
      }
      if (end < url.length) this.inAuthority = false;
    }
    if (piece.includes(".") || piece.includes("%")) {
      if (this.ranges === undefined) this.ranges = [];
      this.ranges.push(start, start + piece.length);
    }
  }

  /** Checks the whole expansion; `url` is the expanded template. */
  finish(url: string): void {
    let pathStart = 0;
    if (this.literalPathStart >= 0) {
      pathStart = this.literalPathStart;
    } else if (this.absolute) {
      const start = authorityStart(url);
      pathStart = authorityEnd(url, start);
      if (this.authorityWritten) checkAuthority(url, start, pathStart);
    }
    if (this.ranges !== undefined) checkDotSegments(url, pathStart, this.ranges);
  }
}

/**
 * Checks that `url[start, end)`, an authority, names a host the URL parser accepts.
 *
 * @throws {@link RestbuildError} `INVALID_HOST` when it does not.
 */
export function checkAuthority(url: string, start: number, end: number): void {
  const authority = url.slice(start, end);
  const at = authority.lastIndexOf("@");
  const host = authority.slice(at + 1);
  let valid = host !== "" && !host.startsWith(":") && !host.startsWith(".");
  if (valid) {
    try {
      valid = new URL(url).host !== "";
    } catch {
      valid = false;
    }
  }
  if (!valid) {
    throw new RestbuildError(
      "INVALID_HOST",
      `the URL ${describeValue(url)} has no valid host: ${describeValue(host)}`,
    );
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
 * Rejects every path segment that is a dot segment and holds text of an expression (C6): the
 * path is what was expanded, up to the first `?` or `#`.
 */
function checkDotSegments(url: string, pathStart: number, ranges: readonly number[]): void {
  const pathEnd = pathEndOf(url, pathStart);
  // Only the segments an expression wrote into can have been made by a value: each range is
  // looked at where it lies, rather than the whole path character by character.
  for (let index = 0; index < ranges.length; index += 2) {
    const start = ranges[index] as number;
    const end = ranges[index + 1] as number;
    if (start >= pathEnd) return; // ranges are in order; the rest lie after the path
    let segmentStart = Math.max(pathStart, url.lastIndexOf("/", start) + 1);
    while (segmentStart < end && segmentStart <= pathEnd) {
      let segmentEnd = url.indexOf("/", segmentStart);
      if (segmentEnd === -1 || segmentEnd > pathEnd) segmentEnd = pathEnd;
      if (isDotSegment(url, segmentStart, segmentEnd)) {
        throw new RestbuildError(
          "PATH_TRAVERSAL",
          `the expanded path ${describeValue(url.slice(pathStart, pathEnd))} has the dot segment ${JSON.stringify(url.slice(segmentStart, segmentEnd))}, made by a value, which would change the path`,
        );
      }
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
