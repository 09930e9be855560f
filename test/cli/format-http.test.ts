import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatHttp } from "../../src/cli/format-http.js";
import { UsageError } from "../../src/cli/usage-error.js";
import type { RequestOptions } from "../../src/index.js";
import { type CaptureServer, startCaptureServer } from "./support/capture-server.js";

/** The http format of a request without a body of bytes, which is text. */
function httpText(options: Parameters<typeof formatHttp>[0]): string {
  const printed = formatHttp(options);
  if (typeof printed !== "string") throw new Error("expected text");
  return printed;
}

function request(url: string, body?: unknown, headers: RequestOptions["headers"] = {}) {
  return { method: "post", url, headers, body } satisfies RequestOptions;
}

describe("formatHttp", () => {
  it("writes the request line, Host, the headers, a blank line and the body, with CRLF", () => {
    const text = httpText({
      method: "post",
      url: "https://api.github.com/repos/octocat/Hello-World/issues",
      headers: {
        accept: "application/vnd.github.v3+json",
        "content-type": "application/json; charset=utf-8",
      },
      body: { title: "Hi" },
    });
    expect(text).toBe(
      "POST /repos/octocat/Hello-World/issues HTTP/1.1\r\n" +
        "Host: api.github.com\r\n" +
        "accept: application/vnd.github.v3+json\r\n" +
        "content-type: application/json; charset=utf-8\r\n" +
        "content-length: 14\r\n" +
        '\r\n{"title":"Hi"}',
    );
  });

  it("ends with the blank line and adds no content-length when there is no body", () => {
    const text = httpText({ method: "get", url: "https://api.github.com/user?x=1", headers: {} });
    expect(text).toBe("GET /user?x=1 HTTP/1.1\r\nHost: api.github.com\r\n\r\n");
  });

  it("counts content-length in UTF-8 bytes, not in characters", () => {
    // é is 2 bytes, € 3, 😀 4 (two UTF-16 units): 1 + 2 + 3 + 4 = 10 bytes, 5 UTF-16 units.
    const text = httpText(request("https://a.example/", "aé€😀"));
    expect(text).toContain("\r\ncontent-length: 10\r\n\r\naé€😀");
  });

  it("sends content-length: 0 for an empty body", () => {
    const text = httpText({ method: "put", url: "https://a.example/x", headers: {}, body: "" });
    expect(text).toBe("PUT /x HTTP/1.1\r\nHost: a.example\r\ncontent-length: 0\r\n\r\n");
  });

  it("keeps a content-length header that was given and adds no second one", () => {
    const text = httpText(request("https://a.example/", "abc", { "content-length": 3 }));
    expect(text.match(/content-length/g)).toHaveLength(1);
    expect(text).toContain("\r\ncontent-length: 3\r\n");
  });

  it("uses a host header that was given instead of the url's host", () => {
    const text = httpText(request("https://a.example/", undefined, { host: "b.example" }));
    expect(text).toBe("POST / HTTP/1.1\r\nhost: b.example\r\n\r\n");
  });

  it("takes the port into Host, leaves user information and the fragment out", () => {
    const text = httpText(request("http://user:pass@a.example:8080/p/q?r=1#frag"));
    expect(text).toBe("POST /p/q?r=1 HTTP/1.1\r\nHost: a.example:8080\r\n\r\n");
  });

  it("requests / for a url with an empty path", () => {
    expect(httpText(request("https://a.example")).split("\r\n", 1)[0]).toBe("POST / HTTP/1.1");
    expect(httpText(request("https://a.example?x=1")).split("\r\n", 1)[0]).toBe(
      "POST /?x=1 HTTP/1.1",
    );
  });

  it("writes the method uppercase", () => {
    expect(httpText({ method: "patch", url: "https://a.example/", headers: {} })).toMatch(
      /^PATCH \/ HTTP\/1\.1\r\n/,
    );
  });

  it("rejects a url that is not absolute or has no host", () => {
    for (const url of ["/user", "", "api.github.com/user", "file:///etc/passwd", "https://@/x"]) {
      expect(() => httpText(request(url)), url).toThrow(UsageError);
    }
    expect(() => httpText(request("/user"))).toThrow(
      'the http format needs an absolute url with a host, without spaces or control characters, got "/user" (see --base-url)',
    );
  });
});

/** Writes raw text to the server over TCP and waits until the server closes. */
function sendRaw(port: number, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", () => {});
    socket.on("close", () => resolve());
    socket.on("error", reject);
  });
}

