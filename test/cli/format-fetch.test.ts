import vm from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFetch } from "../../src/cli/format-fetch.js";
import type { RequestOptions } from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { runFetchSnippet, sentText } from "./support/fetch-snippet.js";

const SEED = 20_250_702;

/** Runs the snippet and returns its one fetch call. */
async function fetchCall(options: RequestOptions) {
  const calls = await runFetchSnippet(formatFetch(options));
  expect(calls).toHaveLength(1);
  return calls[0];
}

const ISSUE: RequestOptions = {
  method: "post",
  url: "https://api.github.com/repos/octocat/Hello-World/issues",
  headers: {
    accept: "application/vnd.github.v3+json",
    "content-type": "application/json; charset=utf-8",
  },
  body: { title: "Found a bug", labels: ["bug"] },
};

describe("formatFetch", () => {
  it("writes an awaited fetch call with the uppercase method, headers and a JSON body", () => {
    expect(formatFetch(ISSUE)).toBe(
      [
        'await fetch("https://api.github.com/repos/octocat/Hello-World/issues", {',
        '  method: "POST",',
        "  headers: {",
        '    "accept": "application/vnd.github.v3+json",',
        '    "content-type": "application/json; charset=utf-8",',
        "  },",
        "  body: JSON.stringify({",
        '    "title": "Found a bug",',
        '    "labels": [',
        '      "bug"',
        "    ]",
        "  }),",
        "});",
        "",
      ].join("\n"),
    );
  });

  it("compiles as the body of an async function, and not as a plain script", () => {
    const snippet = formatFetch(ISSUE);
    expect(() => new vm.Script(`(async () => {\n${snippet}\n})`)).not.toThrow();
    // It relies on await, which a plain function body rejects: the test above is not vacuous.
    expect(() => new vm.Script(`(function () {\n${snippet}\n})`)).toThrow(SyntaxError);
  });

  it("calls fetch with the url, the method, the headers and the body's JSON text", async () => {
    expect(await fetchCall(ISSUE)).toEqual({
      url: ISSUE.url,
      init: {
        method: "POST",
        headers: ISSUE.headers,
        body: '{"title":"Found a bug","labels":["bug"]}',
      },
    });
  });

  it("passes no body when the request has none, and uppercases every method", async () => {
    const call = await fetchCall({ method: "patch", url: "https://a.example/x", headers: {} });
    expect(call).toEqual({ url: "https://a.example/x", init: { method: "PATCH", headers: {} } });
  });

  it("sends a string body as it is, whatever characters it holds", async () => {
    const body = `line 1\n"quoted" 'single' \\ \`tick\` \${x} </script> \u2028\u2029 \u0000 é 😀`;
    const call = await fetchCall({ ...ISSUE, body });
    expect(call?.init.body).toBe(body);
    expect((await fetchCall({ ...ISSUE, body: "" }))?.init.body).toBe("");
  });

  it("sends null, numbers and arrays as their JSON text", async () => {
    for (const body of [null, 0, -1.5, true, [], [1, "two", null]]) {
      expect((await fetchCall({ ...ISSUE, body }))?.init.body).toBe(JSON.stringify(body));
    }
  });

  it("keeps a __proto__ key of a JSON body as data instead of setting a prototype", async () => {
    const body = JSON.parse('{"a":{"__proto__":{"polluted":true}},"b":1}') as unknown;
    const call = await fetchCall({ ...ISSUE, body });
    expect(call?.init.body).toBe('{"a":{"__proto__":{"polluted":true}},"b":1}');
  });

  it("keeps a __proto__ header as a header", async () => {
    const headers = JSON.parse('{"__proto__":"x","a":"1"}') as RequestOptions["headers"];
    const call = await fetchCall({ method: "get", url: "https://a.example/", headers });
    expect(call?.init.headers).toEqual(JSON.parse('{"__proto__":"x","a":"1"}'));
  });

  it("writes header values as strings, numbers included", async () => {
    const call = await fetchCall({ ...ISSUE, headers: { "content-length": 12 } });
    expect(call?.init.headers).toEqual({ "content-length": "12" });
  });

  it("sends the same url, headers and body for any strings and JSON body", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.webUrl({ withQueryParameters: true }),
        fc.dictionary(fc.string({ minLength: 1 }), fc.string({ unit: "binary" })),
        fc.jsonValue(),
        async (url, headers, body) => {
          const call = await fetchCall({ method: "put", url, headers, body });
          expect(call?.url).toBe(url);
          expect(call?.init.headers).toEqual(headers);
          // Without a content-type a string goes as its UTF-8 bytes, so fetch adds none.
          expect(sentText(call)).toBe(typeof body === "string" ? body : JSON.stringify(body));
        },
      ),
      { seed: SEED, numRuns: fuzzRuns(200) },
    );
  });
});

describe("formatFetch: the snippet it writes", () => {
  const url = "https://h.example/x";

  it("writes a GET without a body line", () => {
    expect(formatFetch({ method: "get", url, headers: { accept: "a/b" } } as RequestOptions)).toBe(
      `await fetch("${url}", {\n  method: "GET",\n  headers: {\n    "accept": "a/b",\n  },\n});\n`,
    );
  });

  it("writes a string body without a content-type as bytes, with one as the string", () => {
    const post = (headers: Record<string, string>) =>
      formatFetch({ method: "post", url, headers, body: "hi" } as RequestOptions);
    expect(post({})).toContain('\n  body: new TextEncoder().encode("hi"),\n');
    expect(post({ "content-type": "text/plain" })).toContain('\n  body: "hi",\n');
  });

  it("writes bytes as base64 turned back into the same bytes", () => {
    const body = new Uint8Array([0xff, 0x00]);
    expect(formatFetch({ method: "post", url, headers: {}, body } as RequestOptions)).toContain(
      '\n  body: Uint8Array.from(atob("/wA="), (char) => char.charCodeAt(0)),\n',
    );
  });

  it("reads the token from process.env for the authorization header only", () => {
    const options = {
      method: "get",
      url,
      headers: { accept: "a/b", authorization: "token abcd…" },
    } as RequestOptions;
    const headers = (context: Parameters<typeof formatFetch>[1]) =>
      formatFetch(options, context).split("\n").slice(3, 5);
    expect(headers({ tokenVariable: "T" })).toEqual([
      '    "accept": "a/b",',
      '    "authorization": "token " + process.env["T"],',
    ]);
    expect(headers({ tokenVariable: "T", authScheme: "Bearer" })[1]).toBe(
      '    "authorization": "Bearer " + process.env["T"],',
    );
    expect(headers({})).toEqual(['    "accept": "a/b",', '    "authorization": "token abcd…",']);
  });
});
