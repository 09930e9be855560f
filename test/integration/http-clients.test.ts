import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toFetch } from "../../src/adapters/index.js";
import { endpoint, RequestBuilder, type RequestOptions } from "../../src/index.js";
import { analyzeSource } from "../docs/support/checked-code.js";
import { USER_AGENT } from "../support/package-version.js";
import {
  type Send,
  sendWithAxios,
  sendWithFetch,
  sendWithGot,
  sendWithNodeHttp,
  sendWithNodeHttps,
  sendWithRequest,
} from "./clients.js";
import {
  type RecordedRequest,
  type RecordingServer,
  startRecordingServer,
} from "./recording-server.js";

const ACCEPT = "application/vnd.github.v3+json";
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
const TOKEN = "token abc123";

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(async () => {
  await server.close();
});

/** restbuild's endpoint() and a builder, both pointed at the test server with a token. */
function api() {
  const defaults = { baseUrl: server.origin, headers: { authorization: TOKEN } };
  return {
    endpoint: endpoint.defaults(defaults),
    builder: RequestBuilder.create().merge(defaults),
  };
}

/** Sends the options with one client and returns what the server received. */
async function roundTrip(send: Send, options: RequestOptions): Promise<RecordedRequest> {
  const before = server.requests.length;
  expect(await send(options)).toBe(200);
  expect(server.requests).toHaveLength(before + 1);
  return server.requests[before] as RecordedRequest;
}

function expectDefaultHeaders(received: RecordedRequest, accept = ACCEPT): void {
  expect(received.headers.authorization).toBe(TOKEN);
  expect(received.headers.accept).toBe(accept);
  expect(received.headers["user-agent"]).toBe(USER_AGENT);
}

/** No body bytes, and no header that announces any. */
function expectNoBody(received: RecordedRequest): void {
  expect(received.body).toHaveLength(0);
  expect(received.headers["transfer-encoding"]).toBeUndefined();
  expect(received.headers["content-length"] ?? "0").toBe("0");
}

/** Every mapping the docs show, by the name of its region in clients.ts. */
const CLIENTS: [region: string, send: Send][] = [
  ["fetch", sendWithFetch],
  ["fetch-request", sendWithRequest],
  ["node-http", sendWithNodeHttp],
  ["node-https", sendWithNodeHttps],
  ["axios", sendWithAxios],
  ["got", sendWithGot],
];

