/**
 * The deliberate differences between restbuild and @octokit/endpoint 11.0.5 (docs/compat.md,
 * C1 to C12), written as small functions that turn the reference's output into the output
 * restbuild promises. The differential test applies them to the EXPECTED side only; our own
 * output is never adjusted. Each function names the rule it models, and docs/compat.md lists
 * the same rules.
 *
 * | id  | rule (docs/compat.md)                                   | function(s) here                                      |
 * | --- | ------------------------------------------------------- | ----------------------------------------------------- |
 * | C1  | `endpoint()`/`parse()` return the method lowercase       | {@link c1LowercaseMethod}                             |
 * | C2  | previews on every URL, 7.0.6 accept format, merged over  | {@link c2MergedPreviews}, {@link c2MediaType},        |
 * |     | the cascade, trailing `-preview` stripped, de-duplicated | {@link c2DedupeAcceptRanges} (+ 7.0.6 as reference)   |
 * | C3  | RFC 6570 expansion (undefined variables, exploded lists, | {@link c3RfcExpansion}, {@link c3QuerySeparator}      |
 * |     | empty lists), derived independently with url-template    |                                                       |
 * | C5  | query names percent-encoded, `[` and `]` kept            | {@link c5EncodeQueryNames}                            |
 * | C6b | a segment given wholly to `{x}`, `{+x}` or `:x` needs a   | {@link c6bMissingSegment}                             |
 * |     | value (`""` allowed for GET and HEAD)                     |                                                       |
 * | C7  | one trailing `/` removed from the path unless it is `/`  | {@link c7RemoveTrailingSlash}                         |
 * | C11 | a path segment value `.` or `..` is an error             | {@link c11PathTraversal}                              |
 * | --  | the `user-agent` header differs by design; ignored       | {@link withoutUserAgent}                              |
 */
import { parseTemplate } from "url-template";
import { OPTION_KEYS } from "../../src/core/options.js";

/** A loosely typed view of an `endpoint` function: ours and both references fit it. */
export interface LooseEndpoint {
  (route: string, options?: Record<string, unknown>): LooseResult;
  (options: Record<string, unknown>): LooseResult;
  readonly DEFAULTS: Record<string, unknown>;
  defaults(options: Record<string, unknown>): LooseEndpoint;
  merge(route: string | Record<string, unknown>, options?: Record<string, unknown>): LooseMerged;
  parse(options: Record<string, unknown>): LooseResult;
}

export interface LooseResult {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body?: unknown;
  request?: unknown;
}

export interface LooseMerged extends Record<string, unknown> {
  method: string;
  url?: string;
  baseUrl: string;
  headers: Record<string, unknown>;
  mediaType?: { format?: string; previews?: string[] };
}

/** Which deliberate differences changed an expected value, counted over a property run. */
export type DifferenceId = "C1" | "C2" | "C2-dedupe" | "C3" | "C5" | "C6b" | "C7" | "C11";

export class DifferenceTally {
  readonly counts: Record<DifferenceId, number> = {
    C1: 0,
    C2: 0,
    "C2-dedupe": 0,
    C3: 0,
    C5: 0,
    C6b: 0,
    C7: 0,
    C11: 0,
  };

  add(id: DifferenceId): void {
    this.counts[id]++;
  }
}

/** The parameters of merged options: every key that is not an option key. */
export function parametersOf(merged: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const key of Object.keys(merged)) {
    if (!(OPTION_KEYS as readonly string[]).includes(key)) parameters[key] = merged[key];
  }
  return parameters;
}

/**
 * Not a contract rule: the `user-agent` default names each library and its version
 *, so it differs by design. It is removed on both sides before comparing.
 */
export function withoutUserAgent(
  headers: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const { "user-agent": _ignored, ...rest } = headers;
  return rest;
}

/** C1: `endpoint()` and `parse()` return the method lowercase; the reference uppercases it. */
export function c1LowercaseMethod(method: string): string {
  return method.toLowerCase();
}

/** C2: one trailing `-preview` is removed from a preview name, nothing else. */
function stripTrailingPreview(name: string): string {
  return name.endsWith("-preview") ? name.slice(0, -"-preview".length) : name;
}

