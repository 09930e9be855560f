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
