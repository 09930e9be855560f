import { describeValue, RestbuildError } from "../errors.js";
import { catchingCallerFailures } from "../shared/caller-failures.js";
import { isHexDigit, isWordChar } from "../shared/char-codes.js";
import { loneSurrogateIndex } from "../shared/text.js";
import { SCHEME } from "../shared/url-text.js";
import { planAuthority } from "./authority.js";
import { encodeReserved } from "./encode.js";
import { isReservedOperator, operatorFor, SIMPLE_OPERATOR } from "./operators.js";
import { markRequiredSegments } from "./required-segments.js";
import type {
  CompiledTemplate,
  CompileOptions,
  TemplateExpression,
  TemplatePart,
  TemplateProgram,
  VariableSpec,
} from "./template-program.js";
import {
  authorityStart,
  checkAuthority,
  endsAuthority,
  isDotSegment,
  literalPathStartOf,
} from "./url-reading.js";

export type { CompiledTemplate, CompileOptions } from "./template-program.js";

function fail(source: string, position: number, reason: string): never {
  throw new RestbuildError(
    "INVALID_TEMPLATE",
    `invalid URI template ${describeValue(source)} at position ${position}: ${reason}`,
  );
}

/** RFC 6570's varchar (pct-encoded triplets aside), and `-` when `allowHyphen` is set. */
function isVarChar(code: number, allowHyphen: boolean): boolean {
  return isWordChar(code) || (allowHyphen && code === 45);
}

/** Reads `varname [":" max-length | "*"]` starting at `start`; returns the spec and its end. */
function readVariable(
  source: string,
  start: number,
  end: number,
  allowHyphen: boolean,
): VariableSpec {
  let index = start;
  let previousWasDot = true; // a name may neither start with "." nor hold ".."
  while (index < end) {
    const code = source.charCodeAt(index);
    if (code === 46) {
      if (previousWasDot) fail(source, index, "a variable name cannot start with or repeat '.'");
      previousWasDot = true;
      index++;
    } else if (code === 37) {
      if (!isHexDigit(source.charCodeAt(index + 1)) || !isHexDigit(source.charCodeAt(index + 2))) {
        fail(source, index, "'%' in a variable name must start a pct-encoded triplet");
      }
      previousWasDot = false;
      index += 3;
    } else if (isVarChar(code, allowHyphen)) {
      previousWasDot = false;
      index++;
    } else {
      break;
    }
  }
  if (index === start) fail(source, index, "expected a variable name");
  if (previousWasDot) fail(source, index - 1, "a variable name cannot end with '.'");
  const name = source.slice(start, index);
  if (index === end) return { name, explode: false, maxLength: 0 };

  const modifier = source[index];
  if (modifier === "*" && index + 1 === end) return { name, explode: true, maxLength: 0 };
  if (modifier === ":") {
    const digits = source.slice(index + 1, end);
    if (/^[1-9][0-9]{0,3}$/.test(digits)) {
      return { name, explode: false, maxLength: Number(digits) };
    }
    fail(source, index + 1, "a prefix length must be an integer from 1 to 9999");
  }
  return fail(source, index, `unexpected ${JSON.stringify(modifier)} in a variable`);
}

function readExpression(
  source: string,
  start: number,
  end: number,
  writesPathSegment: boolean,
  allowHyphen: boolean,
): TemplateExpression {
  if (start === end) fail(source, start, "an expression cannot be empty");
  const first = source[start] as string;
  if (isReservedOperator(first)) fail(source, start, `operator '${first}' is reserved`);
  const found = operatorFor(first);
  const operator = found ?? SIMPLE_OPERATOR;
  const variables: VariableSpec[] = [];
  let index = found ? start + 1 : start;
  // A bounded scan for commas: indexOf could run past `end` and make long templates quadratic.
  for (let comma = index; comma <= end; comma++) {
    if (comma === end || source.charCodeAt(comma) === 44) {
      variables.push(readVariable(source, index, comma, allowHyphen));
      index = comma + 1;
    }
  }
  const pathOperator = operator.char === "" || operator.char === "/";
  const only = variables.length === 1 ? (variables[0] as VariableSpec) : undefined;
  const simple = found === undefined && only && !only.explode && only.maxLength === 0;
  return {
    operator,
    variables,
    writesPathSegment: writesPathSegment && pathOperator,
    reservedInPath: writesPathSegment && operator.char === "+",
    startsDotSegment: false,
    besideLiteralDot: false,
    fillsSegment: false,
    simpleName: simple ? only.name : undefined,
  };
}