/**
 * C2: the preview list restbuild uses. Previews of every defaults level and of the call add up
 * (earlier levels first), each name has one trailing `-preview` removed, and the first
 * occurrence of a name wins. 11.0.5 instead lets a later list replace an earlier one (except on
 * `/graphql`), and 7.0.6 de-duplicates before stripping and puts a call's re-listed names last.
 */
export function c2MergedPreviews(lists: readonly (readonly string[] | undefined)[]): string[] {
  const merged: string[] = [];
  for (const list of lists) {
    for (const name of list ?? []) {
      const stripped = stripTrailingPreview(name);
      if (!merged.includes(stripped)) merged.push(stripped);
    }
  }
  return merged;
}

/**
 * C2: `DEFAULTS.mediaType` and `merge().mediaType` always carry a `previews` array (the merged
 * list), where 11.0.5 has `{ format: "" }` and keeps only the last list it was given.
 */
export function c2MediaType(
  mediaType: LooseMerged["mediaType"],
  previews: readonly string[],
): { format: string; previews: string[] } {
  return { format: mediaType?.format ?? "", previews: [...previews] };
}

/**
 * C2: restbuild lists each preview media type once, also when a name is both in the caller's
 * `accept` header and in `mediaType.previews`; 7.0.6 concatenates the two lists. Applies only
 * when previews rebuilt the header (not for `application/octet-stream` requests).
 */
export function c2DedupeAcceptRanges(accept: unknown, previews: readonly string[]): unknown {
  if (typeof accept !== "string" || previews.length === 0) return accept;
  if (accept.toLowerCase().includes("application/octet-stream")) return accept;
  return [...new Set(accept.split(","))].join(",");
}

/**
 * Rewrites `:name` placeholders as `{name}` with the reference's own pattern. C4 limits the
 * rewrite to the path; the generated templates have no colon outside the path other than the
 * one in `https://`, which the pattern does not match, so the two agree for them.
 */
export function bracesForColonPlaceholders(url: string): string {
  return url.replace(/:([a-z]\w+)/g, "{$1}");
}

/**
 * C3 (RFC 6570 section 2.3): a list or map with no defined member is undefined. url-template
 * expands `{?x}` with `[]` as `?x=`, so values are put in this form before it runs.
 */
function rfcValue(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const members = value.filter((member) => member !== null && member !== undefined);
    return members.length === 0 ? undefined : members;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value).filter(([, member]) => member != null);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/**
 * C3: the RFC 6570 expansion of a route's URL template, derived independently of both
 * restbuild and the reference with the `url-template` package. It is conformant for what the
 * generator produces (scalars; non-empty lists in `{?x}` and `{?x*}`; no `+`/`#` operators, no
 * prefix modifiers). The reference's own copy of that code does not flatten its results, so
 * it writes `{?a,b}` with `a` undefined as `?&b=1`, both undefined as `?&`, and `{?x*}` with a
 * list as `?x=1,x=2`.
 */
export function c3RfcExpansion(
  template: string,
  parameters: Readonly<Record<string, unknown>>,
): string {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parameters)) {
    const rfc = rfcValue(value);
    if (rfc !== undefined) values[name] = rfc;
  }
  return parseTemplate(bracesForColonPlaceholders(template)).expand(
    values as Parameters<ReturnType<typeof parseTemplate>["expand"]>[0],
  );
}

/**
 * C3 + C5: the parameters appended to the query string join the URL with `?`, or with `&` when
 * the expanded URL has a query already. The reference decides that on its own expansion,
 * which can hold a `?` that the RFC expansion does not (`{?a,b}` with both undefined).
 */
export function c3QuerySeparator(referenceQuery: string, expectedUrl: string): string {
  if (referenceQuery === "") return "";
  if (referenceQuery[0] !== "?" && referenceQuery[0] !== "&") {
    throw new Error(
      `model: the reference's query part ${JSON.stringify(referenceQuery)} has no separator`,
    );
  }
  return (expectedUrl.includes("?") ? "&" : "?") + referenceQuery.slice(1);
}

/** C5: a query parameter name, percent-encoded with `[` and `]` kept literal. */
export function encodeQueryName(name: string): string {
  return encodeURIComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]");
}

/**
 * C5: the reference appends query names as they are (`two words=1`); restbuild encodes them.
 * Values keep the reference's encoding. The generator's names contain no `&` or `=`, so the
 * reference's query string splits back into its pairs.
 */
