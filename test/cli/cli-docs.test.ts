import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runWith } from "./support/fake-io.js";
import { shellWords } from "./support/shell-words.js";

// Every `console` block of docs/cli.md holds commands (`$ restbuild ...`, or
// `$ printf ... | restbuild ...`) each followed by what it prints. This test runs them.

const guide = readFileSync(new URL("../../docs/cli.md", import.meta.url), "utf8");
const packageJson = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
const { version } = JSON.parse(packageJson) as { version: string };
const TOKEN = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";

interface Example {
  command: string;
  printed: string;
}

function examples(markdown: string): Example[] {
  const blocks = [...markdown.matchAll(/^```console\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? "");
  return blocks.flatMap((block) =>
    block
      .split(/^\$ /m)
      .slice(1)
      .map((part) => {
        const newline = part.indexOf("\n");
        return { command: part.slice(0, newline), printed: part.slice(newline + 1) };
      }),
  );
}

/** Runs one documented command with run() and returns stdout and stderr together. */
async function printedBy(command: string): Promise<string> {
  const pipe = command.lastIndexOf(" | restbuild ");
  const stdin =
    pipe === -1
      ? undefined
      : execFileSync("/bin/sh", ["-c", command.slice(0, pipe)], { encoding: "utf8" });
  const words = shellWords(pipe === -1 ? command : command.slice(pipe + " | ".length));
  expect(words[0]).toBe("restbuild");
  const result = await runWith(words.slice(1), {
    env: { GITHUB_TOKEN: TOKEN },
    ...(stdin === undefined ? {} : { stdin }),
  });
  expect(result.status === 0 ? result.stderr : result.stdout).toBe("");
  return result.stdout + result.stderr;
}

describe("docs/cli.md", () => {
  const all = examples(guide);

  it("has console examples for every output format, the body, tokens and errors", () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
    const commands = all.map((example) => example.command).join("\n");
    for (const needle of ["--format curl", "--format fetch", "--format http", "-d @-"]) {
      expect(commands).toContain(needle);
    }
    expect(commands).toContain("--token-env");
    expect(commands).toContain("--preview");
  });

  it.each(all)("prints what it shows for: $command", async ({ command, printed }) => {
    // The http format ends its lines with CRLF and the body without a line break; markdown
    // shows neither. The user-agent carries the current version.
    const actual = (await printedBy(command)).replaceAll("\r\n", "\n");
    const shown = printed.replace(
      /restbuild-endpoint\.js\/[0-9][^\s"']*/g,
      `restbuild-endpoint.js/${version}`,
    );
    expect(actual.endsWith("\n") ? actual : `${actual}\n`).toBe(shown);
  });

  it("never shows the documented token in full", async () => {
    for (const { command } of all) {
      if (command.includes("--token-env")) expect(await printedBy(command)).not.toContain(TOKEN);
    }
  });
});
