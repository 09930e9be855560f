import fc from "fast-check";

// The characters that break a line or hide text, written out apart from the rule under test
// (src/shared/unsafe-chars.ts): the line and paragraph separators U+2028 and U+2029, the
// zero-width U+200B to U+200F, U+2060 to U+206F, the byte order mark U+FEFF and the tag
// characters U+E0000 to U+E007F.

/** Matches any of them, a tag character by its code point. */
export const HIDDEN = /[\u2028\u2029\u200b-\u200f\u2060-\u206f\ufeff\u{e0000}-\u{e007f}]/u;

/** One of them. */
export const hiddenChar = fc.constantFrom(
  "\u2028",
  "\u2029",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\u{e0001}",
  "\u{e0041}",
  "\u{e0067}",
  "\u{e007f}",
);
