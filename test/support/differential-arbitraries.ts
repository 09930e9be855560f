/**
 * Generators of `endpoint()` calls for the differential test against @octokit/endpoint.
 *
 * What they produce: routes with `{name}` and `:name` placeholders, `{?a,b}` query expressions
 * (with none, some or all variables defined), `{?x*}` with lists, absolute upload URLs,
 * `data` bodies (strings, objects, null), every named method in several letter cases,
 * cascades of 0-3 `defaults` levels with headers, `baseUrl`, previews, `request` and ordinary
 * parameters, `authorization: token <x>` headers, header names in mixed case, undefined and
 * null parameters, lists, maps, and `mediaType.format`.
 *
 * Where a deliberate difference is too intricate to model on the expected side, the
 * generator stays out of its way instead:
 * - C4 (names used by the URL): no prefix modifiers (`{sha:7}`) and an exploded variable only
 *   last in its expression. The reference reads `sha:7` and `a*` as names there, so it would
 *   send those parameters again in the query; unit tests cover the rule.
 * - C3 for reserved expansion: no `{+x}` or `{#x}` expressions. url-template (the independent
 *   RFC derivation) leaves a `%` followed by one hex digit unencoded there, as the reference.
 * - C6 (absolute URLs): templates start with `/` or `https://`, where the reference's
 *   `/^http/` test and the scheme rule agree.
 * - C7 inside the query: no literal `?` in templates, so a trailing `/` only ends a path.
 * - Value kinds are fixed per parameter name (a map name never gets a string or list), so
 *   `defaults` never deep-merges a map over a string or list, where the reference spreads the
 *   string's characters into the map (a decision in docs/compat.md).
 * - `q` is a string or absent: restbuild rejects another `q` (C11), the reference crashes.
 * - Preview names never contain `-preview` except as one trailing suffix, which both the
 *   7.0.6 rule (first occurrence) and C2 (trailing only) strip alike.
 * - No header value outside the rules of C11 (strings without CR, LF or NUL, finite numbers).
 * - No `request: null`: merge() leaves a falsy `request` out, where the reference keeps it
 *   (a decision in docs/compat.md; parse() drops it on both sides).
 */
import fc from "fast-check";

export interface GeneratedCall {
  /** Options passed to `endpoint.defaults()`, one level each, in order. */
  readonly levels: readonly Record<string, unknown>[];
  /** The method as written in the route (any letter case). */
  readonly method: string;
  /** The URL template of the route. */
  readonly url: string;
  /** The options of the call, without method and url. */
  readonly options: Record<string, unknown>;
}

const TEMPLATES = [
  "/repos/{owner}/{repo}/issues",
  "/repos/:owner/:repo/issues",
  "/orgs/:org/repos",
  "/orgs/{org}/repos",
  "/users/{username}/repos",
  "/user/starred/:owner/:repo",
  "/repos/{owner}/{repo}/contents/{path}{?ref}",
  "/repos/{owner}/{repo}/actions/caches{?key,ref}",
  "/orgs/{org}/attestations/bulk-list{?per_page,before,after}",
  "/repos/{owner}/{repo}/issues{?labels,state}",
  "/repos/{owner}/{repo}/pulls{?fields*}",
  "/enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}",
  "/gists/{gist_id}/",
  "/repos/{owner}/{repo}/",
  "/",
  "/markdown/raw",
  "/graphql",
  "https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
  "https://uploads.github.com/repos/:owner/:repo/releases/:release_id/assets{?name,label}",
  "https://uploads.github.com/",
] as const;

const METHODS = ["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE"] as const;

const BASE_URLS = [
  "https://api.github.com",
  "https://ghe.example.com/api/v3",
  "http://localhost:3000/api",
];

const FORMATS = [
  "",
  "raw",
  "diff",
  "patch",
  "sha",
  "full",
  "html",
  "text",
  "text+json",
  "raw+json",
];

const PREVIEWS = [
  "mercy",
  "symmetra",
  "scarlet-witch",
  "squirrel-girl",
  "machine-man",
  "luke-cage",
  "inertia",
];

