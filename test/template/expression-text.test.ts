import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileProgram } from "../../src/template/compile-template.js";
import { expressionText } from "../../src/template/expression-text.js";
import type { TemplateExpression } from "../../src/template/template-program.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

const expressions = (template: string) =>
  compileProgram(template).parts.filter(
    (part): part is TemplateExpression => typeof part !== "string",
  );

describe("expressionText: an expression as the template writes it", () => {
  it("writes the operator, the variables and their modifiers in braces", () => {
    expect(expressions("/x{?a,b*,c:3}{/d}{e}").map(expressionText)).toEqual([
      "{?a,b*,c:3}",
      "{/d}",
      "{e}",
    ]);
  });

  it("gives back the text of every expression of a template", () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
    const modifier = fc.constantFrom("", "*", ":1", ":30");
    const variable = fc.tuple(name, modifier).map(([text, mod]) => text + mod);
    const expression = fc
      .tuple(
        fc.constantFrom("", "+", "#", ".", "/", ";", "?", "&"),
        fc.array(variable, { minLength: 1, maxLength: 3 }),
      )
      .map(([operator, variables]) => `{${operator}${variables.join(",")}}`);
    fc.assert(
      fc.property(fc.array(expression, { minLength: 1, maxLength: 4 }), (written) => {
        expect(expressions(`/r${written.join("/")}`).map(expressionText)).toEqual(written);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});
