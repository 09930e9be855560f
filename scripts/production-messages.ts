import { readFile } from "node:fs/promises";
import type { Options } from "tsup";
import ts from "typescript";

type Plugin = NonNullable<Options["esbuildPlugins"]>[number];

/** One replacement in a source text: the characters from `start` to `end` become `text`. */
interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Between two facts of a production message. */
const SEPARATOR = ", ";

/**
 * The facts of a message: its interpolated values, without the prose around them. A template
 * literal keeps each `${value}` (and a `"` written directly around one, as in `"${name}"`); an
 * interpolation that can only give literal text (a string, or a choice between two) is prose
 * and goes; a plain string is all prose; a choice between two messages keeps the facts of each;
 * anything else (a variable, a call) is kept whole, as nothing says which part is prose.
 */
export function factsOf(message: ts.Expression, source: ts.SourceFile): string {
  if (ts.isParenthesizedExpression(message)) return factsOf(message.expression, source);
  if (ts.isStringLiteral(message) || ts.isNoSubstitutionTemplateLiteral(message)) return '""';
  if (ts.isConditionalExpression(message)) {
    const condition = message.condition.getText(source);
    return `(${condition} ? ${factsOf(message.whenTrue, source)} : ${factsOf(message.whenFalse, source)})`;
  }
  if (!ts.isTemplateExpression(message)) return message.getText(source);
  let facts = "";
  // The literal text since the last fact kept, or undefined before the first: only spaces
  // there stay as written (`${kind} "${name}"`), anything else becomes the separator.
  let gap: string | undefined;
  let literal = message.head.text;
  for (const span of message.templateSpans) {
    const after = span.literal.text;
    const quoted = literal.endsWith('"') && after.startsWith('"');
    if (isProse(span.expression)) {
      if (gap !== undefined) gap += `${literal}\0`;
      literal = after;
      continue;
    }
    if (gap !== undefined) {
      const between = gap + (quoted ? literal.slice(0, -1) : literal);
      facts += /^ +$/.test(between) ? " " : SEPARATOR;
    }
    const value = `\${${span.expression.getText(source)}}`;
    facts += quoted ? `"${value}"` : value;
    gap = "";
    // A quote around the value is written with it.
    literal = quoted ? after.slice(1) : after;
  }
  return `\`${facts}\``;
}

/** Whether an interpolated expression can only give literal text: prose, not a fact. */
function isProse(expression: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(expression)) return isProse(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return true;
  }
  return (
    ts.isConditionalExpression(expression) &&
    isProse(expression.whenTrue) &&
    isProse(expression.whenFalse)
  );
}

/** The message argument of `new RestbuildError(code, message, …)`; undefined for any other node. */
export function messageOf(node: ts.Node): ts.Expression | undefined {
  if (
    ts.isNewExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === "RestbuildError"
  ) {
    return node.arguments?.[1];
  }
  return undefined;
}

/**
 * A module's text with the message of every `new RestbuildError(code, message, …)` replaced by
 * its facts ({@link factsOf}); the code and any options stay as written.
 */
export function withProductionMessages(text: string, fileName: string): string {
  if (!text.includes("RestbuildError(")) return text;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    const message = messageOf(node);
    if (message !== undefined) {
      edits.push({
        start: message.getStart(source),
        end: message.getEnd(),
        text: factsOf(message, source),
      });
      // A message holds no error of its own to rewrite: no need to look inside.
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = text;
  for (const edit of edits.sort((first, second) => second.start - first.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

/**
 * The production build's messages: every error keeps its code and its facts (the names and
 * values its message interpolates) and drops the prose, which the docs page of the code says
 * (src/errors.ts adds the code and the link when `__RESTBUILD_PRODUCTION__` is true). The
 * sources keep their full messages, which the development build, the command and the tests
 * use.
 *
 * Written by hand over the TypeScript syntax tree rather than with a Babel or SWC plugin: the
 * rewrite is one kind of node, the compiler is already a dependency, and editing the text at
 * the node's positions leaves everything else byte for byte as it was.
 */
export const productionMessages: Plugin = {
  name: "production-messages",
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async ({ path }) => ({
      contents: withProductionMessages(await readFile(path, "utf8"), path),
      loader: "ts",
    }));
  },
};
