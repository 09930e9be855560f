import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCurl, shellQuote } from "../../src/cli/format-curl.js";
import type { RequestOptions } from "../../src/index.js";
import { isUnsafeChar } from "../../src/shared/unsafe-chars.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { type CaptureServer, startCaptureServer } from "./support/capture-server.js";
import { runCurlLine } from "./support/curl-line.js";
import { curlPath, runIn } from "./support/shell-run.js";
import { shellWords } from "./support/shell-words.js";

const SEED = 20_250_701;
// Characters a shell treats specially, in every position a value can take.
const HOSTILE = `it's "quoted" $HOME $(echo no) \`echo no\` \\ ; | & * ? ~ # ! {a,b} [x]\n\tend`;

function post(body: unknown, headers: RequestOptions["headers"] = {}): RequestOptions {
  return { method: "post", url: "https://api.github.com/markdown", headers, body };
}

describe("formatCurl", () => {
  it("writes -X with the uppercase method, the url, one -H per header and --data-binary", () => {
    const options: RequestOptions = {
      method: "post",
      url: "https://api.github.com/repos/octocat/Hello-World/issues",
      headers: {
        accept: "application/vnd.github.v3+json",
        "content-type": "application/json; charset=utf-8",
      },
      body: { title: "Found a bug", labels: ["bug"] },
    };
    expect(formatCurl(options)).toBe(
      "curl -X POST 'https://api.github.com/repos/octocat/Hello-World/issues'" +
        " -H 'accept: application/vnd.github.v3+json'" +
        " -H 'content-type: application/json; charset=utf-8'" +
        ` --data-binary '{"title":"Found a bug","labels":["bug"]}'\n`,
    );
  });

  it("prints one line with no body option when the request has no body", () => {
    const line = formatCurl({ method: "get", url: "https://api.github.com/user", headers: {} });
    expect(line).toBe("curl -X GET 'https://api.github.com/user'\n");
  });

  it("sends a string body as it is and any other body as JSON", () => {
    expect(shellWords(formatCurl(post("Hello **world**"))).at(-1)).toBe("Hello **world**");
    expect(shellWords(formatCurl(post([1, "a", null]))).at(-1)).toBe('[1,"a",null]');
    expect(shellWords(formatCurl(post(42))).at(-1)).toBe("42");
    expect(shellWords(formatCurl(post(null))).at(-1)).toBe("null");
    expect(shellWords(formatCurl(post(""))).slice(-2)).toEqual(["--data-binary", ""]);
  });

  it("keeps quotes, dollars, backticks, backslashes and line breaks intact through sh", () => {
    const options: RequestOptions = {
      method: "put",
      url: "https://api.github.com/a?q=it's%20$HOME",
      headers: { "x-note": HOSTILE },
      body: HOSTILE,
    };
    expect(shellWords(formatCurl(options))).toEqual([
      "curl",
      "-X",
      "PUT",
      "https://api.github.com/a?q=it's%20$HOME",
      "-H",
      `x-note: ${HOSTILE}`,
      "-H",
      "content-type:",
      "--data-binary",
      HOSTILE,
    ]);
  });

  it("passes any header value and body to curl unchanged, NUL included", () => {
    const text = fc.string({ unit: "binary" });
    fc.assert(
      fc.property(
        text.filter((value) => !value.includes("\0")),
        text,
        (value, body) => {
          const line = formatCurl(post(body, { "x-value": `${value}.` }));
          const { args, stdin } = runCurlLine(line);
          expect(args.slice(3, 7)).toEqual(["-H", `x-value: ${value}.`, "-H", "content-type:"]);
          const sent =
            args[7] === "--data-binary" && args[8] === "@-" ? stdin : Buffer.from(args[8] ?? "");
          expect(sent.toString("utf8")).toBe(body);
        },
      ),
      { seed: SEED, numRuns: fuzzRuns(60) },
    );
  });

  it("never prints a raw control character, and sends every byte", () => {
    const bytes = fc.uint8Array({ maxLength: 64 });
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), bytes, (text, body) => {
        for (const line of [
          formatCurl(post(text, { "x-a": "\u001b[2J" })),
          formatCurl(post(body, {})),
        ]) {
          expect([...line.slice(0, -1)].filter((char) => isUnsafeChar(char.charCodeAt(0)))).toEqual(
            [],
          );
        }
        expect(runCurlLine(formatCurl(post(body, {}))).stdin).toEqual(Buffer.from(body));
        const call = runCurlLine(formatCurl(post(text, { "x-a": "\u001b[2J" })));
        expect(call.args).toContain("x-a: \u001b[2J");
      }),
      { seed: SEED, numRuns: fuzzRuns(30) },
    );
  });

  it("reads a body of bytes from its file", () => {
    const line = formatCurl(post(new Uint8Array([0, 1, 255]), {}), { bodyFile: "asset zip" });
    expect(line.endsWith(" --data-binary '@asset zip'\n")).toBe(true);
    expect(runCurlLine(line).args.slice(-2)).toEqual(["--data-binary", "@asset zip"]);
  });

  it("quotes a method that is not a plain word", () => {
    const line = formatCurl({ method: "m'x|&", url: "https://a.example/", headers: {} });
    expect(shellWords(line).slice(1, 3)).toEqual(["-X", "M'X|&"]);
  });

  it("uses --head for HEAD, because curl -X HEAD waits for a body", () => {
    const line = formatCurl({ method: "head", url: "https://api.github.com/", headers: {} });
    expect(line).toBe("curl --head 'https://api.github.com/'\n");
  });

  it("adds --globoff when the url holds brackets or braces, which curl reads as globs", () => {
    const url = "https://api.github.com/search?labels[]=bug";
    expect(shellWords(formatCurl({ method: "get", url, headers: {} }))).toEqual([
      "curl",
      "-X",
      "GET",
      "--globoff",
      url,
    ]);
    expect(formatCurl({ method: "get", url: "https://a.example/{x}", headers: {} })).toContain(
      " --globoff ",
    );
    expect(formatCurl({ method: "get", url: "https://a.example/x", headers: {} })).not.toContain(
      "globoff",
    );
  });

  it("writes a header with an empty value as name; which curl sends empty", () => {
    expect(shellWords(formatCurl(post(undefined, { "x-empty": "", n: 0 })))).toEqual([
      ...["curl", "-X", "POST", "https://api.github.com/markdown"],
      ...["-H", "x-empty;", "-H", "n: 0"],
    ]);
  });

  it("sends a body that starts with @ with --data-raw, which never reads a file", () => {
    expect(shellWords(formatCurl(post("@/etc/passwd"))).slice(-2)).toEqual([
      "--data-raw",
      "@/etc/passwd",
    ]);
  });
});

