import { describe, expect, it } from "vitest";
import { RequestBuilder, type RequestOptions, endpoint as typedEndpoint } from "../../src/index.js";
import { errorOf } from "../support/thrown.js";

// The messages of C6b, word for word: a request names the route, the expression, what it was
// given and where it would go, whether it is built by endpoint() or by the builder.

// The inputs here are the ones the types refuse: the check is for callers without them.
const endpoint = typedEndpoint as unknown as (
  route: string,
  options?: Record<string, unknown>,
) => RequestOptions;

type Caller = (route: string, values: Record<string, unknown>) => RequestOptions;

const CALLERS: ReadonlyArray<readonly [string, Caller]> = [
  ["endpoint()", (route, values) => endpoint(route, values)],
  [
    "RequestBuilder",
    (route, values) => {
      let builder = RequestBuilder.create().route(route as string) as RequestBuilder;
      // A value left out is never bound.
      for (const [name, value] of Object.entries(values)) {
        if (value !== undefined) builder = builder.param(name, value as string) as RequestBuilder;
      }
      return builder.build();
    },
  ],
];

/** The message of the MISSING_PARAMETER a request gets from each caller, the same for both. */
function messageOf(route: string, values: Record<string, unknown>): string {
  const messages = CALLERS.map(([name, call]) => {
    const error = errorOf(() => call(route, values));
    expect(error.code, name).toBe("MISSING_PARAMETER");
    return error.message;
  });
  expect(messages[1], "the builder's message").toBe(messages[0]);
  return messages[0] as string;
}

const EMPTY_ALLOWED = "(an empty value is allowed only for GET and HEAD)";

describe("the message of a required segment without a value (C6b)", () => {
  it("says the value was left out, for every method", () => {
    expect(messageOf("DELETE /items/{id}", {})).toBe(
      'the route "DELETE /items/{id}" needs a value for {id}, which was left out: without it the template expands to "/items/"',
    );
    expect(messageOf("GET /items/{id}", { other: 1 })).toBe(
      'the route "GET /items/{id}" needs a value for {id}, which was left out: without it the template expands to "/items/"',
    );
  });

  it("says the value is null, for every method", () => {
    expect(messageOf("PUT /items/{id}/lock", { id: null })).toBe(
      'the route "PUT /items/{id}/lock" needs a value for {id}, which is null: without it the template expands to "/items//lock"',
    );
    expect(messageOf("HEAD /items/{id}", { id: null })).toBe(
      'the route "HEAD /items/{id}" needs a value for {id}, which is null: without it the template expands to "/items/"',
    );
  });

  it('says the value is "", and that only GET and HEAD take an empty value', () => {
    expect(messageOf("POST /items/{id}", { id: "" })).toBe(
      `the route "POST /items/{id}" needs a value for {id}, which is "" ${EMPTY_ALLOWED}: without it the template expands to "/items/"`,
    );
  });

  it("names an empty list or map by its kind, also one whose members write nothing", () => {
    expect(messageOf("DELETE /items/{id}", { id: [] })).toBe(
      `the route "DELETE /items/{id}" needs a value for {id}, which is a list with nothing to write ${EMPTY_ALLOWED}: without it the template expands to "/items/"`,
    );
    expect(messageOf("DELETE /items/{id}", { id: [null, ""] })).toBe(
      `the route "DELETE /items/{id}" needs a value for {id}, which is a list with nothing to write ${EMPTY_ALLOWED}: without it the template expands to "/items/"`,
    );
    expect(messageOf("PATCH /items/{id}", { id: {} })).toBe(
      `the route "PATCH /items/{id}" needs a value for {id}, which is a map with nothing to write ${EMPTY_ALLOWED}: without it the template expands to "/items/"`,
    );
    expect(messageOf("PATCH /items/{id}", { id: { a: null } })).toBe(
      `the route "PATCH /items/{id}" needs a value for {id}, which is a map with nothing to write ${EMPTY_ALLOWED}: without it the template expands to "/items/"`,
    );
  });

  it("quotes a {+x} value that starts its segment with /, ? or #", () => {
    expect(messageOf("DELETE /files/{+path}", { path: "/etc" })).toBe(
      `the route "DELETE /files/{+path}" needs a value for {+path}, which is "/etc" ${EMPTY_ALLOWED}: without it the template expands to "/files//etc"`,
    );
    expect(messageOf("DELETE /files/{+path}", { path: "?all=1" })).toBe(
      `the route "DELETE /files/{+path}" needs a value for {+path}, which is "?all=1" ${EMPTY_ALLOWED}: without it the template expands to "/files/?all=1"`,
    );
    expect(messageOf("DELETE /files/{+path}", { path: "#top" })).toBe(
      `the route "DELETE /files/{+path}" needs a value for {+path}, which is "#top" ${EMPTY_ALLOWED}: without it the template expands to "/files/#top"`,
    );
  });

  it("writes the expression as the template does: {x}, {+x}, {x*}, {x:3}, and :x as {x}", () => {
    const forms: ReadonlyArray<readonly [string, string]> = [
      ["{id}", "{id}"],
      ["{+id}", "{+id}"],
      ["{id*}", "{id*}"],
      ["{id:3}", "{id:3}"],
      ["{+id:12}", "{+id:12}"],
      ["{+id*}", "{+id*}"],
      [":id", "{id}"],
    ];
    for (const [written, named] of forms) {
      expect(messageOf(`DELETE /items/${written}`, {}), written).toBe(
        `the route "DELETE /items/${written}" needs a value for ${named}, which was left out: without it the template expands to "/items/"`,
      );
    }
    expect(messageOf("DELETE /items/{id:3}", { id: "" })).toBe(
      `the route "DELETE /items/{id:3}" needs a value for {id:3}, which is "" ${EMPTY_ALLOWED}: without it the template expands to "/items/"`,
    );
  });

  it("names the first required segment left empty, with the values before it expanded", () => {
    expect(messageOf("DELETE /orgs/:org/members/:username", { username: "u" })).toBe(
      'the route "DELETE /orgs/:org/members/:username" needs a value for {org}, which was left out: without it the template expands to "/orgs//members/u"',
    );
    expect(messageOf("DELETE https://example.com/{id}", {})).toBe(
      'the route "DELETE https://example.com/{id}" needs a value for {id}, which was left out: without it the template expands to "https://example.com/"',
    );
  });
});

