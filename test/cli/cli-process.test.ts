import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildCli,
  childEnv,
  cliPath,
  isStale,
  type Outcome,
  restbuild as runBuilt,
  runFile,
  version,
} from "./support/built-cli.js";
import { runFetchSnippet } from "./support/fetch-snippet.js";
import { shellWords } from "./support/shell-words.js";

// These tests run the command that npm installs: the built dist/cli.js, in a real process.

function restbuild(...args: string[]): Promise<Outcome> {
  return runBuilt(args);
}

beforeAll(async () => {
  if (isStale()) await buildCli();
  expect(isStale()).toBe(false);
}, 60_000);

/** The start of what an example prints, by the options it uses. */
function expectedOutput(example: string): RegExp {
  if (example.includes("--help")) return /^Usage: restbuild /;
  if (example.includes("--version")) return new RegExp(`^${version.replaceAll(".", "\\.")}\n$`);
  if (example.includes("--format curl")) return /^curl -X [A-Z]+ 'https:\/\/[^\n]+'\n$/;
  if (example.includes("--format fetch")) return /^await fetch\("https:\/\//;
  if (example.includes("--format http"))
    return /^[A-Z]+ \/\S* HTTP\/1\.1\r\nHost: api\.github\.com\r\n/;
  return /^\{\n {2}"method": "[a-z]+",\n {2}"url": "https:\/\//;
}

describe("the built restbuild command", () => {
  it("prints the request options of the README example and exits 0", async () => {
    const result = await restbuild(
      "GET /repos/{owner}/{repo}/issues",
      "owner=octocat",
      "repo=Hello-World",
      "state=open",
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const printed: unknown = JSON.parse(result.stdout);
    expect(printed).toEqual({
      method: "get",
      url: "https://api.github.com/repos/octocat/Hello-World/issues?state=open",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": `restbuild-endpoint.js/${version}`,
      },
    });
    expect(result.stdout).toBe(`${JSON.stringify(printed, null, 2)}\n`);
  });

  it("sends JSON parameters, headers and the base URL through", async () => {
    const result = await restbuild(
      "--base-url",
      "https://ghe.example/api/v3",
      "POST /repos/{owner}/{repo}/issues",
      "owner=octocat",
      "repo=Hello-World",
      "title=Found a bug",
      'labels:=["bug"]',
      "assignee:=null",
      "-H",
      "Authorization: token abc",
    );
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      method: "post",
      url: "https://ghe.example/api/v3/repos/octocat/Hello-World/issues",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": `restbuild-endpoint.js/${version}`,
        authorization: "token abc",
        "content-type": "application/json; charset=utf-8",
      },
      body: { title: "Found a bug", labels: ["bug"], assignee: null },
    });
  });

  it("prints the version from package.json", async () => {
    expect(await restbuild("--version")).toEqual({ status: 0, stdout: `${version}\n`, stderr: "" });
  });

  it("prints the help on stdout and exits 0", async () => {
    const result = await restbuild("--help");
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^Usage: restbuild /);
  });

  it("runs every example of the help successfully in a shell", async () => {
    const help = (await restbuild("--help")).stdout;
    const start = help.indexOf("Examples:\n") + "Examples:\n".length;
    const examples = help
      .slice(start, help.indexOf("\n\n", start))
      .replace(/\\\n\s*/g, "")
      .split("\n")
      .map((line) => line.trim());
    expect(examples.length).toBeGreaterThanOrEqual(10);
    for (const example of examples) {
      const command = example.replace(
        /(^|\| )restbuild /g,
        `$1"${process.execPath}" "${cliPath}" `,
      );
      expect(command, example).not.toBe(example);
      const env = childEnv({ GITHUB_TOKEN: "t0ken" });
      const result = await runFile("/bin/sh", ["-c", command], { env });
      expect(result, example).toMatchObject({ status: 0, stderr: "" });
      expect(result.stdout, example).toMatch(expectedOutput(example));
      if (example.includes("--token-env")) {
        expect(result.stdout).not.toContain("t0ken");
        const scheme = example.includes("--auth-scheme bearer") ? "Bearer" : "token";
        expect(result.stdout).toContain(
          example.includes("--format fetch")
            ? `"${scheme} " + process.env["GITHUB_TOKEN"]`
            : `${scheme} ****`,
        );
      }
    }
    // A dozen processes one after another: on a busy machine they took more than a minute.
  }, 600_000);

  it("starts with a shebang and runs as an executable file", async () => {
    expect(readFileSync(cliPath, "utf8").split("\n", 1)[0]).toBe("#!/usr/bin/env node");
    accessSync(cliPath, constants.X_OK);
    const result = await runFile(cliPath, ["GET /users/{username}", "username=octocat"]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      url: "https://api.github.com/users/octocat",
    });
  });

  const badInputs: [string, string[], RegExp][] = [
    ["no route", [], /^restbuild: missing route/],
    ["an unknown option", ["GET /x", "--bogus"], /^restbuild: unknown option "--bogus"/],
    [
      "a header without a colon",
      ["GET /x", "-H", "nocolon"],
      /^restbuild: a header must be "name: value"/,
    ],
    ["a parameter without =", ["GET /x", "owner"], /^restbuild: a parameter must be name=value/],
    ["invalid JSON after :=", ["POST /x", "a:={"], /^restbuild: invalid JSON for parameter "a"/],
    [
      "an invalid URI template",
      ["GET /repos/{owner"],
      /^restbuild: INVALID_TEMPLATE: invalid URI template/,
    ],
    ["an invalid method", ["G@T /x"], /^restbuild: INVALID_METHOD: /],
    ["a reserved parameter name", ["GET /x", "headers:={}"], /^restbuild: INVALID_PARAMETER: /],
    ["an unknown format", ["--format", "xml", "GET /x"], /^restbuild: unknown --format "xml"/],
    [
      "a missing --data file",
      ["-d", "@no-such-file.txt", "POST /x"],
      /^restbuild: --data: cannot read the file "no-such-file.txt": ENOENT/,
    ],
    ["a directory as --data file", ["-d", "@src", "POST /x"], /^restbuild: --data: .*EISDIR/],
    ["--data for GET", ["-d", "x", "GET /x"], /^restbuild: --data gives a body, but a GET/],
    [
      "an unset --token-env variable",
      ["--token-env", "RESTBUILD_TEST_UNSET_VARIABLE", "GET /user"],
      /^restbuild: --token-env "RESTBUILD_TEST_UNSET_VARIABLE": the environment variable is not set/,
    ],
  ];

  it.each(badInputs)(
    "reports %s on one stderr line with exit status 2",
    async (_what, args, message) => {
      const result = await restbuild(...args);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toMatch(/^restbuild: [^\n]+\n$/);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/^\s*at /m);
    },
  );
});