export function c5EncodeQueryNames(query: string): string {
  if (query === "") return "";
  const pairs = query
    .slice(1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) throw new Error(`model: query pair ${JSON.stringify(pair)} has no "="`);
      return encodeQueryName(pair.slice(0, equals)) + pair.slice(equals);
    });
  return query[0] + pairs.join("&");
}

/** Where the path of an expanded URL starts and ends (end: the first `?` or `#`). */
function pathBounds(url: string): { start: number; end: number } {
  let end = url.length;
  for (const stop of ["?", "#"]) {
    const index = url.indexOf(stop);
    if (index !== -1 && index < end) end = index;
  }
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(url);
  if (scheme === null) return { start: 0, end };
  const slash = url.indexOf("/", scheme[0].length);
  return { start: slash === -1 || slash > end ? end : slash, end };
}

/**
 * C7: one trailing `/` is removed from the expanded path, unless the path is `/`. 11.0.5
 * removes a trailing `/` from the whole expansion (also after a query, and also the `/` of
 * `https://uploads.github.com/`), and 7.0.6 removes none.
 */
export function c7RemoveTrailingSlash(expanded: string): string {
  const { start, end } = pathBounds(expanded);
  const path = expanded.slice(start, end);
  if (!path.endsWith("/") || path === "/") return expanded;
  return expanded.slice(0, end - 1) + expanded.slice(end);
}

/**
 * C11: a value that fills a path segment and is exactly `.` or `..` is rejected with
 * `PATH_TRAVERSAL` (a URL parser would resolve it to another resource); the reference puts it
 * in the URL. Path segments are the simple and `/` expressions before the first query part.
 */
