import { describe, expect, it } from "vitest";
import { compileTemplate, isRestbuildError } from "../../src/index.js";
import { isReservedOperator, operatorFor } from "../../src/template/operators.js";
import { codeOf } from "../support/code-of.js";

describe("isReservedOperator", () => {
  it("is true for each character RFC 6570 reserves for future operators", () => {
    for (const char of ["=", ",", "!", "@", "|"]) expect(isReservedOperator(char), char).toBe(true);
  });

  it("is false for the operators, for other characters, and for anything but one character", () => {
    for (const char of ["+", "#", ".", "/", ";", "?", "&", "a", "$", "(", ""]) {
      expect(isReservedOperator(char), char).toBe(false);
    }
    for (const text of ["=,", "!@", "@|", "=,!@|", "==", "a="]) {
      expect(isReservedOperator(text), text).toBe(false);
    }
  });

  it("makes compileTemplate() refuse an expression that starts with one", () => {
    for (const char of ["=", ",", "!", "@", "|"]) {
      expect(
        codeOf(() => compileTemplate(`/x/{${char}a}`)),
        char,
      ).toBe("INVALID_TEMPLATE");
    }
    let message = "";
    try {
      compileTemplate("/x/{!a}");
    } catch (error) {
      if (isRestbuildError(error)) message = error.message;
    }
    expect(message).toBe(`invalid URI template "/x/{!a}" at position 4: operator '!' is reserved`);
  });
});

describe("operatorFor", () => {
  it("knows the seven operators and nothing else", () => {
    for (const char of ["+", "#", ".", "/", ";", "?", "&"]) {
      expect(operatorFor(char)?.char, char).toBe(char);
    }
    for (const char of ["", "=", "a", "toString", "__proto__", "+#"]) {
      expect(operatorFor(char), char).toBe(undefined);
    }
  });
});