describe("the built restbuild command: formats, bodies and tokens", () => {
  const ARGS = ["POST /repos/{owner}/{repo}/issues", "owner=octocat", "repo=Hello-World"];
  const URL_ = "https://api.github.com/repos/octocat/Hello-World/issues";
  const HEADERS = {
    accept: "application/vnd.github.v3+json",
    "user-agent": `restbuild-endpoint.js/${version}`,
    "content-type": "application/json; charset=utf-8",
  };
  const PARAMS = ["title=it's a bug", 'labels:=["bug"]'];
  const BODY = `{"title":"it's a bug","labels":["bug"]}`;
  let directory: string;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), "restbuild-cli-"));
  });
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  async function ok(args: string[], options: Parameters<typeof runBuilt>[1] = {}) {
    const result = await runBuilt(args, options);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    return result.stdout;
  }

  it("prints the same request as JSON, curl, fetch and raw HTTP", async () => {
    expect(JSON.parse(await ok([...ARGS, ...PARAMS]))).toEqual({
      method: "post",
      url: URL_,
      headers: HEADERS,
      body: { title: "it's a bug", labels: ["bug"] },
    });
    expect(shellWords(await ok(["--format", "curl", ...ARGS, ...PARAMS]))).toEqual([
      ...["curl", "-X", "POST", URL_],
      ...Object.entries(HEADERS).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
      ...["--data-binary", BODY],
    ]);
    expect(await runFetchSnippet(await ok(["--format", "fetch", ...ARGS, ...PARAMS]))).toEqual([
      { url: URL_, init: { method: "POST", headers: HEADERS, body: BODY } },
    ]);
    expect(await ok(["--format", "http", ...ARGS, ...PARAMS])).toBe(
      [
        "POST /repos/octocat/Hello-World/issues HTTP/1.1",
        "Host: api.github.com",
        ...Object.entries(HEADERS).map(([name, value]) => `${name}: ${value}`),
        `content-length: ${BODY.length}`,
        "",
        BODY,
      ].join("\r\n"),
    );
  });

  it("sends a file named by --data @FILE as it is: byte order mark, CRLF and all", async () => {
    const text = "\uFEFF# Title\r\nit's é €\n";
    const path = join(directory, "body.md");
    writeFileSync(path, text, "utf8");
    const json = await ok(["--data", `@${path}`, "POST /markdown/raw"]);
    expect(JSON.parse(json).body).toBe(text);
    // The byte order mark is invisible: the json format writes it escaped, curl makes its
    // bytes with printf, and the http format, which prints bytes raw, refuses it.
    expect(json).toContain('"body": "\\ufeff# Title');
    const curl = await ok(["--format", "curl", "-d", `@${path}`, "POST /markdown/raw"]);
    expect(curl).toContain("printf '\\357\\273\\277# Title\\015\\012it'\\''s ");
    const http = await runBuilt(["--format", "http", "-d", `@${path}`, "POST /markdown/raw"]);
    expect(http.status).toBe(2);
    expect(http.stdout).toBe("");
    expect(http.stderr).toMatch(/^restbuild: the body holds the character U\+FEFF /);
  });

  it("sends a --data file that is not UTF-8 as bytes, in every format", async () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x1b]);
    const path = join(directory, "asset.zip");
    writeFileSync(path, bytes);
    const args = ["-d", `@${path}`, "POST /x"];
    expect(JSON.parse(await ok(args))).toMatchObject({
      headers: { "content-type": "application/octet-stream" },
      body: bytes.toString("base64"),
      bodyEncoding: "base64",
    });
    expect(await ok(["--format", "curl", ...args])).toMatch(/ --data-binary '@[^']+asset\.zip'\n$/);
    const http = await runBuilt(["--format", "http", ...args], { encoding: "buffer" });
    expect(http.status).toBe(0);
    const raw = http.stdout as unknown as Buffer;
    expect(raw.subarray(-bytes.length)).toEqual(bytes);
    expect(raw.toString("latin1")).toContain(`\r\ncontent-length: ${bytes.length}\r\n\r\n`);
    const [call] = await runFetchSnippet(await ok(["--format", "fetch", ...args]));
    expect(call?.init.body).toEqual({ bytes: [...bytes] });
  });

  it("reads the body from piped stdin for --data @-", async () => {
    const input = "piped 'text' é\n";
    const text = await ok(["--format", "curl", "-d", "@-", "POST /markdown/raw"], { input });
    expect(shellWords(text).slice(-2)).toEqual(["--data-binary", input]);
    expect(JSON.parse(await ok(["-d", "@-", "POST /x"], { input: "" })).body).toBe("");
  });

  it("reads --token-env from its environment and never prints the token", async () => {
    const token = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";
    const env = childEnv({ RESTBUILD_TEST_TOKEN: token });
    const shown = {
      json: "token ghp_…",
      curl: '"authorization: token $RESTBUILD_TEST_TOKEN"',
      fetch: '"token " + process.env["RESTBUILD_TEST_TOKEN"]',
      http: "token ghp_…",
    };
    for (const [format, line] of Object.entries(shown)) {
      const args = ["--format", format, "--token-env", "RESTBUILD_TEST_TOKEN", "GET /user"];
      const text = await ok(args, { env });
      expect(text).toContain(line);
      expect(text).not.toContain(token.slice(0, 5));
    }
    const short = await ok(["--token-env", "T", "GET /user"], { env: childEnv({ T: "t0ken" }) });
    expect(JSON.parse(short).headers.authorization).toBe("token ****");
  });
});
