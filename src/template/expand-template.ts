import { describeValue, RestbuildError } from "../errors.js";
import { catchingCallerFailures } from "../shared/caller-failures.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { memberIndexes } from "../shared/list-members.js";
import { valueText } from "../shared/value-text.js";
import { AuthorityGuard } from "./authority.js";
import { codePointPrefix, encodeReserved, encodeUnreserved, escapeStrayPercent } from "./encode.js";
import { expressionText } from "./expression-text.js";
import type { Operator } from "./operators.js";
import { emptySegmentError, leavesSegmentEmpty, type RouteText } from "./required-segments.js";
import type {
  CompiledTemplate,
  TemplateExpression,
  TemplatePart,
  TemplateProgram,
  VariableSpec,
} from "./template-program.js";
import { DotSegmentTrack, endsPathIn, mayFormDotSegment, pathEndError } from "./url-reading.js";

/**
 * Values for the variables of a template, by name: strings, numbers and booleans, lists,
 * maps (plain objects), or `undefined` and `null` for no value.
 *
 * @example Every kind of value
 * {@includeCode ../../examples/templates.ts#template-values}
 *
 * @category Templates
 */
export type TemplateValues = Readonly<Record<string, unknown>>;

/**
 * Expands a compiled template with values, following RFC 6570 section 3.
 * `undefined` and `null` values, and empty lists and maps, are undefined: they expand to
 * nothing.
 *
 * @throws {@link RestbuildError} `INVALID_TEMPLATE_VALUE` for a value that cannot be expanded
 * (a symbol, a function, a lone surrogate, a prefix on a list), `PATH_TRAVERSAL` for a path
 * segment that is exactly `.` or `..`.
 *
 * @example Query, path and fragment expressions
 * {@includeCode ../../examples/templates.ts#expand-template}
 *
 * @category Templates
 */
export function expandTemplate(compiled: CompiledTemplate, values: TemplateValues): string {
  // The template is read inside the guard too: a Proxy posing as one may throw on `parts`.
  return catchingCallerFailures(() => {
    const template = compiled as TemplateProgram;
    if (!Array.isArray((template as Partial<TemplateProgram> | null)?.parts)) {
      throw new RestbuildError(
        "INVALID_TEMPLATE",
        `expected a template made by compileTemplate(), got ${describeValue(template)}`,
      );
    }
    if (typeof values !== "object" || values === null) {
      throw new RestbuildError(
        "INVALID_TEMPLATE_VALUE",
        `template values must be an object, got ${describeValue(values)}`,
      );
    }
    return expandProgram(template, values);
  });
}

/**
 * {@link expandTemplate} for a parsed template and checked values, as the request builder
 * calls it. With `route`, a path segment the template gives wholly to one expression must be
 * filled (C6b, {@link emptySegmentError}); the request's method and url name it in a message.
 */
export function expandProgram(
  template: TemplateProgram,
  values: TemplateValues,
  route?: RouteText,
): string {
  // A variable in several places is read once: a getter cannot give two values (C6).
  const read = template.repeatsVariable ? readOnce(template.variableNames, values) : values;
  const parts = template.parts;
  let url = "";
  // Most expansions need neither: a guard for an absolute template whose authority an
  // expression may write, and a track once an expression could form a dot segment (C6, C11).
  const guard =
    template.authority === undefined ? undefined : new AuthorityGuard(template.authority);
  let track: DotSegmentTrack | undefined;
  // Expressions that left a segment of their own empty: rare, judged once the URL is whole.
  let emptied: TemplateExpression[] | undefined;
  // The text of a `{+x}` whose value ended the path with "?" or "#": nothing may follow it
  // (C6a). What follows is refused once the authority has been judged, whose error comes first.
  let endedPath: string | undefined;
  let pathEnded: RestbuildError | undefined;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as TemplatePart;
    const start = url.length;
    if (typeof part === "string") {
      if (endedPath !== undefined) pathEnded ??= pathEndError(endedPath, url, part);
      url += part;
      if (guard?.open) guard.literal(index, start, part);
      continue;
    }
    const piece =
      part.simpleName === undefined ? expandExpression(part, read) : expandSimple(part, read);
    if (piece !== "" && endedPath !== undefined) pathEnded ??= pathEndError(endedPath, url, piece);
    if (part.reservedInPath && endsPathIn(piece)) endedPath = expressionText(part);
    url += piece;
    if (part.fillsSegment && route !== undefined && leavesSegmentEmpty(piece)) {
      emptied ??= [];
      emptied.push(part);
    }
    if (guard?.open) guard.expression(index, start, piece, () => expressionText(part));
    if (mayFormDotSegment(piece, part.operator.char, part.besideLiteralDot)) {
      track ??= new DotSegmentTrack();
      track.record(start, piece);
    }
  }
  if (guard !== undefined) guard.finish(url);
  if (pathEnded !== undefined) throw pathEnded;
  if (track !== undefined) track.finish(url, pathStartOf(template, guard, url));
  if (emptied !== undefined) {
    for (const part of emptied) {
      const error = emptySegmentError(part, read, route as RouteText, url);
      if (error !== undefined) throw error;
    }
  }
  return url;
}

