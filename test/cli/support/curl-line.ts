import { execFileSync } from "node:child_process";

/** What a printed curl command line passes to curl: its arguments and its standard input. */
export interface CurlCall {
  args: string[];
  stdin: Buffer;
}

/**
 * Runs a curl command line from the curl format in /bin/sh, with a shell function named curl
 * in place of the program: it prints its argument count, each argument followed by a NUL,
 * then copies its standard input. Nothing is sent anywhere.
 */
export function runCurlLine(line: string): CurlCall {
  const stub = `curl() { printf '%s\\n' "$#"; printf '%s\\0' "$@"; cat; }\n`;
  const printed = execFileSync("/bin/sh", ["-c", `${stub}${line}`], { env: {}, input: "" });
  const newline = printed.indexOf(0x0a);
  const count = Number(printed.subarray(0, newline).toString("latin1"));
  const args: string[] = [];
  let start = newline + 1;
  for (let index = 0; index < count; index++) {
    const end = printed.indexOf(0, start);
    args.push(printed.subarray(start, end).toString("utf8"));
    start = end + 1;
  }
  return { args, stdin: printed.subarray(start) };
}