describe("where the request would go, in the message", () => {
  // "/" + 53 x + "/tail/": an expansion of exactly 60 characters.
  const sixty = `/${"x".repeat(53)}/tail/{id}`;
  // One character more: 61.
  const sixtyOne = `/${"x".repeat(54)}/tail/{id}`;

  it("is quoted whole up to 60 characters", () => {
    expect(messageOf(`DELETE ${sixty}`, {})).toBe(
      `the route "DELETE /${"x".repeat(49)}..." needs a value for {id}, which was left out: without it the template expands to "/${"x".repeat(53)}/tail/"`,
    );
  });

  it("is cut to its last 57 characters after a leading ... when longer", () => {
    expect(messageOf(`DELETE ${sixtyOne}`, {})).toBe(
      `the route "DELETE /${"x".repeat(49)}..." needs a value for {id}, which was left out: without it the template expands to "...${"x".repeat(51)}/tail/"`,
    );
    const long = `DELETE /${"a".repeat(5_000)}/${"b".repeat(40)}/{id}`;
    expect(messageOf(long, {})).toBe(
      `the route "DELETE /${"a".repeat(49)}..." needs a value for {id}, which was left out: without it the template expands to "...${"a".repeat(15)}/${"b".repeat(40)}/"`,
    );
  });

  it("keeps a long expression's name to 60 characters", () => {
    const name = "n".repeat(100);
    expect(messageOf(`DELETE /x/{${name}}`, {})).toBe(
      `the route "DELETE /x/{${"n".repeat(46)}..." needs a value for {${"n".repeat(56)}..., which was left out: without it the template expands to "/x/"`,
    );
  });
});