export function c11PathTraversal(
  template: string,
  parameters: Readonly<Record<string, unknown>>,
): boolean {
  const braces = bracesForColonPlaceholders(template);
  const queryStart = braces.search(/\?|\{[?&#]/);
  const path = queryStart === -1 ? braces : braces.slice(0, queryStart);
  for (const match of path.matchAll(/\{\/?([^}]+)\}/g)) {
    for (const name of (match[1] ?? "").split(",")) {
      const value = parameters[name];
      if (value === "." || value === "..") return true;
    }
  }
  return false;
}

/** C6b: a value that leaves a segment empty: none, or `""`, a list or map with nothing to write. */
function leavesSegmentEmpty(value: unknown): boolean {
  if (value === "") return true;
  if (Array.isArray(value)) {
    const members = value.filter((member) => member !== null && member !== undefined);
    return members.length === 0 || (members.length === 1 && String(members[0]) === "");
  }
  if (typeof value === "object" && value !== null) {
    return Object.values(value).every((member) => member === null || member === undefined);
  }
  return false;
}

/**
 * C6b: a path segment that the template gives wholly to one `{name}` or `{+name}` (`:name`
 * too) names an item and needs a value: `undefined` or `null` there is `MISSING_PARAMETER`
 * for every method, and a value that leaves it empty (`""`, `[]`) for methods other than GET
 * and HEAD. The reference expands it to nothing, and its trailing-slash rule then sends the
 * request to the collection. A segment starts after a `/` of the path (not the `//` of
 * `scheme://`) and ends at `/`, `?`, `#`, a `{/`, `{?` or `{#` expression, or the end.
 */
export function c6bMissingSegment(
  template: string,
  parameters: Readonly<Record<string, unknown>>,
  method: string,
): boolean {
  const braces = bracesForColonPlaceholders(template);
  const queryStart = braces.search(/\?|#|\{[?&#]/);
  const path = queryStart === -1 ? braces : braces.slice(0, queryStart);
  const allowEmpty = ["GET", "HEAD"].includes(method.toUpperCase());
  for (const match of path.matchAll(/\{\+?([\w.%-]+)(?:\*|:\d+)?\}/g)) {
    const start = match.index;
    const afterSlash = path[start - 1] === "/" && path[start - 2] !== "/";
    const startsRelative = start === 0 && !/^[a-z][a-z0-9+.-]*:/i.test(braces);
    const rest = braces.slice(start + match[0].length);
    const closes = rest === "" || /^([/?#]|\{[/?#])/.test(rest);
    if (!(afterSlash || startsRelative) || !closes) continue;
    const value = parameters[match[1] as string];
    if (value === undefined || value === null) return true;
    if (!allowEmpty && leavesSegmentEmpty(value)) return true;
  }
  return false;
}

/** The expected outcome of a call: request options, or a restbuild error code. */
export type Expected = { result: LooseResult } | { errorCode: string };

/** What one reference run gives: the merged options, the result, and the implementation. */
export interface ReferenceRun {
  readonly reference: LooseEndpoint;
  readonly merged: LooseMerged;
  readonly result: LooseResult;
  /** The C2 preview list of the whole cascade and call. */
  readonly previews: readonly string[];
}

/**
 * Turns a reference run into the result restbuild promises, applying C1, C2, C3, C5, C6b, C7
 * and C11 and nothing else. The URL is put together from three parts:
 * - the base URL, for a relative template (both sides treat the generated templates alike, C6);
 * - the RFC expansion of the template (C3) with C7 applied;
 * - the query string the reference appends for GET/HEAD, cut off its own URL, with C3's
 *   separator and C5's name encoding.
 * Where neither C3 nor C7 can apply, the reference's own expansion must equal the derived one;
 * otherwise the model is wrong, and it says so.
 */
export function expectedRequest(run: ReferenceRun, tally?: DifferenceTally): Expected {
  const template = String(run.merged.url);
  const parameters = parametersOf(run.merged);
  if (c11PathTraversal(template, parameters)) {
    tally?.add("C11");
    return { errorCode: "PATH_TRAVERSAL" };
  }
  if (c6bMissingSegment(template, parameters, String(run.merged.method))) {
    tally?.add("C6b");
    return { errorCode: "MISSING_PARAMETER" };
  }

  // The reference's URL without appended query parameters: the same merged options parsed as
  // a POST, whose remaining parameters go to the body instead.
  const referencePrefix = run.reference.parse({ ...run.merged, method: "POST" }).url;
  if (!run.result.url.startsWith(referencePrefix)) {
    throw new Error(`model: ${run.result.url} does not start with ${referencePrefix}`);
  }
  const referenceQuery = run.result.url.slice(referencePrefix.length);

  const absolute = /^https?:\/\//.test(template);
  const base = absolute ? "" : String(run.merged.baseUrl);
  const expanded = c3RfcExpansion(template, parameters);
  const prefix = base + c7RemoveTrailingSlash(expanded);
  const hasQueryExpression = /\{[?&]/.test(template);
  if (!hasQueryExpression && !expanded.endsWith("/") && referencePrefix !== prefix) {
    throw new Error(
      `model: the RFC expansion ${prefix} differs from the reference's ${referencePrefix} where no difference applies`,
    );
  }
  if (c7RemoveTrailingSlash(expanded) !== expanded) tally?.add("C7");
  const withoutPathSlash = (url: string) => url.replace(/\/(?=\?|$)/, "");
  if (hasQueryExpression && withoutPathSlash(referencePrefix) !== withoutPathSlash(prefix)) {
    tally?.add("C3");
  }

  const query = c5EncodeQueryNames(c3QuerySeparator(referenceQuery, prefix));
  if (query !== c3QuerySeparator(referenceQuery, prefix)) tally?.add("C5");

  const headers = withoutUserAgent(run.result.headers);
  if (run.previews.length > 0) {
    tally?.add("C2");
    const accept = c2DedupeAcceptRanges(headers.accept, run.previews);
    if (accept !== headers.accept) tally?.add("C2-dedupe");
    headers.accept = accept;
  }

  if (run.result.method !== c1LowercaseMethod(run.result.method)) tally?.add("C1");
  const result: LooseResult = {
    method: c1LowercaseMethod(run.result.method),
    url: prefix + query,
    headers,
  };
  if ("body" in run.result) result.body = run.result.body;
  if ("request" in run.result) result.request = run.result.request;
  return { result };
}

/** The merged options restbuild promises for a reference's `merge()` or `DEFAULTS` (C2). */
export function expectedMerged(
  referenceMerged: Readonly<LooseMerged>,
  previews: readonly string[],
): Record<string, unknown> {
  const { headers, mediaType, ...rest } = referenceMerged;
  return {
    ...rest,
    headers: withoutUserAgent(headers),
    mediaType: c2MediaType(mediaType, previews),
  };
}
