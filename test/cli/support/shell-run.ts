import { execFile, execFileSync } from "node:child_process";

/** Where curl is, or undefined: the tests install nothing, and skip without it. */
export function curlPath(): string | undefined {
  try {
    return execFileSync("sh", ["-c", "command -v curl"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs a command line in a shell without proxy settings, so curl talks to 127.0.0.1; resolves
 * with its stderr, rejects when it fails or runs past 10 seconds.
 */
export function runIn(shell: string, commandLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      shell,
      ["-c", commandLine],
      // The limit only stops a shell that hangs: on a busy machine a start can take seconds.
      { env: { PATH: "/usr/bin:/bin" }, timeout: 120_000 },
      (error, _stdout, stderr) =>
        error === null ? resolve(stderr) : reject(new Error(`${error.message}\n${stderr}`)),
    );
  });
}
