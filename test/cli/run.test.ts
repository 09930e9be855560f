import { readFileSync } from "node:fs";
import { endpoint as reference } from "octokit-endpoint-11";
import { afterEach, describe, expect, it, vi } from "vitest";
import { run } from "../../src/cli/run.js";
import { endpoint } from "../../src/index.js";
import { cli, failure, options, output, runWith } from "./support/fake-io.js";

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

describe("run: what it is given", () => {
  it("rejects io without stdout and stderr streams, with a library error", async () => {
    const sink = { write: () => undefined };
    for (const io of [
      undefined,
      {},
      { stdout: sink },
      { stderr: sink },
      { stdout: {}, stderr: sink },
    ]) {
      await expect(run(["GET /user"], io as never)).rejects.toMatchObject({
        code: "INVALID_OPTIONS",
        message: "run() needs io with stdout and stderr streams",
      });
    }
  });

  it("refuses arguments that are not a list of strings", async () => {
    for (const argv of ["GET /user", ["GET /user", 1]]) {
      expect(await failure(argv as never)).toBe("the arguments must be a list of strings");
    }
  });

  it("reads -h after -- as an argument, not as the help", async () => {
    expect(await failure(["--", "-h", "x"])).toBe(
      'a parameter must be name=value or name:=json, got "x"',
    );
  });

  it("reads help and version with parameters as routes", async () => {
    expect(await options("help", "x=1")).toMatchObject({
      method: "post",
      url: "https://api.github.com/help",
      body: { x: "1" },
    });
    expect(await options("version", "a=b")).toMatchObject({
      url: "https://api.github.com/version",
    });
  });

  it("shows every text in a message when no token was read", async () => {
    expect(await failure(["routes", "Stryker was here"])).toBe(
      'no GitHub route matches "Stryker was here" (restbuild routes lists them all)',
    );
  });
});

describe("run: the method of -X, parameters and names with []", () => {
  it("sets the method of -X on a route without one, and lets the library name a bad one", async () => {
    expect(await options("-X", "put", "--no-catalogue", "/x", "a=1")).toMatchObject({
      method: "put",
      url: "https://api.github.com/x",
      body: { a: "1" },
    });
    expect(await failure(["-X", "GE T", "/x"])).toBe(
      'INVALID_METHOD: method must be an HTTP token such as "GET", got "GE T"',
    );
  });

  it("checks a name with [] as the name without it, and only a trailing []", async () => {
    expect(await failure(["GET /repos/{owner}", "ownr[]=1"])).toBe(
      'missing the path parameter "owner" of "/repos/{owner}"; "ownr" is not in the url: did you mean "owner"?',
    );
    expect(await failure(["GET /repos/{owner}", "ow[]nr=1"])).toBe(
      'missing the path parameter "owner" of "/repos/{owner}"; give owner=VALUE',
    );
    expect(
      await failure(["GET /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "sta[]te=open"]),
    ).toBe('"GET /repos/{owner}/{repo}/issues" has no parameter "sta[]te"; did you mean "state"?');
    expect(
      (await options("GET /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "state[]=open")).url,
    ).toBe("https://api.github.com/repos/o/r/issues?state=open");
  });

  it("lets --token-env stand beside other headers", async () => {
    const printed = await output(["--token-env", "T", "-H", "x-a: 1", "GET /user"], {
      env: { T: "abcdefghijkl" },
    });
    expect(JSON.parse(printed).headers).toEqual({
      ...DEFAULT_HEADERS,
      authorization: "token abcd…",
      "x-a": "1",
    });
  });

  it("warns of no header of ASCII characters only, DEL included", async () => {
    const result = await runWith(["-H", "x-a: a\u007fb", "GET /user"]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});

describe("run: a body of bytes", () => {
  const bytes = new Uint8Array([0xff, 0x00, 0x41]);
  const files = { "b.bin": bytes };

  it("sends bytes that are not UTF-8 as an octet stream unless -H gives a content-type", async () => {
    const printed = JSON.parse(await output(["--data", "@b.bin", "POST /markdown/raw"], { files }));
    expect(printed.headers["content-type"]).toBe("application/octet-stream");
    expect(printed).toMatchObject({ body: "/wBB", bodyEncoding: "base64" });
    const typed = JSON.parse(
      await output(["-H", "Content-Type: image/png", "-d", "@b.bin", "POST /markdown/raw"], {
        files,
      }),
    );
    expect(typed.headers["content-type"]).toBe("image/png");
    const other = JSON.parse(
      await output(["-H", "x-a: 1", "-d", "@b.bin", "POST /markdown/raw"], { files }),
    );
    expect(other.headers["content-type"]).toBe("application/octet-stream");
  });

  it("has curl read the file of the bytes, and bytes from stdin through printf", async () => {
    const curl = ["--format", "curl", "--data"];
    expect(await output([...curl, "@b.bin", "POST /markdown/raw"], { files })).toBe(
      "curl -X POST 'https://api.github.com/markdown/raw' -H 'accept: application/vnd.github.v3+json' -H 'user-agent: restbuild-endpoint.js/0.2.0' -H 'content-type: application/octet-stream' --data-binary '@b.bin'\n".replace(
        "0.2.0",
        version,
      ),
    );
    const piped = await output([...curl, "@-", "POST /markdown/raw"], { stdin: bytes as never });
    expect(piped).toMatch(/^printf '\\377\\000A' \| curl -X POST /);
    expect(piped).toMatch(/ --data-binary @-\n$/);
  });
});

describe("run: an unexpected error", () => {
  /** Runs with an environment whose every read throws `error`. */
  const throwing = (error: Error) => {
    const fail = () => {
      throw error;
    };
    const env = new Proxy({}, { get: fail, has: fail, getOwnPropertyDescriptor: fail });
    return runWith(["--token-env", "T", "GET /user"], { env });
  };

  it("is one line with status 1, its line breaks joined", async () => {
    const result = await throwing(new Error("\n first \r\n\r\n second\n"));
    expect(result).toMatchObject({
      status: 1,
      stdout: "",
      stderr: "restbuild: internal error: first second\n",
    });
  });

  it("is cut at 400 characters", async () => {
    const at400 = await throwing(new Error("y".repeat(400 - "internal error: ".length)));
    expect(at400.stderr).toBe(`restbuild: internal error: ${"y".repeat(384)}\n`);
    const longer = await throwing(new Error("y".repeat(401 - "internal error: ".length)));
    expect(longer.stderr).toBe(`restbuild: internal error: ${"y".repeat(381)}...\n`);
  });
});
