import { describe, expect, it } from "vitest";
import { toRequest } from "../../src/adapters/index.js";
import { endpoint, RequestBuilder, RestbuildError } from "../../src/index.js";
import { errorOf } from "../support/thrown.js";

describe("toRequest()", () => {
  it("builds a Request with the uppercase method, url, headers and text body", async () => {
    const request = toRequest(
      endpoint("POST /markdown/raw", {
        data: "Hello **world**",
        headers: { "content-type": "text/plain; charset=utf-8", accept: "text/html" },
      }),
    );
    expect(request).toBeInstanceOf(Request);
    expect(request.method).toBe("POST");
    expect(request.url).toBe("https://api.github.com/markdown/raw");
    expect(request.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(request.headers.get("accept")).toBe("text/html");
    expect(await request.text()).toBe("Hello **world**");
  });

  it("sends a lowercase patch from endpoint() as PATCH", () => {
    const request = toRequest(
      endpoint("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
        owner: "o",
        repo: "r",
        issue_number: 1,
        state: "closed",
      }),
    );
    expect(request.method).toBe("PATCH");
  });

  it("carries a JSON body built from parameters", async () => {
    const request = toRequest(
      RequestBuilder.create()
        .route("POST /repos/{owner}/{repo}/issues")
        .params({ owner: "o", repo: "r", title: "Found a bug", labels: ["bug"] })
        .build(),
    );
    expect(request.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await request.json()).toEqual({ title: "Found a bug", labels: ["bug"] });
  });

  it("has no body for a GET", () => {
    const request = toRequest(endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }));
    expect(request.method).toBe("GET");
    expect(request.body).toBeNull();
  });

  it("accepts a stream body and reads it back", async () => {
    const bytes = new TextEncoder().encode("streamed");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const request = toRequest(
      endpoint("POST https://uploads.github.com/repos/o/r/releases/1/assets{?name}", {
        name: "a.txt",
        data: body,
        headers: { "content-type": "application/octet-stream" },
      }),
    );
    expect(request.url).toBe("https://uploads.github.com/repos/o/r/releases/1/assets?name=a.txt");
    expect(await request.text()).toBe("streamed");
  });

  it("follows the abort of request.signal", () => {
    const controller = new AbortController();
    const request = toRequest(endpoint("GET /user", { request: { signal: controller.signal } }));
    expect(request.signal.aborted).toBe(false);
    controller.abort();
    expect(request.signal.aborted).toBe(true);
  });

  it("throws a RestbuildError for a body that cannot be encoded", () => {
    const body: Record<string, unknown> = {};
    body.self = body;
    expect(() =>
      toRequest({ method: "post", url: "https://example.test/", headers: {}, body }),
    ).toThrow(RestbuildError);
  });

  it('throws "INVALID_URL" for a relative url, with the TypeError of Request as cause', () => {
    const error = errorOf(() => toRequest({ method: "get", url: "/user", headers: {} }));
    expect(error.code).toBe("INVALID_URL");
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.message).toBe(
      `cannot make a Request for "/user": ${(error.cause as TypeError).message}`,
    );
  });
});