describe("formatHttp text, parsed by Node's HTTP server on 127.0.0.1", () => {
  let server: CaptureServer;
  beforeAll(async () => {
    server = await startCaptureServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const cases: [string, string, unknown, Record<string, string>][] = [
    [
      "post",
      "/repos/o/r/issues?x=1",
      { title: "ü €", n: 1 },
      { "content-type": "application/json" },
    ],
    ["put", "/a", "", { "x-empty": "" }],
    ["patch", "/b", "line 1\r\nline 2\n😀", { "content-type": "text/plain" }],
    ["get", "/c?labels[]=bug", undefined, { authorization: "token abc" }],
  ];

  it.each(cases)(
    "delivers %s %s with its headers and exact body",
    async (method, path, body, headers) => {
      const before = server.requests.length;
      const port = Number(new URL(server.origin).port);
      await sendRaw(port, httpText({ method, url: `${server.origin}${path}`, headers, body }));
      const received = server.requests.slice(before);
      expect(received).toHaveLength(1);
      expect(received[0]?.method).toBe(method.toUpperCase());
      expect(received[0]?.url).toBe(path);
      expect(received[0]?.headers).toMatchObject({ ...headers, host: new URL(server.origin).host });
      const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
      expect(received[0]?.body).toBe(text);
    },
  );

  it("refuses a content-length that does not match the body, and transfer-encoding beside a body", () => {
    expect(() => formatHttp(request("https://a.example/", "abc", { "content-length": 4 }))).toThrow(
      'content-length "4" does not match the body of 3 bytes',
    );
    expect(() =>
      formatHttp(request("https://a.example/", "abc", { "transfer-encoding": "chunked" })),
    ).toThrow(/^a transfer-encoding header with a body/);
    expect(
      httpText(request("https://a.example/", undefined, { "transfer-encoding": "chunked" })),
    ).toContain("\r\ntransfer-encoding: chunked\r\n");
  });

  it("refuses a header or a text body with a control or bidirectional character, and a lone CR", () => {
    expect(() =>
      formatHttp(request("https://a.example/", undefined, { "x-a": "\u001b[2J" })),
    ).toThrow(
      'the header "x-a" holds the character U+001B (a control, or one that hides or reorders text), which the http format would print raw; use --format curl or fetch, which escape it',
    );
    for (const body of ["a\u202eb", { title: "\u009b" }, "a\rb", "\u200f", "a\u2028b", "\ufeffb"]) {
      expect(() => formatHttp(request("https://a.example/", body)), String(body)).toThrow(
        /^the body holds the character U\+/,
      );
    }
    // A tag character is named by its code point, not by half of its surrogate pair.
    expect(() => formatHttp(request("https://a.example/", "flag\u{e0067}"))).toThrow(
      /^the body holds the character U\+E0067 /,
    );
    const bytes = new Uint8Array([0x1b, 0xff]);
    expect(formatHttp(request("https://a.example/", bytes))).toBeInstanceOf(Uint8Array);
  });

  it("refuses a url with spaces or control characters, and writes hosts in punycode", () => {
    for (const url of [
      "https://a example/x",
      "https://a.example/x\u001b",
      "https://a.example\t/",
    ]) {
      expect(() => formatHttp(request(url)), url).toThrow(/without spaces or control characters/);
    }
    expect(httpText(request("https://bücher.example/x"))).toContain(
      "\r\nHost: xn--bcher-kva.example\r\n",
    );
  });
});

describe("formatHttp: the urls and lengths it takes", () => {
  const get = (url: string) => () =>
    formatHttp({ method: "get", url, headers: {} } as RequestOptions);

  it("refuses a url of another scheme, and names one it cannot read", () => {
    expect(get("git+https://h.example/x")).toThrow(
      new UsageError(
        'the http format needs an absolute url with a host, without spaces or control characters, got "git+https://h.example/x" (see --base-url)',
      ),
    );
    expect(get("https://h.example:99999/x")).toThrow(
      new UsageError('the http format cannot read the url "https://h.example:99999/x"'),
    );
  });

  it("takes a content-length with spaces around the body's length", () => {
    const printed = httpText({
      method: "post",
      url: "https://h.example/x",
      headers: { "content-length": " 2 " },
      body: "hi",
    } as RequestOptions);
    expect(printed.endsWith("\r\n\r\nhi")).toBe(true);
  });
});
