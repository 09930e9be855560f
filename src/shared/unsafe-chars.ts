/**
 * Whether a code point is one a terminal acts on rather than shows, or that hides or reorders
 * text: C0 controls except tab and line feed, DEL, C1 controls; the bidirectional controls
 * (the marks U+200E, U+200F and U+061C, the embeddings and overrides U+202A to U+202E, the
 * isolates U+2066 to U+2069) that make a terminal show text in another order than it runs;
 * the line and paragraph separators U+2028 and U+2029, which break a line in an editor or a
 * log viewer but not in a terminal; and the invisible format characters, which show nothing
 * and so hide what follows or stands between: the zero-width space and joiners U+200B to
 * U+200D, the word joiner and invisible operators U+2060 to U+206F (the isolates among them),
 * the zero-width no-break space (byte order mark) U+FEFF and the tag characters U+E0000 to
 * U+E007F.
 */
export function isUnsafeChar(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a) ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x206f) ||
    code === 0xfeff ||
    (code >= 0xe0000 && code <= 0xe007f)
  );
}

/**
 * The code point at `index` of a text: a pair of surrogates read as one, anything else (a lone
 * surrogate included) as its code unit.
 */
function codePointAt(text: string, index: number): number {
  return text.codePointAt(index) as number;
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
  for (let index = 0; index < text.length; index++) {
    const code = codePointAt(text, index);
    if (isUnsafeChar(code)) return index;
    // The second half of a pair is no character of its own.
    if (code > 0xffff) index++;
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
  return `U+${codePointAt(char, 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * Writes every character {@link isUnsafeChar} names as a `\uXXXX` escape, one per code unit
 * (a tag character is the escaped pair `\udb40\udc01`). In JSON text or in the source of a
 * JavaScript string literal the escape means the same character, so the printed text reads
 * back as the same value; elsewhere (a message) it shows the character's code instead of
 * letting a terminal act on it or hide it. One pass, and no copy when there is nothing to
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
  for (let index = first; index < text.length; index++) {
    const code = codePointAt(text, index);
    const units = code > 0xffff ? 2 : 1;
    if (isUnsafeChar(code)) {
      escaped += text.slice(start, index);
      for (let unit = index; unit < index + units; unit++) {
        escaped += `\\u${text.charCodeAt(unit).toString(16).padStart(4, "0")}`;
      }
      start = index + units;
    }
    index += units - 1;
  }
  return escaped + text.slice(start);
}
