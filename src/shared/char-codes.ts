// Character classes as char-code tests: the scanners that use them run on every call and on
// untrusted input, where a loop over char codes is linear and allocation-free.

/** `0-9 A-Z a-z _`, the `\w` of regular expressions. */
export function isWordChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95
  );
}

/** `0-9 A-F a-f`. */
export function isHexDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}