/** Where the path of an expansion starts: after the authority of an absolute URL, else at 0. */
function pathStartOf(
  template: TemplateProgram,
  guard: AuthorityGuard | undefined,
  url: string,
): number {
  if (template.literalPathStart >= 0) return template.literalPathStart;
  return guard === undefined ? 0 : guard.pathStart(url);
}

/** The values of the template's variables, each read once, in a null-prototype object. */
function readOnce(names: readonly string[], values: TemplateValues): TemplateValues {
  const read: Record<string, unknown> = Object.create(null);
  for (const name of names) if (Object.hasOwn(values, name)) read[name] = values[name];
  return read;
}

/**
 * `{name}` with a string or number value, the usual route placeholder, without the general
 * loop over variables; every other value takes {@link expandExpression}.
 */
function expandSimple(expression: TemplateExpression, values: TemplateValues): string {
  const name = expression.simpleName as string;
  const value = Object.hasOwn(values, name) ? values[name] : undefined;
  if (typeof value !== "string" && typeof value !== "number") {
    return expandExpression(expression, values);
  }
  const text = typeof value === "string" ? value : String(value);
  if (expression.writesPathSegment && (text === "." || text === "..")) {
    rejectDotSegment(text, expression.variables[0] as VariableSpec);
  }
  return encodeUnreserved(text);
}

function expandExpression(expression: TemplateExpression, values: TemplateValues): string {
  const { operator } = expression;
  let result = "";
  let defined = 0;
  for (const variable of expression.variables) {
    const value = Object.hasOwn(values, variable.name) ? values[variable.name] : undefined;
    const piece = expandVariable(operator, variable, value, expression.writesPathSegment);
    if (piece === undefined) continue;
    // C6a: in the path, a value of `{+x}` may end it only with nothing after it, not even a
    // list's next member or the expression's next variable.
    if (expression.reservedInPath && endsPathIn(result)) {
      throw pathEndError(expressionText(expression), result, piece);
    }
    if (expression.reservedInPath && typeof value === "object" && endsPathIn(piece)) {
      throw pathEndError(expressionText(expression), piece, undefined);
    }
    result += (defined === 0 ? operator.first : operator.separator) + piece;
    defined++;
  }
  if (expression.startsDotSegment && (result === "." || result === "..")) {
    throw new RestbuildError(
      "PATH_TRAVERSAL",
      `the expression ${expressionText(expression)} expands to ${JSON.stringify(result)}, a dot segment that would change the path`,
    );
  }
  return result;
}

function expandVariable(
  operator: Operator,
  variable: VariableSpec,
  value: unknown,
  writesPathSegment: boolean,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "object") {
    if (Array.isArray(value)) return expandList(operator, variable, value, writesPathSegment);
    if (isPlainObject(value)) return expandMap(operator, variable, value);
  }
  const text = scalarText(value, variable);
  if (writesPathSegment) rejectDotSegment(text, variable);
  const prefixed = variable.maxLength > 0 ? codePointPrefix(text, variable.maxLength) : text;
  if (writesPathSegment && prefixed !== text) rejectDotSegment(prefixed, variable);
  const encoded = operator.allowReserved ? encodeReserved(prefixed) : encodeUnreserved(prefixed);
  if (!operator.named) return encoded;
  return encoded === "" ? variable.name + operator.ifEmpty : `${variable.name}=${encoded}`;
}

/** A scalar as text: strings as they are, numbers, booleans, bigints and other objects by `String()`. */
function scalarText(value: unknown, variable: VariableSpec): string {
  return valueText(value, "INVALID_TEMPLATE_VALUE", "the value of", variable.name);
}