/**
 * Where the `:name` placeholder whose colon is at `index` of `source` ends (C4): a lowercase
 * letter and at least one more word character, read as `@octokit/endpoint` reads them. -1
 * when no placeholder starts there.
 */
function colonPlaceholderEnd(source: string, index: number): number {
  const first = source.charCodeAt(index + 1);
  if (first < 97 || first > 122 || !isWordChar(source.charCodeAt(index + 2))) return -1;
  let end = index + 3;
  while (end < source.length && isWordChar(source.charCodeAt(end))) end++;
  return end;
}

function readOptions(options: unknown): CompileOptions {
  if (typeof options !== "object" || options === null) {
    throw new RestbuildError(
      "INVALID_OPTIONS",
      `compile options must be an object, got ${describeValue(options)}`,
    );
  }
  return options as CompileOptions;
}

/** {@link compileTemplate}, giving the parsed form that expansion and the request checks read. */
export function compileProgram(source: string, options: CompileOptions = {}): TemplateProgram {
  if (typeof source !== "string") {
    throw new RestbuildError(
      "INVALID_TEMPLATE",
      `a URI template must be a string, got ${describeValue(source)}`,
    );
  }
  const { allowHyphenInNames, colonPlaceholders } = readOptions(options);
  const allowHyphen = allowHyphenInNames === true;
  const parts: TemplatePart[] = [];
  const names = new Set<string>();
  let inPath = true;
  let beforeLiteralQuery = true;
  // The path can end before the template's last path literal: a reserved value can hold "/?",
  // and a query or fragment expression ends it where it expands.
  let pathMayEndEarly = false;
  let variableCount = 0;
  let pathMayEndWithSlash = false;
  let literalStart = 0;
  let index = 0;
  // `:name` placeholders (C4) stand in the path only: not in the scheme, the user info, the
  // host or the port, which the authority of `scheme://…` holds up to its first literal `/`,
  // `?` or `#`, nor after a literal `?` or `#`. The template in braces form is written as
  // they are read.
  const schemeLength = colonPlaceholders === true ? (SCHEME.exec(source)?.[0].length ?? 0) : 0;
  let inAuthority = schemeLength > 0;
  let braced = "";
  let bracedUpTo = 0;

  const pushLiteral = (end: number) => {
    if (end === literalStart) return;
    const literal = source.slice(literalStart, end);
    const surrogate = loneSurrogateIndex(literal);
    if (surrogate !== -1) {
      fail(source, literalStart + surrogate, "a literal contains a lone UTF-16 surrogate");
    }
    parts.push(encodeReserved(literal));
  };

  /** Adds the expression `source[start, end)`: its operator, variables and modifiers. */
  const pushExpression = (start: number, end: number) => {
    const parsed = readExpression(source, start, end, inPath, allowHyphen);
    const previous = parts[parts.length - 1];
    const afterSlash =
      previous === undefined || (typeof previous === "string" && previous.endsWith("/"));
    const expression =
      inPath && afterSlash && parsed.operator.char === "."
        ? { ...parsed, startsDotSegment: true }
        : parsed;
    parts.push(expression);
    for (const variable of expression.variables) names.add(variable.name);
    variableCount += expression.variables.length;
    const operatorChar = expression.operator.char;
    const endsPath = operatorChar === "?" || operatorChar === "&" || operatorChar === "#";
    if (endsPath) inPath = false;
    // Whether the path ends here is known only from the expansion (C7): `/x{?a}/y/`. A
    // query or fragment expression writes no path: the path ends with what came before it
    // (`/assets{?name}` never ends with "/").
    if (beforeLiteralQuery) {
      if (!endsPath) pathMayEndWithSlash = true;
      if (endsPath || operatorChar === "+") pathMayEndEarly = true;
    }
  };

  while (index < source.length) {
    const char = source[index];
    if (char === "}") fail(source, index, "'}' without a matching '{'");
    if (char === "{") {
      pushLiteral(index);
      const close = source.indexOf("}", index + 1);
      if (close === -1 || source.slice(index + 1, close).includes("{")) {
        fail(source, index, "'{' without a matching '}'");
      }
      pushExpression(index + 1, close);
      index = close + 1;
      literalStart = index;
      continue;
    }
    if (inAuthority && index >= schemeLength && endsAuthority(source.charCodeAt(index))) {
      inAuthority = false;
    }
    const placeholderEnd =
      char === ":" && colonPlaceholders === true && !inAuthority && beforeLiteralQuery
        ? colonPlaceholderEnd(source, index)
        : -1;
    if (placeholderEnd !== -1) {
      pushLiteral(index);
      pushExpression(index + 1, placeholderEnd);
      braced += `${source.slice(bracedUpTo, index)}{${source.slice(index + 1, placeholderEnd)}}`;
      bracedUpTo = placeholderEnd;
      index = placeholderEnd;
      literalStart = index;
      continue;
    }
    if (beforeLiteralQuery) {
      if (char === "?" || char === "#") {
        inPath = false;
        beforeLiteralQuery = false;
      } else if (char === "/") {
        pathMayEndWithSlash = true;
      } else {
        pathMayEndWithSlash = pathMayEndEarly;
      }
    }
    index++;
  }
  pushLiteral(source.length);
  const first = parts[0];
  const startsWithSlash = typeof first === "string" && first.startsWith("/");
  const absolute = !startsWithSlash && typeof first === "string" && SCHEME.test(first);
  const literalPathStart = absolute ? literalPathStartOf(first as string) : -1;
  // An authority written wholly in the literal text is checked once, here; one that an
  // expression writes into is checked on every expansion (url-reading.ts). Without a literal
  // path start, a template of one literal is all authority.
  if (absolute && (literalPathStart >= 0 || parts.length === 1)) {
    const literal = first as string;
    const end = literalPathStart >= 0 ? literalPathStart : literal.length;
    checkAuthority(literal, authorityStart(literal), end);
  }
  markExpressionsBesideLiteralDots(parts);
  const requiredNames = markRequiredSegments(parts, absolute);
  return {
    source: bracedUpTo === 0 ? source : braced + source.slice(bracedUpTo),
    parts,
    variableNames: [...names],
    requiredNames,
    pathMayEndWithSlash,
    startsWithSlash,
    absolute,
    literalPathStart,
    authority:
      absolute && literalPathStart < 0 && parts.length > 1 ? planAuthority(parts) : undefined,
    repeatsVariable: variableCount > names.size,
    // No literal "?" or "#", and no expression that can write one.
    pathRunsToEnd: beforeLiteralQuery && !pathMayEndEarly,
  };
}

