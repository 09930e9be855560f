import { describe, expect, it } from "vitest";
import { readData, readTextFile } from "../../src/cli/data-input.js";
import { UsageError } from "../../src/cli/usage-error.js";

const failing = (error: unknown) => ({
  readFile: () => {
    throw error;
  },
  readStdin: () => {
    throw error;
  },
});

async function message(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UsageError);
  return (error as UsageError).message;
}

describe("readData: what cannot be read", () => {
  it("says why, with the part of a system error before its comma", async () => {
    const enoent = Object.assign(new Error("ENOENT: no such file or directory, open 'x'"), {
      code: "ENOENT",
    });
    expect(await message(readData("@x", failing(enoent)))).toBe(
      `--data: cannot read the file "x": ENOENT: no such file or directory`,
    );
    expect(await message(readData("@x", failing(new Error("first, second"))))).toBe(
      `--data: cannot read the file "x": first, second`,
    );
    expect(await message(readData("@-", failing(null)))).toBe("--data: cannot read stdin: null");
  });

  it("cuts the reason at 120 characters", async () => {
    expect(await message(readData("@x", failing(new Error("z".repeat(200)))))).toBe(
      `--data: cannot read the file "x": ${"z".repeat(120)}`,
    );
  });
});

describe("readData: bytes", () => {
  const io = (content: Uint8Array) => ({ readFile: () => content, readStdin: () => content });

  it("gives UTF-8 bytes as text, a byte order mark kept", async () => {
    expect(await readData("@x", io(new Uint8Array([0xef, 0xbb, 0xbf, 0x48, 0x69])))).toBe(
      "\ufeffHi",
    );
  });

  it("keeps other bytes as bytes, with the file they came from", async () => {
    const bytes = new Uint8Array([0xff, 0x00]);
    expect(await readData("@x.bin", io(bytes))).toStrictEqual({ bytes, file: "x.bin" });
    expect(await readData("@-", io(bytes))).toStrictEqual({ bytes });
  });
});

describe("readTextFile", () => {
  it("refuses stdin for a parameter, naming the argument", async () => {
    const io = failing(new Error("not read"));
    expect(await message(readTextFile("-", io))).toBe(
      "-F: a parameter does not read stdin; give a file name",
    );
    expect(await message(readTextFile("-", io, "a=@-"))).toBe(
      "a=@-: a parameter does not read stdin; give a file name",
    );
  });
});
