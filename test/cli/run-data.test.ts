import { describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.js";
import { failure, options, output, runWith } from "./support/fake-io.js";

const RAW = "POST /markdown/raw";
const TEXT_PLAIN = ["-H", "content-type: text/plain"];

describe("run: --data", () => {
  it("sends its text as the body as it is, as the data option does", async () => {
    const printed = await options("--data", "Hello **world**", ...TEXT_PLAIN, RAW);
    expect(printed.body).toBe("Hello **world**");
    expect(printed).toEqual(
      endpoint(RAW, { data: "Hello **world**", headers: { "content-type": "text/plain" } }),
    );
  });

  it("keeps a body that looks like JSON as a string", async () => {
    const printed = await options("-d", '{"a":1}', "POST /x");
    expect(printed.body).toBe('{"a":1}');
    // As the library does for any body: a JSON content-type unless one is given.
    expect((printed.headers as Record<string, string>)["content-type"]).toBe(
      "application/json; charset=utf-8",
    );
  });

  it("sends an empty body for an empty value", async () => {
    expect((await options("--data=", "POST /x")).body).toBe("");
  });

  it("reads @FILE as the file's text, and nothing else", async () => {
    const text = "# Title\n\nIt's *here*: é €\n";
    const result = await runWith(["--data", "@notes.md", RAW], { files: { "notes.md": text } });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).body).toBe(text);
    expect(result.reads).toEqual({ stdin: 0, files: ["notes.md"] });
  });

  it("reads @- as all of stdin, once", async () => {
    const result = await runWith(["-d", "@-", RAW], { stdin: "from stdin\n" });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).body).toBe("from stdin\n");
    expect(result.reads).toEqual({ stdin: 1, files: [] });
  });

  it("takes a path with a leading dash or a second @ as a file name", async () => {
    const files = { "-notes": "a", "@b": "b" };
    expect(JSON.parse(await output(["--data=@-notes", "POST /x"], { files })).body).toBe("a");
    expect(JSON.parse(await output(["--data", "@@b", "POST /x"], { files })).body).toBe("b");
  });

  it("reads no input for text, for --help or for --version", async () => {
    for (const argv of [
      ["-d", "plain", RAW],
      ["-d", "@-", "--help"],
      ["-d", "@x", "--version"],
    ]) {
      expect((await runWith(argv, { stdin: "", files: { x: "" } })).reads).toEqual({
        stdin: 0,
        files: [],
      });
    }
  });

  it("puts the body of a file into every format", async () => {
    const world = { files: { "b.txt": "aé€😀" } };
    const argv = ["-d", "@b.txt", ...TEXT_PLAIN, RAW];
    expect(JSON.parse(await output(argv, world)).body).toBe("aé€😀");
    const http = await output(["--format", "http", ...argv], world);
    expect(http).toMatch(/\r\ncontent-length: 10\r\n\r\naé€😀$/);
    expect(await output(["--format", "curl", ...argv], world)).toMatch(/ --data-binary 'aé€😀'\n$/);
    expect(await output(["--format", "fetch", ...argv], world)).toContain('  body: "aé€😀",\n');
  });

  it("lets the other parameters fill the url, and a {?name} query", async () => {
    const printed = await options(
      ...["-d", "binary?", "POST /repos/{owner}/{repo}/releases/{id}/assets{?name}"],
      ...["owner=o", "repo=r", "id:=1", "name=a b.zip"],
    );
    expect(printed.url).toBe("https://api.github.com/repos/o/r/releases/1/assets?name=a%20b.zip");
    expect(printed.body).toBe("binary?");
  });

  it("sends a body for DELETE", async () => {
    expect((await options("-d", "x", "DELETE /x")).body).toBe("x");
  });
});

describe("run: --data errors", () => {
  it("refuses a body for GET and HEAD, which have none, before reading stdin", async () => {
    // Without a method, --data makes a POST (run-method-choice.test.ts).
    for (const route of ["GET /x", "head /x"]) {
      const result = await runWith(["-d", "@-", route], { stdin: "x" });
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/^restbuild: --data gives a body, but a (GET|HEAD) request/);
      expect(result.reads.stdin).toBe(0);
    }
  });

  it("refuses a body given both by --data and by the parameter data", async () => {
    expect(await failure(["-d", "a", "POST /x", "data=b"])).toBe(
      '--data and the parameter "data" both give the body; keep one',
    );
  });

  it("sends a body that starts with @ through the parameter data, written \\@", async () => {
    expect((await options("POST /x", "data=\\@home")).body).toBe("@home");
  });

  it("reports a file that cannot be read, with the reason", async () => {
    expect(await failure(["-d", "@missing.txt", RAW])).toBe(
      '--data: cannot read the file "missing.txt": ENOENT: no such file or directory',
    );
  });

  it("reports stdin that cannot be read", async () => {
    expect(await failure(["-d", "@-", RAW])).toBe("--data: cannot read stdin: stdin is closed");
  });

  it("reports a lone @ without reading anything", async () => {
    expect(await failure(["-d", "@", RAW])).toBe(
      '--data "@" needs a file name after "@" (or @- to read stdin)',
    );
  });

  it("reports --data without a value", async () => {
    expect(await failure([RAW, "--data"])).toMatch(/^option "--data" needs a value/);
  });
});

describe("run: a bare @FILE argument", () => {
  it("names -d @FILE, which the command takes, and not gh api's --input, which it does not", async () => {
    const issue = ["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r"];
    const message = await failure([...issue, "@issue.json"]);
    expect(message).toBe(
      'a parameter must be name=value or name:=json, got "@issue.json"; for the body from a file, write -d "@issue.json" (as curl\'s -d @FILE)',
    );
    expect(message).not.toMatch(/--input/);
    // What the hint says runs, and --input does not.
    const files = { "issue.json": '{"title":"Hi"}' };
    const result = await runWith([...issue, "-d", "@issue.json"], { files });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).body).toBe('{"title":"Hi"}');
    expect(await failure([...issue, "--input", "issue.json"])).toMatch(
      /^unknown option "--input" /,
    );
  });

  it("adds no hint to a lone @ or an argument that only holds one", async () => {
    expect(await failure(["GET /x", "@"])).toBe(
      'a parameter must be name=value or name:=json, got "@"',
    );
    expect(await failure(["GET /x", "a@b"])).toBe(
      'a parameter must be name=value or name:=json, got "a@b"',
    );
  });
});
