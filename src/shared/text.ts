// Small checks over UTF-16 text, used by the template encoder, the adapters and the command.

/**
 * A string cut to at most `length` characters, ending with "..." when it was cut; a pair of
 * surrogates is never split, so the result is as well-formed as the input.
 */
export function cutTo(text: string, length: number): string {
  if (text.length <= length) return text;
  let end = length - 3;
  // A high surrogate left without its low one would make a lone one.
  if (isSurrogatePair(text, end - 1)) end--;
  return `${text.slice(0, end)}...`;
}

/** A string cut to at most 60 characters (57 and "..."), so a megabyte of input never ends up in a message. */
export function cut(text: string): string {
  return cutTo(text, 60);
}

/** A string {@link cut} and quoted, for a message that names a bad value. */
export function quote(text: string): string {
  return JSON.stringify(cut(text));
}

/** Whether `text` holds a C0 control character or DEL, which no header line may carry. */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Whether a high surrogate at `index` is followed by a low one: one code point in two units. */
export function isSurrogatePair(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return (
    code >= 0xd800 &&
    code <= 0xdbff &&
    index + 1 < text.length &&
    (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00
  );
}

/** The index of the first lone UTF-16 surrogate in a string, or -1. */
export function loneSurrogateIndex(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0xd800 || code > 0xdfff) continue;
    if (!isSurrogatePair(text, index)) return index;
    index++;
  }
  return -1;
}

/**
 * The length of a string in UTF-8 as TextEncoder writes it (a lone surrogate becomes the three
 * bytes of U+FFFD), counted without encoding, so a large upload is not copied to be measured.
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (isSurrogatePair(text, index)) {
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

/** Percent-encoded text with `%5B` and `%5D` written back as `[` and `]`. */
export function keepBrackets(encoded: string): string {
  return encoded.includes("%5") ? encoded.replace(/%5B/g, "[").replace(/%5D/g, "]") : encoded;
}
