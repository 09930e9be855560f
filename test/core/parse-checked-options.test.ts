import { describe, expect, it } from "vitest";
import { endpoint, type MergedOptions } from "../../src/index.js";
import { errorOf } from "../support/thrown.js";

// parse() of options that did not come straight from merge(): each option is read once and
// checked, and parameters left undefined are left out, as merge() leaves them out.

const ACCEPT = "application/vnd.github.v3+json";

/** Merged options written by hand, without a media type unless given. */
function handWritten(extra: Record<string, unknown> = {}): MergedOptions {
  return {
    method: "GET",
    baseUrl: "https://ghe.example/api",
    url: "/items",
    headers: { accept: ACCEPT },
    ...extra,
  } as unknown as MergedOptions;
}

describe("parse() of options that are not a plain object", () => {
  it.each([
    ["x", 'options must be a plain object, got "x"'],
    [null, "options must be a plain object, got null"],
  ])("refuses %j", (options, message) => {
    const error = errorOf(() => endpoint.parse(options as never));
    expect([error.code, error.message]).toEqual(["INVALID_OPTIONS", message]);
  });

  it("refuses a media type that is not a plain object", () => {
    const error = errorOf(() => endpoint.parse(handWritten({ mediaType: "raw" })));
    expect([error.code, error.message]).toEqual([
      "INVALID_OPTIONS",
      'mediaType must be a plain object, got "raw"',
    ]);
  });
});

describe("parse() of a media type without format or previews", () => {
  it("leaves the accept header alone for an empty media type", () => {
    expect(endpoint.parse(handWritten({ mediaType: {} })).headers).toStrictEqual({
      accept: ACCEPT,
    });
  });

  it("takes a format without previews, and previews without a format", () => {
    expect(endpoint.parse(handWritten({ mediaType: { format: "raw" } })).headers).toStrictEqual({
      accept: "application/vnd.github.v3.raw",
    });
    expect(
      endpoint.parse(handWritten({ mediaType: { previews: ["mercy"] } })).headers,
    ).toStrictEqual({ accept: "application/vnd.github.mercy-preview+json" });
  });
});

describe("parse() of parameters set to undefined", () => {
  it("sends no body and no content type for a POST whose only parameter is undefined", () => {
    expect(endpoint.parse(handWritten({ method: "POST", title: undefined }))).toStrictEqual({
      method: "post",
      url: "https://ghe.example/api/items",
      headers: { accept: ACCEPT },
    });
  });

  it("leaves them out of the body and the query string", () => {
    const posted = endpoint.parse(handWritten({ method: "POST", title: undefined, body: "b" }));
    expect(posted.body).toStrictEqual({ body: "b" });
    expect(Object.keys(posted.body as object)).toEqual(["body"]);
    expect(endpoint.parse(handWritten({ page: undefined, per_page: 5 })).url).toBe(
      "https://ghe.example/api/items?per_page=5",
    );
    expect(endpoint.parse(handWritten({ method: "PUT", a: undefined })).body).toBe("");
  });
});
