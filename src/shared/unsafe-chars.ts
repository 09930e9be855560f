/**
 * Whether a code unit is one a terminal acts on rather than shows, or that hides or reorders
 * text: C0 controls except tab and line feed, DEL, C1 controls, and the bidirectional
 * controls (the marks U+200E, U+200F and U+061C, the embeddings and overrides U+202A to
 * U+202E, the isolates U+2066 to U+2069) that make a terminal show text in another order
 * than it runs.
 */
export function isUnsafeChar(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a) ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * Whether a text holds a character that {@link isUnsafeChar} names.
 *
 * @example
 * ```ts
 * hasUnsafeChar("a\u001b[31m"); // true
 * hasUnsafeChar("line\nbreak"); // false
 * ```
 */
export function hasUnsafeChar(text: string): boolean {
  return firstUnsafeIndex(text) !== -1;
}

/** The index of the first character {@link isUnsafeChar} names, or -1. */
export function firstUnsafeIndex(text: string): number {
  // Stryker disable next-line EqualityOperator: with <=, the extra step reads charCodeAt(text.length), NaN, which is no unsafe character
  for (let index = 0; index < text.length; index++) {
    if (isUnsafeChar(text.charCodeAt(index))) return index;
  }
  return -1;
}

/**
 * A character as `U+XXXX`, for a message that names it.
 *
 * @example
 * ```ts
 * codePointName("\u202e"); // "U+202E"
 * ```
 */
export function codePointName(char: string): string {
  return `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * Writes every character {@link isUnsafeChar} names as a `\uXXXX` escape. In JSON text or in
 * the source of a JavaScript string literal the escape means the same character, so the
 * printed text reads back as the same value; elsewhere (a message) it shows the character's
 * code instead of letting a terminal act on it. One pass, and no copy when there is nothing to
 * escape.
 *
 * @example
 * ```ts
 * escapeUnsafeChars('"a\u202eb"'); // '"a\\u202eb"'
 * ```
 */
export function escapeUnsafeChars(text: string): string {
  const first = firstUnsafeIndex(text);
  // A fast path: from -1 the loop below finds nothing to escape and gives the text back.
  if (first === -1) return text;
  let escaped = "";
  let start = 0;
  // Stryker disable next-line EqualityOperator: with <=, the extra step reads charCodeAt(text.length), NaN, which is no unsafe character
  for (let index = first; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!isUnsafeChar(code)) continue;
    escaped += `${text.slice(start, index)}\\u${code.toString(16).padStart(4, "0")}`;
    start = index + 1;
  }
  return escaped + text.slice(start);
}