describe.each(CLIENTS)("requests built by restbuild and sent with %s", (_, send) => {
  it("GET sends the query parameters and no body", async () => {
    const options = api().endpoint("GET /repos/{owner}/{repo}/issues", {
      owner: "octocat",
      repo: "hello-world",
      state: "open",
      per_page: 2,
    });
    const received = await roundTrip(send, options);
    expect(received.method).toBe("GET");
    expect(received.path).toBe("/repos/octocat/hello-world/issues?state=open&per_page=2");
    expectDefaultHeaders(received);
    expectNoBody(received);
  });

  it("POST sends the remaining parameters as a JSON body", async () => {
    const options = api()
      .builder.route("POST /repos/{owner}/{repo}/issues")
      .params({
        owner: "octocat",
        repo: "hello-world",
        title: "Found a bug",
        labels: ["bug", "ui"],
      })
      .build();
    const received = await roundTrip(send, options);
    expect(received.method).toBe("POST");
    expect(received.path).toBe("/repos/octocat/hello-world/issues");
    expectDefaultHeaders(received);
    expect(received.headers["content-type"]).toBe(JSON_CONTENT_TYPE);
    const text = '{"title":"Found a bug","labels":["bug","ui"]}';
    expect(received.body.toString("utf8")).toBe(text);
    expect(received.headers["content-length"]).toBe(String(Buffer.byteLength(text)));
  });

  it("PATCH arrives as uppercase PATCH with its JSON body", async () => {
    const options = api().endpoint("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
      owner: "octocat",
      repo: "hello-world",
      issue_number: 1347,
      state: "closed",
    });
    expect(options.method).toBe("patch");
    const received = await roundTrip(send, options);
    expect(received.method).toBe("PATCH");
    expect(received.path).toBe("/repos/octocat/hello-world/issues/1347");
    expectDefaultHeaders(received);
    expect(received.headers["content-type"]).toBe(JSON_CONTENT_TYPE);
    expect(JSON.parse(received.body.toString("utf8"))).toEqual({ state: "closed" });
  });

  it('PUT without parameters sends the empty body "" as content-length 0', async () => {
    const options = api()
      .builder.route("PUT /user/starred/{owner}/{repo}")
      .params({ owner: "octocat", repo: "hello-world" })
      .build();
    expect(options.body).toBe("");
    const received = await roundTrip(send, options);
    expect(received.method).toBe("PUT");
    expect(received.path).toBe("/user/starred/octocat/hello-world");
    expectDefaultHeaders(received);
    // GitHub answers 411 Length Required to a PUT without content-length.
    expect(received.headers["content-length"]).toBe("0");
    expect(received.headers["transfer-encoding"]).toBeUndefined();
    expect(received.body).toHaveLength(0);
  });

  it("DELETE sends no body", async () => {
    const options = api().endpoint("DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}", {
      owner: "octocat",
      repo: "hello-world",
      comment_id: 42,
    });
    expect(options).not.toHaveProperty("body");
    const received = await roundTrip(send, options);
    expect(received.method).toBe("DELETE");
    expect(received.path).toBe("/repos/octocat/hello-world/issues/comments/42");
    expectDefaultHeaders(received);
    expectNoBody(received);
  });

  it("an upload to an absolute URL sends the string body with its byte length", async () => {
    const data = "Hello, wörld!\n";
    const length = Buffer.byteLength(data);
    expect(length).toBe(data.length + 1); // "ö" is two bytes in UTF-8
    const options = api()
      // The base URL goes unused for an absolute URL; port 9 would refuse the connection.
      .builder.baseUrl("http://127.0.0.1:9")
      .route(`POST ${server.origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}`)
      .params({ owner: "octocat", repo: "hello-world", release_id: 1, name: "notes.txt" })
      .param("label", "Release notes")
      .headers({ "content-type": "text/plain", "content-length": length })
      .data(data)
      .build();
    const received = await roundTrip(send, options);
    expect(received.method).toBe("POST");
    expect(received.path).toBe(
      "/repos/octocat/hello-world/releases/1/assets?name=notes.txt&label=Release%20notes",
    );
    expectDefaultHeaders(received);
    expect(received.headers["content-type"]).toBe("text/plain");
    expect(received.headers["content-length"]).toBe(String(length));
    expect(received.body.equals(Buffer.from(data, "utf8"))).toBe(true);
  });

  it("POST /markdown/raw sends the text body with the caller's content type and accept", async () => {
    const options = api().endpoint("POST /markdown/raw", {
      data: "Hello **world**",
      headers: { "content-type": "text/plain; charset=utf-8", accept: "text/html" },
    });
    const received = await roundTrip(send, options);
    expect(received.method).toBe("POST");
    expect(received.path).toBe("/markdown/raw");
    expectDefaultHeaders(received, "text/html");
    expect(received.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(received.body.toString("utf8")).toBe("Hello **world**");
    expect(received.headers["content-length"]).toBe("15");
  });
});

describe("fetch with toFetch(): streams and signals", () => {
  function streamOf(text: string): ReadableStream<Uint8Array> {
    const bytes = new TextEncoder().encode(text);
    return new ReadableStream({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 3));
        controller.enqueue(bytes.subarray(3));
        controller.close();
      },
    });
  }

  function upload(data: unknown, headers: Record<string, string | number>): RequestOptions {
    return api()
      .builder.route(
        `POST ${server.origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name}`,
      )
      .params({ owner: "octocat", repo: "hello-world", release_id: 1, name: "a.bin" })
      .headers({ "content-type": "application/octet-stream", ...headers })
      .data(data)
      .build();
  }

  it("a stream upload with content-length arrives with that length, not chunked", async () => {
    const received = await roundTrip(
      sendWithFetch,
      upload(streamOf("streamed ü"), { "content-length": 11 }),
    );
    expect(received.headers["content-length"]).toBe("11");
    expect(received.headers["transfer-encoding"]).toBeUndefined();
    expect(received.body.toString("utf8")).toBe("streamed ü");
  });

  it("a stream upload without content-length arrives chunked", async () => {
    const received = await roundTrip(sendWithFetch, upload(streamOf("streamed"), {}));
    expect(received.headers["content-length"]).toBeUndefined();
    expect(received.headers["transfer-encoding"]).toBe("chunked");
    expect(received.body.toString("utf8")).toBe("streamed");
  });

  it("an aborted request.signal stops the request before it reaches the server", async () => {
    const controller = new AbortController();
    controller.abort();
    const options = api().endpoint("GET /user", { request: { signal: controller.signal } });
    const before = server.requests.length;
    await expect(fetch(...toFetch(options))).rejects.toMatchObject({ name: "AbortError" });
    expect(server.requests).toHaveLength(before);
  });
});