function rejectDotSegment(text: string, variable: VariableSpec): void {
  if (text === "." || text === "..") {
    throw new RestbuildError(
      "PATH_TRAVERSAL",
      `the value of "${variable.name}" is ${JSON.stringify(text)}, which would change the path instead of naming a segment`,
    );
  }
}

function rejectPrefix(variable: VariableSpec, kind: string): void {
  if (variable.maxLength > 0) {
    throw new RestbuildError(
      "INVALID_TEMPLATE_VALUE",
      `the prefix modifier ":${variable.maxLength}" cannot apply to the ${kind} value of "${variable.name}" (RFC 6570 section 2.4.1)`,
    );
  }
}

function memberText(operator: Operator, value: unknown, variable: VariableSpec): string {
  const text = scalarText(value, variable);
  return operator.allowReserved ? escapeStrayPercent(text) : text;
}

/**
 * The members of a list, holes left out: a long list by its own index keys, so that
 * `length = 2 ** 32 - 1` with one member costs one member, not four billion steps (C10).
 */
function presentMembers(list: readonly unknown[]): Iterable<unknown> {
  const indexes = memberIndexes(list);
  return indexes === undefined ? list : indexes.map((index) => list[index]);
}

function expandList(
  operator: Operator,
  variable: VariableSpec,
  list: readonly unknown[],
  writesPathSegment: boolean,
): string | undefined {
  const members: string[] = [];
  for (const member of presentMembers(list)) {
    if (member !== undefined && member !== null)
      members.push(memberText(operator, member, variable));
  }
  if (members.length === 0) return undefined;
  rejectPrefix(variable, "list");
  if (writesPathSegment && (variable.explode || members.length === 1)) {
    for (const member of members) rejectDotSegment(member, variable);
  }
  return joinComposite(operator, variable, members);
}

function expandMap(
  operator: Operator,
  variable: VariableSpec,
  map: Readonly<Record<string, unknown>>,
): string | undefined {
  // A null-prototype copy: a "__proto__" key stays a key.
  const members: Record<string, string> = Object.create(null);
  let count = 0;
  for (const key of Object.keys(map)) {
    const member = map[key];
    if (member === undefined || member === null) continue;
    members[key] = memberText(operator, member, variable);
    count++;
  }
  if (count === 0) return undefined;
  rejectPrefix(variable, "map");
  if (operator.allowReserved) return joinReservedMap(variable, members);
  if (variable.explode) return joinExplodedMap(operator, members);
  return joinComposite(operator, variable, members);
}

/**
 * `{+map}` and `{#map}`: keys are encoded like values, with the reserved set (RFC 6570
 * section 3.2.1), where url-template would encode them with the unreserved set. Both
 * operators separate with ",", and neither names the variable.
 */
function joinReservedMap(
  variable: VariableSpec,
  members: Readonly<Record<string, string>>,
): string {
  const pairSeparator = variable.explode ? "=" : ",";
  return Object.keys(members)
    .map((key) => `${encodeReserved(key)}${pairSeparator}${encodeReserved(members[key] as string)}`)
    .join(",");
}

/**
 * An exploded map: `key=value` per member, an empty key included (`=value`, RFC 6570 section
 * 3.2.1), where url-template would drop the `=` and leave a bare value.
 */
function joinExplodedMap(operator: Operator, members: Readonly<Record<string, string>>): string {
  return Object.keys(members)
    .map((key) => {
      const value = encodeUnreserved(members[key] as string);
      const name = encodeUnreserved(key);
      return operator.named && value === "" ? name + operator.ifEmpty : `${name}=${value}`;
    })
    .join(operator.separator);
}

/**
 * A list, or a map that is not exploded, joined by hand: members are encoded one by one and
 * joined without recursion or spreading, so a list of any length expands.
 */
function joinComposite(
  operator: Operator,
  variable: VariableSpec,
  members: string[] | Record<string, string>,
): string {
  const encode = operator.allowReserved ? encodeReserved : encodeUnreserved;
  const items: string[] = [];
  if (Array.isArray(members)) {
    for (const member of members) items.push(encode(member));
  } else {
    for (const key of Object.keys(members)) items.push(encode(key), encode(members[key] as string));
  }
  if (!variable.explode) {
    const joined = items.join(",");
    return operator.named ? `${variable.name}=${joined}` : joined;
  }
  if (!operator.named) return items.join(operator.separator);
  let joined = "";
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as string;
    if (index > 0) joined += operator.separator;
    joined += item === "" ? variable.name + operator.ifEmpty : `${variable.name}=${item}`;
  }
  return joined;
}
