import { describeValue, RestbuildError } from "../errors.js";
import { BoundedCache } from "../shared/bounded-cache.js";
import { isWordChar } from "../shared/char-codes.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { baseUrlProblem } from "../template/url-reading.js";
import { isParameterKey } from "./options.js";

// RFC 9110 section 5.6.2: token = 1*tchar. A lookup table instead of a regular expression:
// headers are checked on every call, and the loop is several times faster on short names.
const TOKEN_CHARS = new Uint8Array(128);
for (const char of "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") {
  TOKEN_CHARS[char.charCodeAt(0)] = 1;
}

function isToken(text: string): boolean {
  if (text.length === 0) return false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 128 || TOKEN_CHARS[code] === 0) return false;
  }
  return true;
}

/** CR, LF and NUL would split or end a header line (request splitting). */
const LINE_BREAK_OR_NUL = /[\r\n\0]/;

// A regular expression rather than a loop: header values are often long tokens, which a single
// character class scans fast and in linear time (C10).
function hasLineBreakOrNul(text: string): boolean {
  return LINE_BREAK_OR_NUL.test(text);
}

/**
 * Whether every character of `text` is a word character (`A-Za-z0-9_`), `.`, `-`, or `+` when
 * `plus` is allowed: a loop over char codes, linear (C10), for names as short as preview names
 * and formats.
 */
function isNameText(text: string, plus: boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!isWordChar(code) && code !== 46 && code !== 45 && !(plus && code === 43)) return false;
  }
  return true;
}

/** Checks that a method is an HTTP token and returns it unchanged. */
export function validateMethod(method: unknown): string {
  if (typeof method !== "string" || !isToken(method)) {
    throw new RestbuildError(
      "INVALID_METHOD",
      `method must be an HTTP token such as "GET", got ${describeValue(method)}`,
    );
  }
  return method;
}

export function validateUrl(url: unknown): string {
  if (typeof url !== "string") {
    throw new RestbuildError("INVALID_URL", `url must be a string, got ${describeValue(url)}`);
  }
  if (url === "") throw new RestbuildError("MISSING_URL", "url must not be empty");
  return url;
}

/**
 * Checks a base URL (C6) by the rule of `baseUrlProblem` (src/template/url-reading.ts): a URL
 * parser reads it as written, and it names one http(s) host itself, or none.
 *
 * @throws {@link RestbuildError} `INVALID_BASE_URL` saying what is wrong.
 */
export function validateBaseUrl(baseUrl: unknown): string {
  // Most programs use a few base URLs, each checked the first time it is seen.
  if (typeof baseUrl === "string" && VALID_BASE_URLS.get(baseUrl) === true) return baseUrl;
  if (typeof baseUrl !== "string" || hasLineBreakOrNul(baseUrl)) {
    throw new RestbuildError(
      "INVALID_BASE_URL",
      `baseUrl must be a string without CR, LF or NUL, got ${describeValue(baseUrl)}`,
    );
  }
  const problem = baseUrlProblem(baseUrl);
  if (problem !== undefined) {
    throw new RestbuildError("INVALID_BASE_URL", `baseUrl ${describeValue(baseUrl)} ${problem}`);
  }
  VALID_BASE_URLS.set(baseUrl, true, baseUrl.length);
  return baseUrl;
}

/** Base URLs found valid: a few dozen, of at most 64 KiB in all. */
const VALID_BASE_URLS = new BoundedCache<string, true>(32, 65_536);

/** Checks a header name (an HTTP token) and returns it lowercased. */
export function normalizeHeaderName(name: string): string {
  if (!isToken(name)) {
    throw new RestbuildError(
      "INVALID_HEADER_NAME",
      `header name must be an HTTP token, got ${describeValue(name)}`,
    );
  }
  return name.toLowerCase();
}

export function validateHeaderValue(name: string, value: unknown): string | number {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && !hasLineBreakOrNul(value)) return value;
  throw new RestbuildError(
    "INVALID_HEADER_VALUE",
    `header ${describeValue(name)} must be a string without CR, LF or NUL, or a finite number, got ${describeValue(value)}`,
  );
}

export function validatePreviewName(name: unknown): string {
  if (typeof name !== "string" || name === "" || !isNameText(name, false)) {
    throw new RestbuildError(
      "INVALID_MEDIA_TYPE",
      `a preview name must be letters, digits, "_", "." or "-", got ${describeValue(name)}`,
    );
  }
  return name;
}

export function validateFormat(format: unknown): string {
  if (typeof format !== "string" || !isNameText(format, true)) {
    throw new RestbuildError(
      "INVALID_MEDIA_TYPE",
      `mediaType.format must be letters, digits, "_", ".", "+" or "-", got ${describeValue(format)}`,
    );
  }
  return format;
}

export function expectPlainObject(value: unknown, what: string): Record<string, unknown> {
  if (!isPlainObject(value)) {
    throw new RestbuildError(
      "INVALID_OPTIONS",
      `${what} must be a plain object, got ${describeValue(value)}`,
    );
  }
  return value;
}

/**
 * The builder step that sets what each option key names. `.param()` and `.params()` bind
 * parameters only: an untrusted object given to them must not set the body, the headers or
 * where the request goes, so these keys are refused with the step to use instead.
 */
const BUILDER_STEP_FOR_OPTION: Readonly<Record<string, string>> = {
  data: ".data()",
  headers: ".header() or .headers()",
  baseUrl: ".baseUrl()",
  url: ".route()",
  method: ".method() or .route()",
  request: ".request()",
  mediaType: ".format() or .preview()",
};

/**
 * Checks a name given to `param()`/`params()`: not empty, not `__proto__`, and neither an
 * option key nor `data`, which set options rather than bind a parameter.
 */
export function checkParameterName(name: unknown): string {
  if (typeof name === "string" && Object.hasOwn(BUILDER_STEP_FOR_OPTION, name)) {
    throw new RestbuildError(
      "INVALID_PARAMETER",
      `${describeValue(name)} is an option, not a parameter: use ${BUILDER_STEP_FOR_OPTION[name]} to set it`,
    );
  }
  if (typeof name !== "string" || name === "" || !isParameterKey(name)) {
    throw new RestbuildError(
      "INVALID_PARAMETER",
      `a parameter name must be a non-empty string other than __proto__, got ${describeValue(name)}`,
    );
  }
  return name;
}
