import { readFileSync } from "node:fs";
import { endpoint as reference } from "octokit-endpoint-11";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLI_OPTIONS } from "../../src/cli/cli-options.js";
import { run } from "../../src/cli/run.js";
import { endpoint, RequestBuilder } from "../../src/index.js";

const packageJson = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
const { version } = JSON.parse(packageJson) as { version: string };
const DEFAULT_HEADERS = {
  accept: "application/vnd.github.v3+json",
  "user-agent": `restbuild-endpoint.js/${version}`,
};

function cli(...argv: string[]): { status: number; stdout: string; stderr: string } {
  let stdout = "";
  let stderr = "";
  const status = run(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: {},
  });
  return { status, stdout, stderr };
}

/** Runs a successful command and returns its parsed JSON. */
function options(...argv: string[]): Record<string, unknown> {
  const result = cli(...argv);
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

/** Runs a failing command, checks the one-line error shape, and returns the message. */
function failure(argv: string[], status = 2): string {
  const result = cli(...argv);
  expect(result.status).toBe(status);
  expect(result.stdout).toBe("");
  expect(result.stderr).toMatch(/^restbuild: [^\r\n]+\n$/);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  return result.stderr.slice("restbuild: ".length, -1);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("run: building request options", () => {
  it("prints the request options of the README example as pretty JSON and exits 0", () => {
    const result = cli(
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

  it("fills the same URL as the reference implementation", () => {
    const printed = options(
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

  it("prints what endpoint() returns for the same route, parameters, headers and base URL", () => {
    const printed = options(
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

  it("sends name=value parameters as strings", () => {
    const printed = options("POST /x", "per_page=100", "draft=true", "note=null");
    expect(printed.body).toEqual({ per_page: "100", draft: "true", note: "null" });
  });

  it("sends name:=json parameters as numbers, booleans, null, arrays and objects", () => {
    const argv = [
      "per_page:=100",
      "draft:=true",
      "milestone:=null",
      'labels:=["bug","ui"]',
      'author:={"name":"Mona"}',
    ];
    const printed = options("POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r", ...argv);
    const body = {
      per_page: 100,
      draft: true,
      milestone: null,
      labels: ["bug", "ui"],
      author: { name: "Mona" },
    };
    expect(printed.body).toEqual(body);
    const expected = reference("POST /repos/{owner}/{repo}/issues", {
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

  it("keeps an = inside a value", () => {
    expect(options("POST /x", "q=a=b").body).toEqual({ q: "a=b" });
  });

  it("keeps the last value when a parameter name is repeated", () => {
    expect(options("GET /issues", "state=open", "state=closed").url).toBe(
      "https://api.github.com/issues?state=closed",
    );
    expect(options("POST /x", "n=1", "n:=2").body).toEqual({ n: 2 });
  });

  it("fills :name placeholders too", () => {
    expect(options("GET /orgs/:org/repos", "org=nodejs", "type=public").url).toBe(
      "https://api.github.com/orgs/nodejs/repos?type=public",
    );
  });

  it("sends a parameter named data as the body as it is", () => {
    const printed = options(
      "POST /markdown/raw",
      "data=Hello **world**",
      "-H",
      "content-type: text/plain",
    );
    expect(printed.body).toBe("Hello **world**");
  });

  it("accepts a parameter whose name starts with a dash after --", () => {
    expect(options("POST /x", "--", "-a=1").body).toEqual({ "-a": "1" });
  });
});

describe("run: headers and base URL", () => {
  it("adds -H and --header headers with lowercase names, next to the defaults", () => {
    const printed = options(
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

  it("lets a header replace a default header", () => {
    const printed = options("GET /x", "-H", "Accept: application/vnd.github.v3.raw");
    expect(printed.headers).toEqual({
      ...DEFAULT_HEADERS,
      accept: "application/vnd.github.v3.raw",
    });
  });

  it("keeps the last value when a header name is repeated in any case", () => {
    const printed = options("GET /x", "-H", "X-A: 1", "-H", "x-a: 2");
    expect((printed.headers as Record<string, unknown>)["x-a"]).toBe("2");
  });

  it("keeps everything after the first colon in the value", () => {
    const printed = options("GET /x", "-H", "If-Modified-Since: Tue, 01 Jul 2025 12:30:00 GMT");
    expect((printed.headers as Record<string, unknown>)["if-modified-since"]).toBe(
      "Tue, 01 Jul 2025 12:30:00 GMT",
    );
  });

  it("prefixes relative routes with --base-url", () => {
    expect(options("--base-url", "https://ghe.example/api/v3", "GET /user").url).toBe(
      "https://ghe.example/api/v3/user",
    );
  });

  it("ignores --base-url for an absolute route", () => {
    const route =
      "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name}";
    const printed = options(
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

describe("run: help and version", () => {
  it("prints usage with examples on stdout for --help and -h and exits 0", () => {
    for (const flag of ["--help", "-h"]) {
      const result = cli(flag);
      expect(result.status).toBe(0);
      expect(result.stderr).toBe("");
      expect(result.stdout).toMatch(/^Usage: restbuild /);
      expect(result.stdout).toContain("Examples:");
      expect(result.stdout).toContain(
        'restbuild "GET /repos/{owner}/{repo}/issues" owner=octocat repo=Hello-World state=open',
      );
      expect(result.stdout.endsWith("\n")).toBe(true);
    }
  });

  it("lists every option of the option table in the help", () => {
    const help = cli("--help").stdout;
    for (const spec of CLI_OPTIONS) {
      expect(help).toContain(`--${spec.name}`);
      expect(help).toContain(spec.description);
      if ("short" in spec) expect(help).toContain(`-${spec.short}, --${spec.name}`);
    }
  });

  it("prints the help instead of building when a route is given too", () => {
    expect(cli("GET /user", "--help").stdout).toMatch(/^Usage: restbuild /);
  });

  it("prints the package version for --version", () => {
    expect(cli("--version")).toEqual({ status: 0, stdout: `${version}\n`, stderr: "" });
  });
});

describe("run: bad input", () => {
  it("reports a missing route", () => {
    expect(failure([])).toMatch(/^missing route/);
    expect(failure(["-H", "a: 1"])).toMatch(/^missing route/);
  });

  it("reports an unknown option", () => {
    expect(failure(["GET /x", "--bogus"])).toMatch(/^unknown option "--bogus"/);
    expect(failure(["-x", "GET /x"])).toMatch(/^unknown option "-x"/);
  });

  it("reports an option without its value", () => {
    expect(failure(["GET /x", "-H"])).toMatch(/^option "-H" needs a value/);
    expect(failure(["GET /x", "--base-url"])).toMatch(/^option "--base-url" needs a value/);
  });

  it("reports a value given to a switch", () => {
    expect(failure(["--version=2"])).toBe('option "--version" takes no value');
  });

  it("reports a header without a colon", () => {
    expect(failure(["GET /x", "-H", "Authorization token"])).toBe(
      'a header must be "name: value", got "Authorization token"',
    );
  });

  it("reports a parameter without =", () => {
    expect(failure(["GET /x", "owner"])).toBe(
      'a parameter must be name=value or name:=json, got "owner"',
    );
  });

  it("suggests quoting when the route was split into method and url", () => {
    expect(failure(["GET", "/user"])).toBe(
      'a parameter must be name=value or name:=json, got "/user"; quote the route as one argument: "GET /user"',
    );
  });

  it("reports a parameter without a name", () => {
    expect(failure(["GET /x", "=1"])).toMatch(/needs a name/);
  });

  it("reports invalid JSON after := on one line, even when the JSON spans lines", () => {
    expect(failure(["POST /x", "a:={"])).toMatch(/^invalid JSON for parameter "a" after ":=": /);
    expect(failure(["POST /x", "a:="])).toMatch(/^invalid JSON for parameter "a"/);
    // V8 quotes the bad JSON in its message, line breaks included.
    expect(failure(["POST /x", "a:=[1,\n2,\nx]"])).toMatch(/^invalid JSON for parameter "a"/);
  });

  it("reports an invalid URI template with the library's error code", () => {
    expect(failure(["GET /repos/{owner"])).toMatch(
      /^INVALID_TEMPLATE: invalid URI template "\/repos\/\{owner"/,
    );
  });

  it("reports an invalid method with the library's error code", () => {
    expect(failure(["G@T /x"])).toMatch(/^INVALID_METHOD: .*"G@T"/);
  });

  it("reports an empty route with the library's error code", () => {
    expect(failure([""])).toMatch(/^INVALID_ROUTE: /);
  });

  it("reports a header name that is not a token", () => {
    expect(failure(["GET /x", "-H", "X Trace: 1"])).toMatch(/^INVALID_HEADER_NAME: .*"X Trace"/);
  });

  it("reports a header value with a line break, on one line", () => {
    expect(failure(["GET /x", "-H", "x-a: 1\r\nx-b: 2"])).toMatch(/^INVALID_HEADER_VALUE: /);
  });

  it("reports a base URL with a line break", () => {
    expect(failure(["GET /x", "--base-url", "https://a.example\n"])).toMatch(/^INVALID_BASE_URL: /);
  });

  it("reports parameter names that the library reserves for options", () => {
    for (const name of [
      "baseUrl",
      "headers",
      "method",
      "url",
      "mediaType",
      "request",
      "__proto__",
    ]) {
      expect(failure(["GET /x", `${name}:={}`])).toMatch(/^INVALID_PARAMETER: /);
    }
  });

  it("reports a path segment that would climb out of the path", () => {
    expect(failure(["GET /repos/{owner}/{repo}", "owner=..", "repo=r"])).toMatch(
      /^PATH_TRAVERSAL: /,
    );
  });

  it("reports an unexpected error as an internal error with exit status 1, on one line", () => {
    vi.spyOn(RequestBuilder.prototype, "build").mockImplementation(() => {
      throw new TypeError("something broke\n    at somewhere (file.js:1:1)");
    });
    expect(failure(["GET /x"], 1)).toBe(
      "internal error: something broke at somewhere (file.js:1:1)",
    );
  });

  it("reports a thrown value that is not an Error as an internal error", () => {
    vi.spyOn(RequestBuilder.prototype, "build").mockImplementation(() => {
      throw "a string";
    });
    expect(failure(["GET /x"], 1)).toBe("internal error: a string");
  });
});