/** Whether `text[start, end)` is one or two literal dots (`.`, `..`, `%2e`). */
function isDots(text: string, start: number, end: number): boolean {
  return end > start && isDotSegment(text, start, end);
}

/**
 * Marks each path expression that shares its segment with literal text of one or two dots
 * (`{a}..{b}`, `{name}.{ext}`), where empty values, or a `/` a value writes, leave a dot
 * segment that no value holds (C11). Literals are read up to the first literal `?` or `#`.
 * Every expression between the dots and the next literal is beside them, since those nearer
 * may expand to nothing (`/x/{a}{?q}../y`).
 */
function markExpressionsBesideLiteralDots(parts: TemplatePart[]): void {
  const mark = (from: number, step: 1 | -1) => {
    for (let index = from; index >= 0 && index < parts.length; index += step) {
      const part = parts[index] as TemplatePart;
      if (typeof part === "string") return;
      // A `{?x}` or `{#x}` that writes ends the path before the dots, which are then the
      // template's own; one that writes nothing leaves its neighbours beside them.
      if (part.operator.char !== "?" && part.operator.char !== "#") {
        parts[index] = { ...part, besideLiteralDot: true };
      }
    }
  };
  for (let index = 0; index < parts.length; index++) {
    const literal = parts[index];
    if (typeof literal !== "string") continue;
    const query = literal.search(/[?#]/);
    const end = query === -1 ? literal.length : query;
    const firstSlash = literal.indexOf("/");
    const leadEnd = firstSlash === -1 || firstSlash > end ? end : firstSlash;
    if (isDots(literal, 0, leadEnd)) mark(index - 1, -1);
    if (query !== -1) return;
    const trailStart = literal.lastIndexOf("/") + 1;
    if (isDots(literal, trailStart, end)) mark(index + 1, 1);
  }
}

/**
 * Parses an RFC 6570 URI template (levels 1 to 4). Literals are encoded once here, so that
 * expansion only has to encode values.
 *
 * @throws {@link RestbuildError} with code `INVALID_TEMPLATE` for a malformed template.
 *
 * @example Compile once, expand many times
 * {@includeCode ../../examples/templates.ts#compile-template}
 *
 * @category Templates
 */
export function compileTemplate(source: string, options: CompileOptions = {}): CompiledTemplate {
  return catchingCallerFailures(() => compileProgram(source, options));
}
