import { describe, expect, it } from "vitest";
import { bodyBytes, bodyText } from "../../src/cli/body-text.js";

describe("bodyText and bodyBytes", () => {
  it("reads bytes one character a byte, and gives them back as they are", () => {
    const bytes = new Uint8Array([0x41, 0xff]);
    expect(bodyText(bytes)).toBe("A\u00ff");
    expect(bodyBytes(bytes)).toBe(bytes);
    expect(bodyBytes("é")).toStrictEqual(new Uint8Array([0xc3, 0xa9]));
    expect(bodyText(undefined)).toBeUndefined();
  });
});
