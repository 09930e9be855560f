import fc from "fast-check";

/**
 * Generators of hostile input: strings made of the characters that matter to URLs, headers
 * and templates; JSON-parsed payloads whose `__proto__`, `constructor` and `prototype` keys
 * are own data keys at any depth; and `fc.anything()` with every option switched on.
 */

const SPECIAL_PIECES = [
  "/",
  "?",
  "#",
  "%",
  "%2e",
  "%2E%2e",
  "%zz",
  "{",
  "}",
  ":",
  ",",
  "*",
  "+",
  "=",
  "&",
  ";",
  ".",
  "..",
  "@",
  "\\",
  "[",
  "]",
  " ",
  "\t",
  "\r",
  "\n",
  "\r\n",
  "\u0000",
  "\u007f",
  "\u0085",
  "\u2028",
  "\ud800",
  "\udc00",
  "\ud83d\ude00",
  "é",
  "€",
  "__proto__",
  "constructor",
  "prototype",
  "-preview",
  "mercy",
  "application/vnd.github.v3+json",
  "application/octet-stream",
  "{a}",
  "{/a*}",
  "{?a,b}",
  "{+a}",
  "{#a}",
  "{.a}",
  "{a:2}",
  ":owner",
  "GET ",
  "https://",
];

/** A string built from pieces that are special somewhere in a URL, header or template. */
export const specialString: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom(...SPECIAL_PIECES), fc.string({ maxLength: 3 })), {
    maxLength: 8,
  })
  .map((pieces) => pieces.join(""));

const PROTO_KEYS = ["__proto__", "constructor", "prototype"];

/** Keys of JSON payloads: the three prototype keys are frequent. */
const jsonKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom("a", "polluted", "toString", "valueOf", "url") },
  { weight: 1, arbitrary: specialString },
);

const jsonLeaf = fc.oneof(
  fc.constantFrom("null", "true", "false", "0", "-1.5", '"x"', '"polluted"', '"__proto__"'),
  specialString.map((text) => JSON.stringify(text)),
);

/**
 * JSON text of nested objects and arrays whose keys include `__proto__`, `constructor` and
 * `prototype` at every depth. `JSON.parse` makes them own data properties, the way a payload
 * read from a network or a file arrives.
 */
export const jsonText: fc.Arbitrary<string> = fc.letrec<{
  value: string;
  object: string;
  array: string;
}>((tie) => ({
  value: fc.oneof({ depthSize: "small" }, jsonLeaf, tie("object"), tie("array")),
  object: fc
    .array(fc.tuple(jsonKey, tie("value")), { maxLength: 4 })
    .map(
      (pairs) => `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`,
    ),
  array: fc.array(tie("value"), { maxLength: 3 }).map((items) => `[${items.join(",")}]`),
})).value;

/** A JSON-parsed object payload (never a primitive) with prototype keys at every depth. */
export const jsonPayload: fc.Arbitrary<Record<string, unknown>> = fc
  .array(fc.tuple(jsonKey, jsonText), { maxLength: 5 })
  .map(
    (pairs) =>
      JSON.parse(
        `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`,
      ) as Record<string, unknown>,
  );

/** fc.anything() with every kind of value it can make. */
export const anyValue: fc.Arbitrary<unknown> = fc.anything({
  maxDepth: 3,
  maxKeys: 4,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  key: fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom(...PROTO_KEYS)),
});

/** Any value of the kinds above, or a symbol, a function, a bigint, a special string. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyValue },
  { weight: 3, arbitrary: specialString },
  { weight: 2, arbitrary: jsonPayload },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      undefined,
      null,
      Symbol("s"),
      10n,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -0,
      () => "f",
      "",
      ".",
      "..",
      [],
      {},
    ),
  },
);

export const ROUTES = [
  "GET /repos/{owner}/{repo}",
  "GET /repos/{owner}/{repo}/issues",
  "POST /repos/{owner}/{repo}/issues",
  "PATCH /repos/:owner/:repo",
  "PUT /user/starred/{owner}/{repo}",
  "DELETE /gists/{gist_id}",
  "HEAD /",
  "GET /search/issues",
  "GET /orgs/{org}/repos{?type,page}",
  "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
  "GET /x{/path*}{?q*}",
  "GET /files/{+path}{#section}",
  "/user",
  "GET /teams/{enterprise-team}/{a:3}",
] as const;

/** A route: mostly one that parses, sometimes a hostile string or a value of another type. */
export const route: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ROUTES) },
  { weight: 2, arbitrary: specialString.map((text) => `GET /x/${text}`) },
  { weight: 1, arbitrary: specialString },
  { weight: 1, arbitrary: hostileValue },
);

const PARAMETER_NAMES = [
  "owner",
  "repo",
  "issue_number",
  "q",
  "path",
  "name",
  "label",
  "per_page",
  "data",
  "a",
  "org",
  "type",
  "page",
  "section",
  "enterprise-team",
  "gist_id",
  "release_id",
  "__proto__",
  "constructor",
  "prototype",
];

const headerName = fc.oneof(
  fc.constantFrom("accept", "Accept", "content-type", "Authorization", "x-a", "__proto__"),
  specialString,
);

const headerValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("token abc", "application/json", "1", "", "a, b") },
  { weight: 2, arbitrary: specialString },
  { weight: 1, arbitrary: hostileValue },
);

/** An object of own data properties, `__proto__` included, built with defineProperty. */
function objectOf(pairs: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    Object.defineProperty(result, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

export const headers: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.array(fc.tuple(headerName, headerValue), { maxLength: 4 }).map(objectOf),
  },
  { weight: 1, arbitrary: jsonPayload },
  { weight: 1, arbitrary: hostileValue },
);

const previewName = fc.oneof(
  fc.constantFrom("mercy", "mercy-preview", "symmetra", "scarlet-witch", "a-preview-b"),
  specialString,
  hostileValue,
);

export const mediaType: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        format: fc.oneof(
          fc.constantFrom("raw", "diff", "text+json", ""),
          specialString,
          hostileValue,
        ),
        previews: fc.oneof(fc.array(previewName, { maxLength: 3 }), hostileValue),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: jsonPayload },
  { weight: 1, arbitrary: hostileValue },
);

const optionEntry: fc.Arbitrary<readonly [string, unknown]> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...PARAMETER_NAMES), hostileValue) },
  { weight: 2, arbitrary: fc.tuple(fc.constant("headers"), headers) },
  { weight: 2, arbitrary: fc.tuple(fc.constant("mediaType"), mediaType) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom("method"),
      fc.oneof(fc.constantFrom("GET", "post", "PATCH"), hostileValue),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom("url"),
      fc.oneof(
        fc.constantFrom(...ROUTES.map((text) => text.replace(/^[A-Z]+ /, ""))),
        specialString,
        hostileValue,
      ),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom("baseUrl"),
      fc.oneof(fc.constantFrom("https://ghe.example/api/v3", ""), specialString, hostileValue),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom("request"), fc.oneof(jsonPayload, hostileValue)),
  },
  { weight: 1, arbitrary: fc.tuple(specialString, hostileValue) },
);

/** An options object: every option key and parameter, with hostile values. */
export const options: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { weight: 5, arbitrary: fc.array(optionEntry, { maxLength: 6 }).map(objectOf) },
  { weight: 1, arbitrary: jsonPayload },
);

/** The second argument of endpoint(route, options): mostly options, sometimes anything. */
export const optionsArgument: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: options },
  { weight: 1, arbitrary: hostileValue },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