const ACCEPTS = [
  "application/vnd.github.v3+json",
  "application/vnd.github+json",
  "application/vnd.github.v3.raw",
  "application/vnd.github.v3.diff+json",
  "application/json",
  "text/html",
  "application/vnd.github.v3+json,text/html",
  "application/vnd.github.squirrel-girl-preview+json",
  "application/vnd.github.mercy-preview+json,application/vnd.github.v3+json",
  "application/octet-stream",
];

const CONTENT_TYPES = [
  "text/plain; charset=utf-8",
  "text/x-markdown",
  "application/zip",
  "",
  "application/octet-stream",
];

// Letters, digits, spaces, punctuation (reserved characters of URLs among them) and
// non-ASCII text, including a character outside the BMP.
const CHARACTERS = [
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  ..." -_.~!*'(),;:@/?#&=+$%[]\"<>",
  "é",
  "ü",
  "ß",
  "日",
  "本",
  "🎉",
];

export const text: fc.Arbitrary<string> = fc.string({
  unit: fc.constantFrom(...CHARACTERS),
  maxLength: 12,
});

const nonEmptyText = fc.string({
  unit: fc.constantFrom(...CHARACTERS),
  minLength: 1,
  maxLength: 12,
});

const alphanumeric = fc.string({
  unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789"),
  minLength: 1,
  maxLength: 20,
});

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: text, weight: 4 },
  { arbitrary: fc.integer({ min: -5, max: 1000 }), weight: 2 },
  { arbitrary: fc.boolean(), weight: 1 },
);

function maybeMissing<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null | undefined> {
  return fc.oneof(
    { arbitrary, weight: 6 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** Values of placeholders that fill path segments: scalars, and now and then `.` or `..` (C11). */
const pathValue = maybeMissing(
  fc.oneof({ arbitrary: scalar, weight: 12 }, { arbitrary: fc.constantFrom(".", ".."), weight: 1 }),
);

const list = fc.array(
  fc.oneof({ arbitrary: scalar, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 }),
  {
    maxLength: 3,
  },
);

const listOrScalar = maybeMissing(fc.oneof(list, scalar));

const mapKey = fc.constantFrom("a", "b", "since", "per_page", "label name");

const map = maybeMissing(
  fc.dictionary(mapKey, fc.oneof(scalar, fc.array(scalar, { maxLength: 2 })), { maxKeys: 3 }),
);

const searchQuery = fc.oneof(
  fc.array(text, { minLength: 1, maxLength: 3 }).map((parts) => parts.join("+")),
  fc.constant(undefined),
);

const PATH_NAMES = [
  "owner",
  "repo",
  "org",
  "username",
  "path",
  "release_id",
  "gist_id",
  "enterprise",
  "enterprise-team",
];
const LIST_NAMES = ["labels", "fields", "labels[]"];
const SCALAR_NAMES = [
  "name",
  "label",
  "key",
  "ref",
  "state",
  "per_page",
  "page",
  "before",
  "after",
  "sort",
  "since",
  "title",
  "filter[state]",
  "two words",
  "ünïcode",
  "a+b",
];
const PARAMETER_NAMES = [...PATH_NAMES, ...LIST_NAMES, ...SCALAR_NAMES, "meta", "q"];

/** The value generator of a parameter name: a name keeps one kind of value everywhere. */
function valueFor(name: string): fc.Arbitrary<unknown> {
  if (PATH_NAMES.includes(name)) return pathValue;
  if (LIST_NAMES.includes(name)) return listOrScalar;
  if (name === "meta") return map;
  if (name === "q") return searchQuery;
  return maybeMissing(scalar);
}

function parameters(maxLength: number): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .uniqueArray(fc.constantFrom(...PARAMETER_NAMES), { maxLength })
    .chain((names) =>
      fc
        .tuple(...names.map(valueFor))
        .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index]]))),
    );
}

type LetterCase = "lower" | "upper" | "title" | "as-is";

