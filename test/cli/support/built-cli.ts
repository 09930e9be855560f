import { execFile } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type Options } from "tsup";
import tsupConfig from "../../../tsup.config.js";

// Helpers to run the command that npm installs: the built dist/cli.js, in a real process.

export const root = fileURLToPath(new URL("../../../", import.meta.url));
export const cliPath = fileURLToPath(new URL("../../../dist/cli.js", import.meta.url));
const packageJson = readFileSync(new URL("../../../package.json", import.meta.url), "utf8");
export const { version } = JSON.parse(packageJson) as { version: string };

function newestSourceTime(): number {
  const sources = readdirSync(`${root}src`, { recursive: true })
    .map((name) => `${root}src/${String(name)}`)
    .concat([`${root}package.json`, `${root}tsup.config.ts`]);
  return Math.max(...sources.map((path) => statSync(path).mtimeMs));
}

/** Whether dist/cli.js is missing or older than a source file. */
export function isStale(): boolean {
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
export async function buildCli(): Promise<void> {
  const configs = (Array.isArray(tsupConfig) ? tsupConfig : [tsupConfig]) as Options[];
  const cliConfig = configs.find(
    (config) =>
      typeof config.entry === "object" && !Array.isArray(config.entry) && "cli" in config.entry,
  );
  if (cliConfig === undefined) throw new Error("tsup.config.ts has no entry named cli");
  await build({ ...cliConfig, config: false, silent: true });
}

export interface Outcome {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * The test runner's own NODE_OPTIONS would load its hooks into the child too, and a GH_HOST
 * of the machine would send the command's requests to another host.
 */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _ignored, GH_HOST: _host, ...env } = process.env;
  return { ...env, ...extra };
}

/** How a child is run: its environment, its stdin, and `buffer` to keep stdout as bytes. */
export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  input?: string | Buffer;
  /** With "buffer", stdout and stderr are Buffers (typed as strings; cast them). */
  encoding?: "utf8" | "buffer";
}

/** Runs a file with arguments; stdin receives `input` and is then closed. */
export function runFile(
  file: string,
  args: readonly string[],
  { env = childEnv(), input = "", encoding = "utf8" }: RunOptions = {},
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      file,
      args,
      // The limit only stops a child that hangs: on a busy machine one took more than ten seconds.
      { cwd: root, env, timeout: 120_000, encoding: encoding as BufferEncoding },
      (error, stdout, stderr) => {
        if (error !== null && typeof error.code !== "number") {
          reject(error);
          return;
        }
        resolve({
          status: error === null ? 0 : (error.code as number),
          stdout: stdout as string,
          stderr: stderr as string,
        });
      },
    );
    // A child that exits without reading its stdin closes the pipe; that is not a failure.
    child.stdin?.on("error", () => {});
    child.stdin?.end(input);
  });
}

/** Runs `node dist/cli.js ...args`. */
export function restbuild(args: readonly string[], options: RunOptions = {}): Promise<Outcome> {
  return runFile(process.execPath, [cliPath, ...args], options);
}
