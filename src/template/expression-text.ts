import type { TemplateExpression } from "./template-program.js";

/**
 * An expression as a template writes it, for a message: its operator and its variables with
 * their modifiers, in braces.
 *
 * @example
 * ```ts
 * expressionText(compileProgram("/x{?a,b*,c:3}").parts[1]); // "{?a,b*,c:3}"
 * ```
 */
export function expressionText(expression: TemplateExpression): string {
  const variables = expression.variables.map(
    ({ name, explode, maxLength }) =>
      `${name}${explode ? "*" : maxLength > 0 ? `:${maxLength}` : ""}`,
  );
  return `{${expression.operator.char}${variables.join(",")}}`;
}
