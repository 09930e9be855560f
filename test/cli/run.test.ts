import { readFileSync } from "node:fs";
import { endpoint as reference } from "octokit-endpoint-11";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoint } from "../../src/index.js";
import { cli, options } from "./support/fake-io.js";

const packageJson = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
const { version } = JSON.parse(packageJson) as { version: string };
const DEFAULT_HEADERS = {
  accept: "application/vnd.github.v3+json",
  "user-agent": `restbuild-endpoint.js/${version}`,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("run: building request options", () => {
  it("prints the request options of the README example as pretty JSON and exits 0", async () => {
    const result = await cli(
      "GET /repos/{owner}/{repo}/issues",
      "owner=octocat",
      "repo=Hello-World",
      "state=open",
    );
    expect(result).toEqual({ status: 0, stdout: expect.any(String), stderr: "" });
    const printed: unknown = JSON.parse(result.stdout);
    expect(printed).toEqual({
      method: "get",
      url: "https://api.github.com/repos/octocat/Hello-World/issues?state=open",
      headers: DEFAULT_HEADERS,
    });
    expect(result.stdout).toBe(`${JSON.stringify(printed, null, 2)}\n`);
    expect(result.stdout).toContain('\n  "method": "get",\n');
  });

  it("fills the same URL as the reference implementation", async () => {
    const printed = await options(
      "GET /repos/{owner}/{repo}/issues",
      "owner=octocat",
      "repo=Hello-World",
    );
    const expected = reference("GET /repos/{owner}/{repo}/issues", {
      owner: "octocat",
      repo: "Hello-World",
    });
    expect(printed.url).toBe(expected.url);
    expect(printed.headers).toEqual({
      ...expected.headers,
      "user-agent": DEFAULT_HEADERS["user-agent"],
    });
  });

  it("prints what endpoint() returns for the same route, parameters, headers and base URL", async () => {
    const printed = await options(
      "POST /repos/{owner}/{repo}/issues",
      "owner=octocat",
      "repo=Hello-World",
      "title=Found a bug",
      'labels:=["bug"]',
      "-H",
      "Authorization: token abc",
      "--base-url",
      "https://ghe.example/api/v3",
    );
    expect(printed).toEqual(
      endpoint("POST /repos/{owner}/{repo}/issues", {
        owner: "octocat",
        repo: "Hello-World",
        title: "Found a bug",
        labels: ["bug"],
        headers: { authorization: "token abc" },
        baseUrl: "https://ghe.example/api/v3",
      }),
    );
  });

  it("sends name=value parameters as strings", async () => {
    const printed = await options("POST /x", "per_page=100", "draft=true", "note=null");
    expect(printed.body).toEqual({ per_page: "100", draft: "true", note: "null" });
  });

  it("sends name:=json parameters as numbers, booleans, null, arrays and objects", async () => {
    const argv = [
      "per_page:=100",
      "draft:=true",
      "milestone:=null",
      'labels:=["bug","ui"]',
      'author:={"name":"Mona"}',
    ];
    const printed = await options("POST /repos/{owner}/{repo}/notes", "owner=o", "repo=r", ...argv);
    const body = {
      per_page: 100,
      draft: true,
      milestone: null,
      labels: ["bug", "ui"],
      author: { name: "Mona" },
    };
    expect(printed.body).toEqual(body);
    const expected = reference("POST /repos/{owner}/{repo}/notes", {
      owner: "o",
      repo: "r",
      ...body,
    });
    expect(printed.body).toEqual(expected.body);
    expect(printed.url).toBe(expected.url);
    expect((printed.headers as Record<string, unknown>)["content-type"]).toBe(
      expected.headers["content-type"],
    );
  });

  it("keeps an = inside a value", async () => {
    expect((await options("POST /x", "q=a=b")).body).toEqual({ q: "a=b" });
  });

  it("keeps the last value when a parameter name is repeated", async () => {
    expect((await options("GET /issues", "state=open", "state=closed")).url).toBe(
      "https://api.github.com/issues?state=closed",
    );
    expect((await options("POST /x", "n=1", "n:=2")).body).toEqual({ n: 2 });
  });

  it("fills :name placeholders too", async () => {
    expect((await options("GET /orgs/:org/repos", "org=nodejs", "type=public")).url).toBe(
      "https://api.github.com/orgs/nodejs/repos?type=public",
    );
  });

  it("sends a parameter named data as the body as it is", async () => {
    const printed = await options(
      "POST /markdown/raw",
      "data=Hello **world**",
      "-H",
      "content-type: text/plain",
    );
    expect(printed.body).toBe("Hello **world**");
  });

  it("accepts a parameter whose name starts with a dash after --", async () => {
    expect((await options("POST /x", "--", "-a=1")).body).toEqual({ "-a": "1" });
  });
});

describe("run: headers and base URL", () => {
  it("adds -H and --header headers with lowercase names, next to the defaults", async () => {
    const printed = await options(
      "GET /user",
      "-H",
      "Authorization: token abc",
      "--header",
      "X-Trace:  42 ",
    );
    expect(printed.headers).toEqual({
      ...DEFAULT_HEADERS,
      authorization: "token abc",
      "x-trace": "42",
    });
  });

  it("lets a header replace a default header", async () => {
    const printed = await options("GET /x", "-H", "Accept: application/vnd.github.v3.raw");
    expect(printed.headers).toEqual({
      ...DEFAULT_HEADERS,
      accept: "application/vnd.github.v3.raw",
    });
  });

  it("keeps the last value when a header name is repeated in any case", async () => {
    const printed = await options("GET /x", "-H", "X-A: 1", "-H", "x-a: 2");
    expect((printed.headers as Record<string, unknown>)["x-a"]).toBe("2");
  });

  it("keeps everything after the first colon in the value", async () => {
    const printed = await options(
      "GET /x",
      "-H",
      "If-Modified-Since: Tue, 01 Jul 2025 12:30:00 GMT",
    );
    expect((printed.headers as Record<string, unknown>)["if-modified-since"]).toBe(
      "Tue, 01 Jul 2025 12:30:00 GMT",
    );
  });

  it("prefixes relative routes with --base-url", async () => {
    expect((await options("--base-url", "https://ghe.example/api/v3", "GET /user")).url).toBe(
      "https://ghe.example/api/v3/user",
    );
  });

  it("ignores --base-url for an absolute route", async () => {
    const route =
      "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name}";
    const printed = await options(
      route,
      "owner=o",
      "repo=r",
      "id:=1",
      "name=x.zip",
      "--base-url=https://b.example",
    );
    expect(printed.url).toBe("https://uploads.github.com/repos/o/r/releases/1/assets?name=x.zip");
  });
});
