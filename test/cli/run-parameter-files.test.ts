import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { failure, runWith } from "./support/fake-io.js";

// httpie's file forms: name=@FILE is the file's text, name:=@FILE its JSON.

describe("run: parameters read from files", () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), "restbuild-files-"));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  /** Runs the command with the real file system, for files in the temporary directory. */
  async function runOnDisk(argv: string[]) {
    let stdout = "";
    let stderr = "";
    const status = await run(argv, {
      stdout: { write: (text: string | Uint8Array) => (stdout += String(text)) },
      stderr: { write: (text: string) => (stderr += text) },
      env: {},
      readStdin: async () => new Uint8Array(),
      readFile: (path) => readFile(path),
    });
    return { status, stdout, stderr };
  }

  it("reads name=@FILE as text and name:=@FILE as JSON", async () => {
    const notes = join(directory, "notes.md");
    const labels = join(directory, "labels.json");
    writeFileSync(notes, "# Notes\n\nline 2 é\n");
    writeFileSync(labels, '["bug", {"n": 1}]\n');
    const result = await runOnDisk(["POST /x", `body=@${notes}`, `labels:=@${labels}`]);
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout).body).toEqual({
      body: "# Notes\n\nline 2 é\n",
      labels: ["bug", { n: 1 }],
    });
  });

  it("fills a placeholder and the query from files too", async () => {
    const result = await runWith(
      ["GET /people/{username}", "username=@u.txt", "per_page:=@n.json"],
      {
        files: { "u.txt": "octocat", "n.json": "5" },
      },
    );
    expect(JSON.parse(result.stdout).url).toBe("https://api.github.com/people/octocat?per_page=5");
  });

  it("writes name=\\@text as the text @text, reading no file", async () => {
    const result = await runWith(["POST /x", "body=\\@octocat please look"]);
    expect(result.reads.files).toEqual([]);
    expect(JSON.parse(result.stdout).body).toEqual({ body: "@octocat please look" });
  });

  it("names the file that cannot be read, and says how to send text that starts with @", async () => {
    expect(await failure(["POST /x", "body=@missing.md"])).toBe(
      'body=@missing.md: cannot read the file "missing.md": ENOENT: no such file or directory (for text that starts with "@", write "body=\\\\@missing.md")',
    );
    expect(await failure(["POST /x", "labels:=@missing.json"])).toBe(
      'labels:=@missing.json: cannot read the file "missing.json": ENOENT: no such file or directory',
    );
  });

  it("names the file that holds no JSON, or no UTF-8 text", async () => {
    const files = { "l.json": "[bug]", "b.bin": new Uint8Array([0xff, 0x00]) };
    expect(await failure(["POST /x", "labels:=@l.json"], 2, { files })).toMatch(
      /^labels:=@l\.json: the file "l\.json" holds no JSON: /,
    );
    expect(await failure(["POST /x", "a=@b.bin"], 2, { files })).toBe(
      'a=@b.bin: the file "b.bin" is not UTF-8 text; send bytes with --data @FILE',
    );
  });

  it("reads no file before every argument is checked", async () => {
    const result = await runWith(["POST /x", "body=@notes.md", "bad"], {
      files: { "notes.md": "x" },
    });
    expect(result.status).toBe(2);
    expect(result.reads.files).toEqual([]);
  });
});
