import { describe, expect, it } from "vitest";
import { toFetch } from "../../src/adapters/index.js";
import {
  endpoint,
  isRestbuildError,
  RequestBuilder,
  type RequestOptions,
  RestbuildError,
} from "../../src/index.js";
import { USER_AGENT } from "../support/package-version.js";
import { errorOf } from "../support/thrown.js";

const ACCEPT = "application/vnd.github.v3+json";
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** Request options written by hand, as a caller of toFetch() may have them. */
function options(overrides: Partial<RequestOptions> = {}): RequestOptions {
  return { method: "post", url: "https://example.test/items", headers: {}, ...overrides };
}

describe("toFetch(): method and url", () => {
  it.each([
    ["get", "GET"],
    ["head", "HEAD"],
    ["post", "POST"],
    ["put", "PUT"],
    ["patch", "PATCH"],
    ["delete", "DELETE"],
    ["purge", "PURGE"],
    ["Patch", "PATCH"],
  ])("sends the method %s as %s", (method, expected) => {
    const body = method === "get" || method === "head" ? undefined : "";
    const [, init] = toFetch(options({ method, body }));
    expect(init.method).toBe(expected);
  });

  it("returns the url unchanged as the first element", () => {
    const url = "https://api.github.com/repos/o/r/issues?state=open&labels=a,b";
    expect(toFetch(options({ method: "get", url }))[0]).toBe(url);
  });

  it("uppercases the lowercase method that endpoint() returns", () => {
    const request = endpoint("PATCH /repos/{owner}/{repo}", {
      owner: "o",
      repo: "r",
      private: true,
    });
    expect(request.method).toBe("patch");
    expect(toFetch(request)[1].method).toBe("PATCH");
  });
});

describe("toFetch(): headers", () => {
  it("copies headers into a fresh object, numbers as strings", () => {
    const headers = { accept: "text/html", "x-count": 3, "content-length": 5 };
    const input = options({ headers, body: "hello" });
    const [, init] = toFetch(input);
    expect(init.headers).toEqual({ accept: "text/html", "x-count": "3", "content-length": "5" });
    expect(init.headers).not.toBe(headers);
    (init.headers as Record<string, string>).accept = "changed";
    expect(headers.accept).toBe("text/html");
  });

  it("lowercases header names and leaves out undefined values", () => {
    const headers = { Authorization: "token abc123", "X-Gone": undefined } as unknown as Record<
      string,
      string
    >;
    const [, init] = toFetch(options({ method: "get", headers }));
    expect(init.headers).toEqual({ authorization: "token abc123" });
  });

  it("carries the authorization header of endpoint() unchanged", () => {
    const request = endpoint("GET /user", { headers: { authorization: "token abc123" } });
    expect(toFetch(request)[1].headers).toEqual({
      accept: ACCEPT,
      authorization: "token abc123",
      "user-agent": USER_AGENT,
    });
  });

  it("rejects a header value with a line break", () => {
    const error = errorOf(() =>
      toFetch(options({ method: "get", headers: { "x-a": "1\r\nx-b: 2" } })),
    );
    expect(error.code).toBe("INVALID_HEADER_VALUE");
  });

  it("sends a header value with U+00FF, the last character fetch can send", () => {
    const [, init] = toFetch(options({ method: "get", headers: { "x-name": "caf\u00e9 \u00ff" } }));
    expect(init.headers).toEqual({ "x-name": "caf\u00e9 \u00ff" });
  });

  it("rejects a header value with a character above U+00FF, naming the header", () => {
    const error = errorOf(() =>
      toFetch(options({ method: "get", headers: { "X-Name": "a\u0100" } })),
    );
    expect(error.code).toBe("INVALID_HEADER_VALUE");
    expect(error.message).toBe(
      'header "x-name" holds a character fetch cannot send (above U+00FF): "a\u0100"',
    );
  });

  it("rejects a header name that is not an HTTP token", () => {
    const error = errorOf(() => toFetch(options({ method: "get", headers: { "x a": "1" } })));
    expect(error.code).toBe("INVALID_HEADER_NAME");
  });
});