describe("shellQuote", () => {
  it("wraps a word in single quotes and writes a single quote as '\\''", () => {
    expect(shellQuote("abc")).toBe("'abc'");
    expect(shellQuote("")).toBe("''");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellWords(`x ${shellQuote("''")} ${shellQuote("a'")}`)).toEqual(["x", "''", "a'"]);
  });
});

/** Runs a command line in sh; resolves with its stderr. */
const sh = (commandLine: string) => runIn("/bin/sh", commandLine);
const NO_CURL = curlPath() === undefined;

describe.skipIf(NO_CURL)("formatCurl with the real curl, against a server on 127.0.0.1", () => {
  let server: CaptureServer;
  beforeAll(async () => {
    server = await startCaptureServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const cases: [string, string, unknown, Record<string, string>][] = [
    ["post", "/repos/o/r/issues", { title: "it's", n: 1 }, { "content-type": "application/json" }],
    ["put", "/a?labels[]=bug&q=x%20y", "", { "x-empty": "", "x-note": "a 'b' $c" }],
    ["patch", "/b", `@not-a-file\n'line' $HOME ü €\n`, { "content-type": "text/plain" }],
    ["delete", "/c", undefined, { authorization: "token abc" }],
    ["head", "/d", undefined, {}],
  ];

  it.each(cases)(
    "sends %s %s with the same headers and body",
    async (method, path, body, headers) => {
      const before = server.requests.length;
      await sh(formatCurl({ method, url: `${server.origin}${path}`, headers, body }).trimEnd());
      const received = server.requests.slice(before);
      expect(received).toHaveLength(1);
      const request = received[0];
      expect(request?.method).toBe(method.toUpperCase());
      expect(request?.url).toBe(path);
      expect(request?.headers).toMatchObject(headers);
      const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
      expect(request?.body).toBe(text);
    },
  );
});

describe("formatCurl: the words it writes", () => {
  const post = (body: RequestOptions["body"], headers: Record<string, string> = {}) =>
    formatCurl({ method: "post", url: "https://h.example/x", headers, body } as RequestOptions);

  it("writes bytes for printf: %% for %, \\\\ for \\, \\055 for a leading - only", () => {
    const bytes = new TextEncoder().encode("-a-%\\\u0001");
    expect(post(bytes)).toBe(
      "printf '\\055a-%%\\\\\\001' | curl -X POST 'https://h.example/x' -H 'content-type:' --data-binary @-\n",
    );
  });

  it("reads the token from its variable only when the name is one the shell expands", () => {
    const options = {
      method: "get",
      url: "https://h.example/x",
      headers: { authorization: "token abcd…" },
    } as RequestOptions;
    expect(formatCurl(options, { tokenVariable: "GITHUB_TOKEN" })).toBe(
      `curl -X GET 'https://h.example/x' -H "authorization: token $GITHUB_TOKEN"\n`,
    );
    expect(formatCurl(options, { tokenVariable: "_T1", authScheme: "Bearer" })).toBe(
      `curl -X GET 'https://h.example/x' -H "authorization: Bearer $_T1"\n`,
    );
    for (const name of ["a-b", "1ABC", "A B"]) {
      expect(formatCurl(options, { tokenVariable: name }), name).toBe(
        "curl -X GET 'https://h.example/x' -H 'authorization: token abcd…'\n",
      );
    }
  });
});
