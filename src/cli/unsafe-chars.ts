/**
 * Whether a code unit is one a terminal acts on rather than shows, or that hides text: C0
 * controls except tab and line feed, DEL, C1 controls, and the bidirectional overrides and
 * isolates (U+202A to U+202E, U+2066 to U+2069) that reorder what is shown.
 */
export function isUnsafeChar(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a) ||
    (code >= 0x7f && code <= 0x9f) ||
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
  for (let index = 0; index < text.length; index++) {
    if (isUnsafeChar(text.charCodeAt(index))) return true;
  }
  return false;
}