describe("toFetch(): body", () => {
  it("sends no body when the options have none", () => {
    const [, init] = toFetch(endpoint("DELETE /gists/{gist_id}", { gist_id: "aa5a3" }));
    expect(init.body).toBeUndefined();
    expect(init).not.toHaveProperty("duplex");
  });

  it("passes a string body as it is and adds no content type", () => {
    const [, init] = toFetch(options({ body: '{"already":"encoded"}' }));
    expect(init.body).toBe('{"already":"encoded"}');
    expect(init.headers).toEqual({});
  });

  it('passes the empty body "" of a PUT without parameters, so that fetch sends content-length 0', () => {
    const request = endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" });
    expect(request.body).toBe("");
    expect(toFetch(request)[1].body).toBe("");
  });

  const bytes = new TextEncoder().encode("binary");
  it.each([
    ["an ArrayBuffer", bytes.buffer],
    ["a Uint8Array", bytes],
    ["a DataView", new DataView(bytes.buffer)],
    ["a Buffer", Buffer.from("binary")],
    ["a Blob", new Blob(["binary"])],
    ["a FormData", new FormData()],
    ["a URLSearchParams", new URLSearchParams({ a: "1" })],
  ])("passes %s body as the same object, without duplex", (_, body) => {
    const [, init] = toFetch(options({ body }));
    expect(init.body).toBe(body);
    expect(init).not.toHaveProperty("duplex");
    expect(init.headers).toEqual({});
  });

  it('passes a ReadableStream body as it is, with duplex "half"', () => {
    const body = new ReadableStream();
    const [, init] = toFetch(options({ body }));
    expect(init.body).toBe(body);
    expect(init.duplex).toBe("half");
  });

  it.each([
    [
      "an object",
      { title: "Found a bug", labels: ["bug"] },
      '{"title":"Found a bug","labels":["bug"]}',
    ],
    ["an array", ["bug", "ui"], '["bug","ui"]'],
    ["a number", 42, "42"],
    ["a boolean", false, "false"],
    ["null", null, "null"],
  ])("JSON-encodes %s body and adds the JSON content type", (_, body, text) => {
    const [, init] = toFetch(options({ body }));
    expect(init.body).toBe(text);
    expect(init.headers).toEqual({ "content-type": JSON_CONTENT_TYPE });
  });

  it("keeps the caller's content type of a JSON-encoded body, whatever the case of its name", () => {
    const [, init] = toFetch(
      options({ headers: { "Content-Type": "application/vnd.api+json" }, body: { a: 1 } }),
    );
    expect(init.headers).toEqual({ "content-type": "application/vnd.api+json" });
    expect(init.body).toBe('{"a":1}');
  });

  it("sends the JSON body that endpoint() builds from parameters", () => {
    const request = RequestBuilder.create()
      .route("POST /repos/{owner}/{repo}/issues")
      .params({ owner: "o", repo: "r", title: "Found a bug", labels: ["bug", "ui"] })
      .build();
    const [url, init] = toFetch(request);
    expect(url).toBe("https://api.github.com/repos/o/r/issues");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({
      title: "Found a bug",
      labels: ["bug", "ui"],
    });
    expect(init.headers).toEqual({
      accept: ACCEPT,
      "content-type": JSON_CONTENT_TYPE,
      "user-agent": USER_AGENT,
    });
  });

  it('throws "INVALID_BODY" for a cyclic body, with the TypeError as cause', () => {
    const body: Record<string, unknown> = { name: "loop" };
    body.self = body;
    const error = errorOf(() => toFetch(options({ body })));
    expect(error.code).toBe("INVALID_BODY");
    expect(error.message).toMatch(/cannot be encoded as JSON/);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('throws "INVALID_BODY" for a body that holds a BigInt', () => {
    const error = errorOf(() => toFetch(options({ body: { id: 10n } })));
    expect(error.code).toBe("INVALID_BODY");
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('throws "INVALID_BODY" for a body that has no JSON text (a function, a symbol)', () => {
    expect(errorOf(() => toFetch(options({ body: () => 1 }))).code).toBe("INVALID_BODY");
    expect(errorOf(() => toFetch(options({ body: Symbol("s") }))).code).toBe("INVALID_BODY");
  });

  it('throws "INVALID_BODY" when toJSON() throws, keeping its error as cause', () => {
    const failure = new Error("not serialisable");
    const body = {
      toJSON() {
        throw failure;
      },
    };
    const error = errorOf(() => toFetch(options({ body })));
    expect(error.code).toBe("INVALID_BODY");
    expect(error.cause).toBe(failure);
    expect(error.message).toContain("not serialisable");
  });
});

describe("toFetch(): a body fetch refuses", () => {
  it.each([
    ["get", "GET"],
    ["GET", "GET"],
    ["head", "HEAD"],
    ["HEAD", "HEAD"],
  ])("rejects a body on a %s request", (method, shown) => {
    const error = errorOf(() => toFetch(options({ method, body: "text" })));
    expect(error.code).toBe("INVALID_BODY");
    expect(error.message).toBe(
      `a ${shown} request cannot have a body (fetch refuses it), got "text"`,
    );
  });

  it("rejects a JSON body on a GET request before encoding it", () => {
    const error = errorOf(() => toFetch(options({ method: "get", body: { q: 1 } })));
    expect(error.message).toBe(
      "a GET request cannot have a body (fetch refuses it), got an object",
    );
  });
});

describe("toFetch(): content-length", () => {
  it("keeps a content-length that equals the UTF-8 byte length of a string body", () => {
    const data = "Hello, wörld!\n"; // 14 characters, 15 bytes
    const [, init] = toFetch(
      options({ headers: { "content-type": "text/plain", "content-length": 15 }, body: data }),
    );
    expect(init.headers).toEqual({ "content-type": "text/plain", "content-length": "15" });
  });

  it("rejects a content-length that counts characters instead of bytes", () => {
    const error = errorOf(() =>
      toFetch(options({ headers: { "content-length": 14 }, body: "Hello, wörld!\n" })),
    );
    expect(error.code).toBe("INVALID_HEADER_VALUE");
    expect(error.message).toContain("content-length");
    expect(error.message).toContain("15 bytes");
  });

  it("compares content-length with the JSON text of an encoded body", () => {
    const body = { a: "ü" }; // {"a":"ü"} is 10 bytes
    expect(toFetch(options({ headers: { "content-length": 10 }, body }))[1].body).toBe('{"a":"ü"}');
    expect(errorOf(() => toFetch(options({ headers: { "content-length": 9 }, body }))).code).toBe(
      "INVALID_HEADER_VALUE",
    );
  });

  it("compares content-length with the size of a binary body", () => {
    const body = new Uint8Array(7);
    expect(() => toFetch(options({ headers: { "content-length": "7" }, body }))).not.toThrow();
    expect(() =>
      toFetch(options({ headers: { "content-length": "8" }, body: new Blob(["1234567"]) })),
    ).toThrow(RestbuildError);
  });

  it("accepts content-length 0 without a body and rejects any other value", () => {
    expect(() =>
      toFetch(options({ method: "delete", headers: { "content-length": 0 } })),
    ).not.toThrow();
    const error = errorOf(() =>
      toFetch(options({ method: "delete", headers: { "content-length": 3 } })),
    );
    expect(error.code).toBe("INVALID_HEADER_VALUE");
  });

  it("keeps the content-length of a stream body, whose size is not known in advance", () => {
    const body = new ReadableStream();
    const [, init] = toFetch(options({ headers: { "content-length": 1000 }, body }));
    expect(init.headers).toEqual({ "content-length": "1000" });
  });

  it.each([["-1"], ["1.5"], ["12abc"], [""], [1.5]])(
    "rejects a content-length %j that is not a non-negative integer",
    (value) => {
      const error = errorOf(() =>
        toFetch(options({ headers: { "content-length": value }, body: new ReadableStream() })),
      );
      expect(error.code).toBe("INVALID_HEADER_VALUE");
    },
  );
});

describe("toFetch(): request meta", () => {
  it("carries request.signal over to init.signal", () => {
    const controller = new AbortController();
    const request = RequestBuilder.create()
      .route("GET /user")
      .request({ signal: controller.signal })
      .build();
    expect(toFetch(request)[1].signal).toBe(controller.signal);
  });

  it("sets no signal when request is absent or has none", () => {
    expect(toFetch(endpoint("GET /user"))[1]).not.toHaveProperty("signal");
    const request = endpoint("GET /user", { request: { timeout: 5 } });
    expect(toFetch(request)[1]).not.toHaveProperty("signal");
    expect(toFetch(request)[1]).not.toHaveProperty("timeout");
  });
});

describe("toFetch(): request meta that is not used", () => {
  it("sets no signal when request is null", () => {
    const [, init] = toFetch(
      options({ method: "get", request: null as unknown as RequestOptions["request"] }),
    );
    expect(init).toEqual({ method: "GET", headers: {} });
  });

  it("sets no signal when request.signal is null", () => {
    const [, init] = toFetch(
      options({ method: "get", request: { signal: null } as unknown as RequestOptions["request"] }),
    );
    expect(init).not.toHaveProperty("signal");
  });

  it("reads no signal from a request that is a function, not an object", () => {
    const controller = new AbortController();
    const request = Object.assign(() => undefined, { signal: controller.signal });
    const [, init] = toFetch(
      options({ method: "get", request: request as unknown as RequestOptions["request"] }),
    );
    expect(init).not.toHaveProperty("signal");
  });
});

describe("toFetch(): input", () => {
  it("leaves the request options unchanged", () => {
    const input = options({
      method: "patch",
      headers: { "Content-Type": "application/json", "content-length": 9 }, // {"a":[1]}
      body: { a: [1] },
    });
    const copy = structuredClone(input);
    toFetch(input);
    expect(input).toEqual(copy);
  });

  it("accepts frozen request options", () => {
    const input = Object.freeze(
      options({ headers: Object.freeze({ accept: "text/plain" }), body: Object.freeze({ a: 1 }) }),
    );
    const [, init] = toFetch(input);
    expect(init.headers).toEqual({ accept: "text/plain", "content-type": JSON_CONTENT_TYPE });
  });

  it.each([
    ["a method that is not a string", { method: 1 }, "INVALID_METHOD"],
    ["a method that is not an HTTP token", { method: "GET /x" }, "INVALID_METHOD"],
    ["a url that is not a string", { url: new URL("https://example.test") }, "INVALID_URL"],
    ["headers that are not an object", { headers: "accept: */*" }, "INVALID_OPTIONS"],
  ])("rejects %s with a RestbuildError", (_, overrides, code) => {
    const input = { ...options({ method: "get" }), ...overrides } as unknown as RequestOptions;
    expect(errorOf(() => toFetch(input)).code).toBe(code);
  });

  it("names the headers when they are not an object", () => {
    const input = { ...options({ method: "get" }), headers: "accept: */*" };
    const error = errorOf(() => toFetch(input as unknown as RequestOptions));
    expect(error.code).toBe("INVALID_OPTIONS");
    expect(error.message).toBe('headers must be a plain object, got "accept: */*"');
  });

  it("rejects options that are not an object", () => {
    const error = errorOf(() => toFetch(null as unknown as RequestOptions));
    expect(error.code).toBe("INVALID_OPTIONS");
    expect(error.message).toBe("request options must be a plain object, got null");
  });
});

describe("the builder's adapters", () => {
  it("gives the same fetch arguments as toFetch(build())", () => {
    const builder = RequestBuilder.create()
      .route("PATCH /repos/{owner}/{repo}")
      .params({ owner: "o", repo: "r", description: "new" });
    const [url, init] = builder.toFetch();
    expect(url).toBe("https://api.github.com/repos/o/r");
    expect(init.method).toBe("PATCH");
    expect(init.body).toBe('{"description":"new"}');
    expect([url, init]).toEqual(toFetch(builder.build()));
  });

  it("gives a Request whose method is uppercase", () => {
    const request = RequestBuilder.create()
      .route("DELETE /gists/{gist_id}")
      .param("gist_id", "a1")
      .toRequest();
    expect(request.method).toBe("DELETE");
    expect(request.url).toBe("https://api.github.com/gists/a1");
  });
});

describe("a body without JSON text", () => {
  it("names what a throwing toJSON() threw, also when it is not an Error", () => {
    const body = {
      toJSON() {
        throw "no JSON for this value";
      },
    };
    let thrown: unknown;
    try {
      toFetch({ method: "post", url: "https://api.example.com/x", headers: {}, body });
    } catch (error) {
      thrown = error;
    }
    expect(isRestbuildError(thrown)).toBe(true);
    expect((thrown as { code: string }).code).toBe("INVALID_BODY");
    expect((thrown as Error).message).toContain("no JSON for this value");
  });
});
