import { execFile } from "node:child_process";
import { accessSync, constants, readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type Options } from "tsup";
import { beforeAll, describe, expect, it } from "vitest";
import tsupConfig from "../../tsup.config.js";

// These tests run the command that npm installs: the built dist/cli.js, in a real process.

const root = fileURLToPath(new URL("../../", import.meta.url));
const cliPath = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const packageJson = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
const { version } = JSON.parse(packageJson) as { version: string };

function newestSourceTime(): number {
  const sources = readdirSync(new URL("../../src/", import.meta.url), { recursive: true })
    .map((name) => fileURLToPath(new URL(`../../src/${name}`, import.meta.url)))
    .concat([`${root}package.json`, `${root}tsup.config.ts`]);
  return Math.max(...sources.map((path) => statSync(path).mtimeMs));
}

function isStale(): boolean {
  try {
    return statSync(cliPath).mtimeMs < newestSourceTime();
  } catch {
    return true;
  }
}

/**
 * Builds dist/cli.js with the CLI entry of tsup.config.ts, and only that entry: a full
 * `npm run build` deletes dist, which other test files may be reading at the same moment.
 */
async function buildCli(): Promise<void> {
  const configs = (Array.isArray(tsupConfig) ? tsupConfig : [tsupConfig]) as Options[];
  const cliConfig = configs.find(
    (config) =>
      typeof config.entry === "object" && !Array.isArray(config.entry) && "cli" in config.entry,
  );
  if (cliConfig === undefined) throw new Error("tsup.config.ts has no entry named cli");
  await build({ ...cliConfig, config: false, silent: true });
}

interface Outcome {
  status: number;
  stdout: string;
  stderr: string;
}

function runFile(file: string, args: readonly string[], env = childEnv()): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd: root, env, timeout: 10_000 }, (error, stdout, stderr) => {
      if (error !== null && typeof error.code !== "number") {
        reject(error);
        return;
      }
      resolve({ status: error === null ? 0 : (error.code as number), stdout, stderr });
    });
  });
}

/** The test runner's own NODE_OPTIONS would load its hooks into the child too. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  return { ...env, ...extra };
}

function restbuild(...args: string[]): Promise<Outcome> {
  return runFile(process.execPath, [cliPath, ...args]);
}

beforeAll(async () => {
  if (isStale()) await buildCli();
  expect(isStale()).toBe(false);
}, 60_000);

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
    const examples = help
      .slice(
        help.indexOf("Examples:\n") + "Examples:\n".length,
        help.indexOf("\n\n", help.indexOf("Examples:")),
      )
      .replace(/\\\n\s*/g, "")
      .split("\n")
      .map((line) => line.trim());
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const example of examples) {
      expect(example).toMatch(/^restbuild /);
      const command = `"${process.execPath}" "${cliPath}" ${example.slice("restbuild ".length)}`;
      const result = await runFile("/bin/sh", ["-c", command], childEnv({ GITHUB_TOKEN: "t0ken" }));
      expect(result, example).toMatchObject({ status: 0, stderr: "" });
      const printed = JSON.parse(result.stdout) as { url: string };
      expect(printed.url).toMatch(/^https:\/\//);
    }
  });

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
