import type { CliIo } from "./cli-io.js";
import { quote, UsageError } from "./usage-error.js";

/**
 * The body for `--data VALUE`, as curl reads `-d`: `@-` is all of standard input, `@FILE`
 * the file's text, anything else the text itself. A body that starts with `@` can be given
 * as the parameter `data=@...` instead.
 *
 * @throws {@link UsageError} for a lone `@`, or when the file or stdin cannot be read.
 *
 * @example
 * ```ts
 * await readData("Hello", io); // "Hello"
 * await readData("@README.md", io); // io.readFile("README.md")
 * await readData("@-", io); // io.readStdin()
 * ```
 */
export async function readData(
  value: string,
  io: Pick<CliIo, "readFile" | "readStdin">,
  option = "--data",
): Promise<string> {
  if (!value.startsWith("@")) return value;
  const path = value.slice(1);
  if (path === "") {
    throw new UsageError(`${option} "@" needs a file name after "@" (or @- to read stdin)`);
  }
  try {
    return path === "-" ? await io.readStdin() : await io.readFile(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const source = path === "-" ? "stdin" : `the file ${quote(path)}`;
    throw new UsageError(`${option}: cannot read ${source}: ${reason}`);
  }
}
