import { describeValue, RestbuildError } from "../errors.js";
import { isHexDigit } from "../shared/char-codes.js";
import { isSurrogatePair, keepBrackets } from "../shared/text.js";

// Hand-written rather than url-template's encoders: those treat a `%` followed by a single hex
// digit as an escape (RFC 6570 section 3.2.3 wants `%25` there), cut prefixes inside surrogate
// pairs, and let a lone surrogate escape as a bare `URIError`.

const UNRESERVED_EXTRAS = /[!'()*]/g;
// The same class without the global flag: test() on it keeps no state and measured faster
// than search() on the global one.
const HAS_UNRESERVED_EXTRA = /[!'()*]/;

const UNRESERVED_CHARS = new Uint8Array(128);
for (const char of "-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") {
  UNRESERVED_CHARS[char.charCodeAt(0)] = 1;
}

/**
 * Whether every character is unreserved (`A-Z a-z 0-9 - . _ ~`), so that no encoder changes
 * the text. Most values (owner and repository names, numbers) are; the check is cheaper than
 * encoding them.
 */
export function isUnreserved(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 128 || UNRESERVED_CHARS[code] === 0) return false;
  }
  return true;
}

function hexUpper(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
}

function encodeWith(encoder: (text: string) => string, text: string): string {
  try {
    return encoder(text);
  } catch (cause) {
    throw new RestbuildError(
      "INVALID_TEMPLATE_VALUE",
      `cannot encode ${describeValue(text)}: it contains a lone UTF-16 surrogate`,
      { cause },
    );
  }
}

/**
 * Encodes everything but the unreserved characters `A-Z a-z 0-9 - . _ ~`
 * (RFC 6570 "U" set).
 */
export function encodeUnreserved(text: string): string {
  if (isUnreserved(text)) return text;
  const encoded = encodeWith(encodeURIComponent, text);
  // encodeURIComponent leaves five sub-delims alone; the test avoids a replace on the hot path.
  return !HAS_UNRESERVED_EXTRA.test(encoded)
    ? encoded
    : encoded.replace(UNRESERVED_EXTRAS, hexUpper);
}

function encodeUriKeepingBrackets(text: string): string {
  return keepBrackets(encodeWith(encodeURI, text));
}

/**
 * Encodes everything but unreserved and reserved characters, keeping pct-encoded triplets
 * as they are (RFC 6570 "U+R" set, also used for literals). A `%` that starts no triplet
 * becomes `%25`.
 */
export function encodeReserved(text: string): string {
  if (isUnreserved(text)) return text;
  if (!text.includes("%")) return encodeUriKeepingBrackets(text);
  let result = "";
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    if (
      text.charCodeAt(index) === 37 &&
      isHexDigit(text.charCodeAt(index + 1)) &&
      isHexDigit(text.charCodeAt(index + 2))
    ) {
      result += encodeUriKeepingBrackets(text.slice(start, index)) + text.slice(index, index + 3);
      index += 2;
      start = index + 1;
    }
  }
  return result + encodeUriKeepingBrackets(text.slice(start));
}

/** Replaces each `%` that starts no pct-encoded triplet with `%25`. */
export function escapeStrayPercent(text: string): string {
  if (!text.includes("%")) return text;
  let result = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    const isTriplet =
      char === "%" &&
      isHexDigit(text.charCodeAt(index + 1)) &&
      isHexDigit(text.charCodeAt(index + 2));
    result += char === "%" && !isTriplet ? "%25" : char;
  }
  return result;
}

/**
 * The first `maxLength` characters of a string, counted in Unicode code points as
 * RFC 6570 section 2.4.1 asks, so a prefix never splits a surrogate pair.
 */
export function codePointPrefix(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let end = 0;
  for (let count = 0; count < maxLength && end < text.length; count++) {
    end += isSurrogatePair(text, end) ? 2 : 1;
  }
  return text.slice(0, end);
}
