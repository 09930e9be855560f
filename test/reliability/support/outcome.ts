import { expect } from "vitest";
import { isRestbuildError, RequestBuilder } from "../../../src/index.js";

/**
 * What one call did: returned a value, threw an error of the library (with its code), or
 * threw anything else, which is always a bug (contract C11).
 */
export type Outcome =
  | { readonly kind: "returned"; readonly value: unknown }
  | { readonly kind: "library"; readonly code: string; readonly message: string }
  | { readonly kind: "foreign"; readonly error: unknown };

export function outcomeOf(call: () => unknown): Outcome {
  try {
    return { kind: "returned", value: call() };
  } catch (error) {
    return classify(error);
  }
}

export async function asyncOutcomeOf(call: () => unknown): Promise<Outcome> {
  try {
    return { kind: "returned", value: await call() };
  } catch (error) {
    return classify(error);
  }
}

function classify(error: unknown): Outcome {
  if (isRestbuildError(error)) {
    return { kind: "library", code: error.code, message: error.message };
  }
  return { kind: "foreign", error };
}

/** A one-line description of a foreign error, for assertion messages and the bug list. */
export function describeForeign(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.split("\n")[0] as string;
  try {
    return `a thrown ${typeof error}: ${String(error)}`;
  } catch {
    return `a thrown ${typeof error}`;
  }
}

/** Fails with a readable message when a call threw something that is not a RestbuildError. */
export function expectNoForeignError(outcome: Outcome, what: string): void {
  if (outcome.kind === "foreign") {
    expect.fail(`${what} threw ${describeForeign(outcome.error)}, not a RestbuildError`);
  }
}

// RFC 9110 section 5.6.2: token = 1*tchar.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const LOWERCASE_TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
const LINE_BREAK_OR_NUL = /[\r\n\0]/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Header names are lowercase tokens; values are finite numbers or strings without CR, LF, NUL. */
export function expectValidHeaders(headers: unknown): void {
  expect(isPlainObject(headers), "headers are a plain object").toBe(true);
  expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    expect(name, "header name").toMatch(LOWERCASE_TOKEN);
    if (typeof value === "number") {
      expect(Number.isFinite(value), `header ${name}`).toBe(true);
    } else {
      expect(typeof value, `header ${name}`).toBe("string");
      expect(value as string, `header ${name}`).not.toMatch(LINE_BREAK_OR_NUL);
    }
  }
}

/**
 * Request options as parse() returns them, and safe to send: a lowercase method
 * token, a URL string without CR, LF or NUL, valid headers, a body only for methods other than
 * GET and HEAD, and plain objects with the ordinary prototype.
 */
export function expectValidRequestOptions(result: unknown): void {
  expect(isPlainObject(result), "request options are a plain object").toBe(true);
  const options = result as Record<string, unknown>;
  expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
  expect(options.method).toMatch(LOWERCASE_TOKEN);
  expect(typeof options.url).toBe("string");
  expect(options.url as string).not.toMatch(LINE_BREAK_OR_NUL);
  expectValidHeaders(options.headers);
  if (options.method === "get" || options.method === "head") {
    expect(Object.hasOwn(options, "body"), "GET and HEAD have no body").toBe(false);
  }
  for (const key of Object.keys(options)) {
    expect(["method", "url", "headers", "body", "request"]).toContain(key);
  }
}

/** Merged options: the defaults' shape, nothing expanded. */
export function expectValidMergedOptions(result: unknown): void {
  expect(isPlainObject(result), "merged options are a plain object").toBe(true);
  const options = result as Record<string, unknown>;
  expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
  expect(options.method).toMatch(TOKEN);
  expect(typeof options.baseUrl).toBe("string");
  expect(options.baseUrl as string).not.toMatch(LINE_BREAK_OR_NUL);
  expectValidHeaders(options.headers);
  const mediaType = options.mediaType as { format: unknown; previews: unknown };
  expect(typeof mediaType.format).toBe("string");
  expect(Array.isArray(mediaType.previews)).toBe(true);
}

/** A builder snapshot: frozen, and its merged options are valid. */
export function expectValidBuilder(result: unknown): void {
  expect(result).toBeInstanceOf(RequestBuilder);
  expect(Object.isFrozen(result)).toBe(true);
  expectValidMergedOptions((result as RequestBuilder).toOptions());
}

/** An `endpoint` function with its members. */
export function expectValidEndpoint(result: unknown): void {
  expect(typeof result).toBe("function");
  const candidate = result as { DEFAULTS: unknown; defaults: unknown; merge: unknown };
  expectValidMergedOptions(candidate.DEFAULTS);
  expect(typeof candidate.defaults).toBe("function");
  expect(typeof candidate.merge).toBe("function");
}

/** A library error's message: one readable line that cannot flood a log. */
export function expectReadableMessage(message: string): void {
  expect(message.length).toBeGreaterThan(0);
  expect(message.length).toBeLessThan(1000);
  expect(message).not.toMatch(LINE_BREAK_OR_NUL);
}

/**
 * A deep snapshot of a value for before/after comparisons: structuredClone where it can, and
 * a description of what it cannot clone (functions, symbols, class instances it would turn
 * into plain objects) by identity.
 */
export function deepSnapshot(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (typeof value === "function") return { function: value };
  if (typeof value === "symbol") return { symbol: value };
  if (typeof value !== "object" || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  if (!Array.isArray(value) && !isPlainObject(value)) {
    try {
      return { instance: value, clone: structuredClone(value) };
    } catch {
      return { instance: value };
    }
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  copy.prototype = Object.getPrototypeOf(value);
  copy.frozen = Object.isFrozen(value);
  copy.extensible = Object.isExtensible(value);
  const own: Record<string, unknown> = {};
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key) as PropertyDescriptor;
    own[String(key)] =
      "value" in descriptor
        ? { value: deepSnapshot(descriptor.value, seen), writable: descriptor.writable }
        : { get: descriptor.get, set: descriptor.set };
  }
  copy.own = own;
  return copy;
}