/** Options that upload `data`, with `contentType` or with no content type at all. */
function assetUpload(data: unknown, contentType: string | undefined): RequestOptions {
  const options = api()
    .builder.route(`POST ${server.origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name}`)
    .params({ owner: "octocat", repo: "hello-world", release_id: 1, name: "asset" })
    .headers({ "content-type": contentType })
    .data(data)
    .build();
  if (contentType !== undefined) return options;
  // endpoint() writes JSON's content type for a body without one; a caller may take it out.
  const { "content-type": _, ...headers } = options.headers;
  return { ...options, headers };
}

const FORM = "application/x-www-form-urlencoded;charset=UTF-8";
const bytes = Uint8Array.from([9, 0, 255, 10, 13, 128, 1, 7]);

/**
 * Each kind of body restbuild returns, and what arrives: the bytes and content type, the same
 * for every client, or `"fetch only"` where the body can only be read asynchronously and the
 * Node mapping (toNodeRequest) refuses it.
 */
const BODIES: [
  kind: string,
  data: () => unknown,
  contentType: string | undefined,
  arrives: { bytes: Buffer; contentType: string } | "fetch only",
][] = [
  [
    "a string",
    () => "Hello, wörld!",
    "text/plain",
    { bytes: Buffer.from("Hello, wörld!"), contentType: "text/plain" },
  ],
  [
    "a plain object",
    () => ({ title: "ü", labels: ["bug"] }),
    undefined,
    { bytes: Buffer.from('{"title":"ü","labels":["bug"]}'), contentType: JSON_CONTENT_TYPE },
  ],
  [
    "an array",
    () => [1, "a", null],
    JSON_CONTENT_TYPE,
    { bytes: Buffer.from('[1,"a",null]'), contentType: JSON_CONTENT_TYPE },
  ],
  [
    "a Uint8Array",
    () => bytes,
    "application/zip",
    { bytes: Buffer.from(bytes), contentType: "application/zip" },
  ],
  [
    "a Uint8Array over part of a buffer",
    () => bytes.subarray(2, 6),
    "application/zip",
    { bytes: Buffer.from([255, 10, 13, 128]), contentType: "application/zip" },
  ],
  [
    "an ArrayBuffer",
    () => bytes.slice(1, 4).buffer,
    "application/octet-stream",
    { bytes: Buffer.from([0, 255, 10]), contentType: "application/octet-stream" },
  ],
  [
    "a DataView",
    () => new DataView(bytes.buffer, 5, 3),
    "application/octet-stream",
    { bytes: Buffer.from([128, 1, 7]), contentType: "application/octet-stream" },
  ],
  [
    "URLSearchParams without a content type",
    () => new URLSearchParams({ q: "a b", name: "ü" }),
    undefined,
    { bytes: Buffer.from("q=a+b&name=%C3%BC"), contentType: FORM },
  ],
  [
    "URLSearchParams with a content type",
    () => new URLSearchParams({ q: "a b" }),
    "application/x-www-form-urlencoded",
    { bytes: Buffer.from("q=a+b"), contentType: "application/x-www-form-urlencoded" },
  ],
  ["a Blob", () => new Blob(["notes"], { type: "text/plain" }), "text/plain", "fetch only"],
  ["FormData", () => formData(), undefined, "fetch only"],
];