function inCase(name: string, letterCase: LetterCase): string {
  switch (letterCase) {
    case "lower":
      return name.toLowerCase();
    case "upper":
      return name.toUpperCase();
    case "title":
      return name.replace(
        /(^|-)([a-z])/g,
        (_, dash: string, letter: string) => dash + letter.toUpperCase(),
      );
    default:
      return name;
  }
}

const letterCase = fc.constantFrom<LetterCase>("lower", "upper", "title", "as-is");

const HEADER_VALUES: Record<string, fc.Arbitrary<unknown>> = {
  authorization: alphanumeric.map((token) => `token ${token}`),
  accept: fc.constantFrom(...ACCEPTS),
  "content-type": fc.constantFrom(...CONTENT_TYPES),
  "content-length": fc.nat({ max: 100000 }),
  "if-none-match": nonEmptyText.map((tag) => `"${tag}"`),
  "x-github-api-version": fc.constant("2022-11-28"),
  "x-Custom-Header": text,
};

const headers: fc.Arbitrary<Record<string, unknown>> = fc
  // Names may repeat, in other letter cases too: the later spelling wins, as in the reference.
  .array(fc.constantFrom(...Object.keys(HEADER_VALUES)), { maxLength: 4 })
  .chain((names) =>
    fc
      .tuple(
        ...names.map((name) =>
          fc.tuple(
            letterCase,
            fc.oneof(
              { arbitrary: HEADER_VALUES[name] as fc.Arbitrary<unknown>, weight: 5 },
              { arbitrary: fc.constant(undefined), weight: 1 },
            ),
          ),
        ),
      )
      .map((entries) =>
        Object.fromEntries(
          entries.map(([caseOf, value], index) => [inCase(names[index] as string, caseOf), value]),
        ),
      ),
  );

const previewName = fc
  .tuple(fc.constantFrom(...PREVIEWS), fc.boolean())
  .map(([name, suffixed]) => (suffixed ? `${name}-preview` : name));

const mediaType = fc.record(
  {
    format: fc.constantFrom(...FORMATS),
    previews: fc.array(previewName, { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

const requestMeta = fc.record(
  { timeout: fc.nat({ max: 10000 }), retries: fc.nat({ max: 5 }) },
  { requiredKeys: [] },
);

/** Extra options besides parameters, each present now and then. */
function optionExtras(withBody: boolean): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      headers,
      mediaType: fc.oneof(
        { arbitrary: mediaType, weight: 1 },
        { arbitrary: fc.constant(undefined), weight: 2 },
      ),
      baseUrl: fc.constantFrom(...BASE_URLS),
      request: requestMeta,
      data: withBody
        ? fc.oneof(text, fc.dictionary(mapKey, scalar, { maxKeys: 3 }), fc.constant(null))
        : fc.constant(undefined),
    },
    { requiredKeys: [] },
  );
}

/** One level of `endpoint.defaults()`: headers, baseUrl, previews, request and parameters. */
export const defaultsLevel: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(parameters(3), optionExtras(false))
  .map(([params, extras]) => ({ ...params, ...extras }));

export function defaultsCascade(minLength: number): fc.Arbitrary<Record<string, unknown>[]> {
  return fc.array(defaultsLevel, { minLength, maxLength: 3 });
}

const methodInRoute = fc
  .tuple(
    fc.constantFrom(...METHODS),
    fc.oneof({ arbitrary: fc.constant<LetterCase>("upper"), weight: 4 }, letterCase),
  )
  .map(([method, caseOf]) => inCase(method.toLowerCase(), caseOf === "as-is" ? "upper" : caseOf));

/** A whole call: a defaults cascade, a route and the call's options. */
export function generatedCall(minLevels = 0): fc.Arbitrary<GeneratedCall> {
  return fc
    .tuple(defaultsCascade(minLevels), methodInRoute, fc.constantFrom(...TEMPLATES))
    .chain(([levels, method, url]) => {
      const withBody = !["GET", "HEAD"].includes(method.toUpperCase());
      return fc
        .tuple(parameters(6), optionExtras(withBody))
        .map(([params, extras]) => ({ levels, method, url, options: { ...params, ...extras } }));
    });
}
