// How a URL parser reads the text of a URL before it parses it (C6): the WHATWG URL parser,
// which browsers, fetch and Node's http client use, trims leading and trailing C0 controls and
// spaces and removes every tab, CR and LF. Text that holds none of those is read as written.

// Letters are written in both cases rather than with the `i` flag: the first `i` expression a
// process runs costs about 0.2 ms to set up, a tenth of restbuild's first call. Without the
// `u` flag, `i` matches only ASCII letters in either case here, so the patterns are the same.

/** `scheme:` at the start of a URL (RFC 3986 section 3.1). */
export const SCHEME_NAME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** `scheme://` at the start of a URL: such a URL is absolute (C6). */
export const SCHEME = new RegExp(`${SCHEME_NAME.source}//`);

/** `http://` or `https://`, in any case: the only absolute URLs the library sends (C6). */
export const HTTP_SCHEME = /^[Hh][Tt][Tt][Pp][Ss]?:\/\//;

/** A C0 control or a space, which a URL parser trims from both ends of a URL. */
function isTrimmed(code: number): boolean {
  return code <= 0x20;
}

/** Tab, LF or CR, which a URL parser removes wherever they stand. */
function isRemoved(code: number): boolean {
  return code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * Whether a URL parser reads `text` as it is written: no C0 control or space at either end,
 * and no tab, CR or LF anywhere. One pass over the text (C10).
 *
 * @example
 * ```ts
 * readsAsWritten("/api"); // true
 * readsAsWritten("/\t/evil.example"); // false: read as "//evil.example"
 * ```
 */
export function readsAsWritten(text: string): boolean {
  if (text === "") return true;
  if (isTrimmed(text.charCodeAt(0)) || isTrimmed(text.charCodeAt(text.length - 1))) return false;
  for (let index = 0; index < text.length; index++) {
    if (isRemoved(text.charCodeAt(index))) return false;
  }
  return true;
}

/**
 * `text` as a URL parser reads it: C0 controls and spaces trimmed from both ends, tab, CR and
 * LF removed. One pass over the text (C10).
 *
 * @example
 * ```ts
 * parserReading(" https:\t//good.example "); // "https://good.example"
 * ```
 */
export function parserReading(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isTrimmed(text.charCodeAt(start))) start++;
  while (end > start && isTrimmed(text.charCodeAt(end - 1))) end--;
  let read = "";
  let kept = start;
  for (let index = start; index < end; index++) {
    if (!isRemoved(text.charCodeAt(index))) continue;
    read += text.slice(kept, index);
    kept = index + 1;
  }
  return read + text.slice(kept, end);
}
