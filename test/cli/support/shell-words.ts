import { execFileSync } from "node:child_process";

/**
 * Splits a command line into words the way a POSIX shell does, by letting /bin/sh run it
 * with printf in place of the program: printf prints every word followed by a NUL.
 */
export function shellWords(commandLine: string): string[] {
  const printed = execFileSync("/bin/sh", ["-c", `printf '%s\\0' ${commandLine}`], {
    encoding: "utf8",
    env: {},
  });
  const words = printed.split("\0");
  words.pop(); // the part after the last NUL is empty
  return words;
}
