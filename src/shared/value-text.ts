import { describeValue, RestbuildError, type RestbuildErrorCode } from "../errors.js";
import { isPlainObject } from "./is-plain-object.js";
import { memberIndexes, SPARSE_CHECK_LENGTH } from "./list-members.js";

// The text of a parameter value, one rule for every face: endpoint() reads the caller's value
// here, the builder its copy of it (src/core/copy.ts), and both give the same text or the same
// error. A value is data: lists are joined here, member by member, rather than by the list's
// own `toString()`, which the builder's copy does not keep; a cycle or a nesting deeper than
// the copy takes is an error wherever the value goes.

/** Values are refused beyond this depth, rather than walked: recursion must not exhaust the stack. */
export const MAX_VALUE_DEPTH = 1000;

/** The error for a value that contains itself: a list in itself, a map under its own key. */
export function cycleError(): RestbuildError {
  return new RestbuildError("INVALID_PARAMETER", "a parameter value must not contain cycles");
}

/** The error for a value nested deeper than {@link MAX_VALUE_DEPTH}. */
export function tooDeepError(): RestbuildError {
  return new RestbuildError(
    "INVALID_PARAMETER",
    `a parameter value must not nest deeper than ${MAX_VALUE_DEPTH} levels`,
  );
}

/** How a value is named in an error: its code, and `kind "name"` joined only then. */
interface Naming {
  readonly code: RestbuildErrorCode;
  readonly kind: string;
  readonly name: string;
}

/**
 * The lists and maps of one value being walked, and the maps found free of cycles: each is
 * read once, so the walk costs what the value holds (C10).
 */
interface Walk {
  readonly naming: Naming;
  readonly ancestors: Set<object>;
  readonly checked: Set<object>;
}

/**
 * A parameter value as text, as `String()` gives it (numbers, booleans, bigints, lists joined
 * with commas, `null` and `undefined` in a list as nothing, objects by their `toString()`),
 * but never a stray `TypeError` and never a text that depends on the face: symbols and
 * functions, also inside a list, and objects whose conversion throws get the library's error
 * with `code`; a list or map that contains itself, or nests deeper than
 * {@link MAX_VALUE_DEPTH} levels, is `INVALID_PARAMETER`, as the builder's copy of it is.
 *
 * @param kind - with `name`, names the value in a message: `query parameter "page"`. The two
 * are joined only for an error, so a call with a good value builds no text.
 */
export function valueText(
  value: unknown,
  code: RestbuildErrorCode,
  kind: string,
  name: string,
): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  const naming = { code, kind, name };
  if (typeof value !== "object" || value === null) return primitiveText(value, naming);
  return textOf(value, { naming, ancestors: new Set(), checked: new Set() });
}

/** A value that is not an object as text; a symbol or a function is an error. */
function primitiveText(value: unknown, { code, kind, name }: Naming): string {
  if (typeof value === "symbol" || typeof value === "function") {
    throw new RestbuildError(
      code,
      `${kind} "${name}" must be a string, number, boolean, list or map, got ${describeValue(value)}`,
    );
  }
  return String(value);
}

function textOf(value: unknown, walk: Walk): string {
  if (typeof value !== "object" || value === null) return primitiveText(value, walk.naming);
  if (Array.isArray(value)) return enter(value, walk, () => listText(value, walk));
  if (isPlainObject(value)) checkMember(value, walk);
  try {
    return String(value);
  } catch (cause) {
    const { code, kind, name } = walk.naming;
    throw new RestbuildError(
      code,
      `${kind} "${name}" cannot be turned into text: converting ${describeValue(value)} failed`,
      { cause },
    );
  }
}

/** Runs `work` with `value` among the ancestors: a cycle or a nesting too deep is refused. */
function enter<Result>(value: object, walk: Walk, work: () => Result): Result {
  if (walk.ancestors.has(value)) throw cycleError();
  if (walk.ancestors.size >= MAX_VALUE_DEPTH) throw tooDeepError();
  walk.ancestors.add(value);
  const result = work();
  walk.ancestors.delete(value);
  return result;
}

/** A list's members as text, joined with commas, as `Array.prototype.join` joins them. */
function listText(list: readonly unknown[], walk: Walk): string {
  // Its text would hold a comma for every hole: billions of them for `length = 2 ** 32 - 1`.
  if (memberIndexes(list) !== undefined) {
    const { code, kind, name } = walk.naming;
    throw new RestbuildError(
      code,
      `${kind} "${name}" holds a list longer than ${SPARSE_CHECK_LENGTH} items with holes; give its members without holes`,
    );
  }
  // Each member read once, into a list that the engine joins: a long list of short texts
  // added one by one to a string measured far slower (a rope of a million pieces).
  const texts = new Array<string>(list.length);
  for (let index = 0; index < list.length; index++) {
    const member = list[index];
    texts[index] =
      typeof member === "string"
        ? member
        : member === undefined || member === null
          ? ""
          : textOf(member, walk);
  }
  return texts.join(",");
}

/**
 * Walks a map's lists and maps for a cycle or a nesting too deep, as the builder's copy does;
 * its text is its `toString()`'s. A list or map found free of cycles is not walked again.
 */
function checkMap(map: Readonly<Record<string, unknown>>, walk: Walk): void {
  for (const key of Object.keys(map)) checkMember(map[key], walk);
}

function checkMember(value: unknown, walk: Walk): void {
  const isList = Array.isArray(value);
  if (!isList && !isPlainObject(value)) return;
  if (walk.checked.has(value)) return;
  enter(value, walk, () => {
    if (!isList) return checkMap(value as Readonly<Record<string, unknown>>, walk);
    const list = value as readonly unknown[];
    const indexes = memberIndexes(list);
    if (indexes === undefined) for (const member of list) checkMember(member, walk);
    else for (const index of indexes) checkMember(list[index], walk);
  });
  walk.checked.add(value);
}
