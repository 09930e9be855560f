// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the snippets are source text whose messages are template literals
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { messageOf, withProductionMessages } from "../../scripts/production-messages.js";
import { filesUnder } from "../support/source-files.js";

/** The message argument of each `new RestbuildError(…)` in a module's text, as written. */
function messagesOf(text: string): string[] {
  const source = ts.createSourceFile("module.ts", text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const message = messageOf(node);
    if (message !== undefined) found.push(message.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The one message of a module that throws `message` with a code and a cause. */
function productionMessage(message: string): string {
  const text = `throw new RestbuildError("INVALID_URL", ${message}, { cause });`;
  const rewritten = withProductionMessages(text, "module.ts");
  expect(rewritten.startsWith('throw new RestbuildError("INVALID_URL", ')).toBe(true);
  expect(rewritten.endsWith(", { cause });")).toBe(true);
  return messagesOf(rewritten)[0] as string;
}

describe("the production messages transform", () => {
  it("drops a message of prose only", () => {
    expect(productionMessage('"url must not be empty"')).toBe('""');
  });

  it("keeps the values of a template and the quotes around them, not its words", () => {
    expect(productionMessage("`url ${describeValue(url)} must be a string`")).toBe(
      "`${describeValue(url)}`",
    );
    expect(productionMessage('`header "${name}" holds ${describeValue(value)}`')).toBe(
      '`"${name}", ${describeValue(value)}`',
    );
  });

  it("keeps a space between two values as written, and a name beside its kind", () => {
    expect(productionMessage('`${kind} "${name}" must be text`')).toBe('`${kind} "${name}"`');
  });

  it("drops an interpolation that only chooses between words", () => {
    expect(productionMessage('`needs ${a}${empty ? " (allowed for GET)" : ""}: ${b}`')).toBe(
      "`${a}, ${b}`",
    );
  });

  it("rewrites each message of a choice, and keeps a message it cannot split", () => {
    expect(productionMessage('plain ? `the path ${p} has "."` : `the path ${p} decodes`')).toBe(
      "(plain ? `${p}` : `${p}`)",
    );
    expect(productionMessage("text")).toBe("text");
  });

  it("leaves a module without errors byte for byte", () => {
    const text = "export const a = `x ${y}`; // RestbuildError\n";
    expect(withProductionMessages(text, "module.ts")).toBe(text);
  });

  it("can shorten every message of the library: each is a string, a template or a choice", () => {
    const unsplit: string[] = [];
    // The command keeps its full messages: it is no part of the production build.
    const library = filesUnder(fileURLToPath(new URL("../../src", import.meta.url))).filter(
      (file) => !/[\\/]cli[\\/]/.test(file),
    );
    for (const file of library) {
      const text = readFileSync(file, "utf8");
      const before = messagesOf(text);
      const after = messagesOf(withProductionMessages(text, file));
      expect(after.length, file).toBe(before.length);
      for (const [index, message] of after.entries()) {
        // Unchanged: a message the transform cannot split into prose and facts.
        if (message === before[index] && message !== '""') unsplit.push(`${file}: ${message}`);
      }
    }
    expect(unsplit).toEqual([]);
  });
});