function formData(): FormData {
  const form = new FormData();
  form.append("name", "asset");
  form.append("file", new Blob([bytes], { type: "application/zip" }), "asset.zip");
  return form;
}

/** What fetch sends for the bodies the Node mapping refuses. */
function expectFetchOnly(kind: string, received: RecordedRequest): void {
  if (kind === "a Blob") {
    expect(received.body.toString()).toBe("notes");
    expect(received.headers["content-type"]).toBe("text/plain");
    expect(received.headers["content-length"]).toBe("5");
    return;
  }
  const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(
    received.headers["content-type"] ?? "",
  )?.[1];
  expect(boundary).toBeDefined();
  const text = received.body.toString("latin1");
  expect(text.startsWith(`--${boundary}\r\n`)).toBe(true);
  expect(text).toContain('Content-Disposition: form-data; name="name"\r\n\r\nasset\r\n');
  expect(text).toContain('name="file"; filename="asset.zip"\r\nContent-Type: application/zip');
  expect(received.body.includes(Buffer.from(bytes))).toBe(true);
  expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true);
}

describe.each(CLIENTS)("every kind of body sent with %s", (region, send) => {
  const isFetch = region.startsWith("fetch");
  it.each(BODIES)("%s", async (kind, data, contentType, arrives) => {
    const options = assetUpload(data(), contentType);
    if (arrives === "fetch only" && !isFetch) {
      const before = server.requests.length;
      await expect(send(options)).rejects.toMatchObject({
        name: "RestbuildError",
        code: "INVALID_BODY",
        message: expect.stringContaining(
          "body can only be read asynchronously: send it with fetch",
        ),
      });
      expect(server.requests).toHaveLength(before);
      return;
    }
    const received = await roundTrip(send, options);
    expect(received.method).toBe("POST");
    expect(received.path).toBe("/repos/octocat/hello-world/releases/1/assets?name=asset");
    expectDefaultHeaders(received);
    if (arrives === "fetch only") {
      expectFetchOnly(kind, received);
      return;
    }
    expect([...received.body]).toEqual([...arrives.bytes]);
    expect(received.headers["content-type"]).toBe(arrives.contentType);
    expect(received.headers["content-length"]).toBe(String(arrives.bytes.length));
  });
});

describe("the mappings the docs show", () => {
  const root = new URL("../../", import.meta.url);
  const read = (path: string) => readFileSync(new URL(path, root), "utf8");
  const path = "test/integration/clients.ts";
  const text = read(path);
  const lines = text.split("\n");
  const { regions, problems } = analyzeSource({ path, label: path, text });

  /** A region's code, without the indentation it has in clients.ts. */
  function code(name: string): string {
    const region = regions.find((found) => found.name === name);
    if (region === undefined) throw new Error(`clients.ts has no region "${name}"`);
    const body = lines.slice(region.startLine, region.endLine - 1);
    const indent = Math.min(...body.map((line) => /^ */.exec(line)?.[0].length ?? 0));
    return body.map((line) => line.slice(indent)).join("\n");
  }

  const shownIn: [region: string, documents: string[]][] = [
    ["fetch", ["docs/adapters.md"]],
    ["fetch-request", ["docs/adapters.md"]],
    ["node-http", ["docs/adapters.md"]],
    ["node-https", ["README.md", "docs/adapters.md"]],
    ["axios", ["README.md", "docs/adapters.md"]],
    ["got", ["README.md", "docs/adapters.md"]],
  ];

  it("are the regions of clients.ts, each run by the tests above", () => {
    expect(problems).toEqual([]);
    expect(regions.map((region) => region.name).sort()).toEqual(
      CLIENTS.map(([name]) => name).sort(),
    );
    expect(shownIn.map(([name]) => name).sort()).toEqual(CLIENTS.map(([name]) => name).sort());
  });

  it.each(shownIn)("show the region %s letter for letter", (name, documents) => {
    for (const document of documents) {
      expect(read(document).includes(code(name)), `${document} shows:\n${code(name)}`).toBe(true);
    }
  });
});
