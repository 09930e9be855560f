import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toFetch, toRequest } from "../../src/adapters/index.js";
import { endpoint, RequestBuilder, type RequestOptions } from "../../src/index.js";
import { USER_AGENT } from "../support/package-version.js";
import {
  type Send,
  sendWithAxios,
  sendWithFetch,
  sendWithGot,
  sendWithNodeHttp,
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

describe.each([
  ["fetch (toFetch)", sendWithFetch],
  ["node:http", sendWithNodeHttp],
  ["axios", sendWithAxios],
  ["got", sendWithGot],
])("requests built by restbuild and sent with %s", (_, send) => {
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

describe("fetch with toFetch() and toRequest(): bodies and signals", () => {
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

  it("a binary body arrives byte for byte", async () => {
    const bytes = Uint8Array.from([0, 255, 10, 13, 128, 1]);
    const received = await roundTrip(sendWithFetch, upload(bytes, { "content-length": 6 }));
    expect([...received.body]).toEqual([0, 255, 10, 13, 128, 1]);
    expect(received.headers["content-type"]).toBe("application/octet-stream");
  });

  it("a Request from toRequest() is sent as the options describe", async () => {
    const options = api().endpoint("PATCH /user", { blog: "https://example.test" });
    const before = server.requests.length;
    const response = await fetch(toRequest(options));
    expect(response.status).toBe(200);
    const received = server.requests[before] as RecordedRequest;
    expect(received.method).toBe("PATCH");
    expect(received.path).toBe("/user");
    expectDefaultHeaders(received);
    expect(JSON.parse(received.body.toString("utf8"))).toEqual({ blog: "https://example.test" });
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
