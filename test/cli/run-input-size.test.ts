import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/cli-io.js";
import { DEFAULT_MAX_INPUT_SIZE, maxInputSize, readData } from "../../src/cli/data-input.js";
import { readAtMost } from "../../src/cli/node-io.js";
import { run } from "../../src/cli/run.js";

// Files and stdin are read in chunks up to a limit, --max-input-size (10 MiB by default): an
// endless input (/dev/zero) or a too large one is an error with exit status 2, found after
// one byte more than the limit, never by reading the whole input.

/** An endless source of zero bytes in chunks of `size`, which counts the chunks it gave. */
function endless(size = 4096) {
  const source = {
    pulled: 0,
    async *[Symbol.asyncIterator]() {
      for (;;) {
        source.pulled++;
        yield new Uint8Array(size);
      }
    },
  };
  return source;
}

/** An in-memory io whose every file and stdin are endless, read as the real io reads them. */
function endlessIo() {
  const asked: number[] = [];
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    stdout: { write: (chunk) => (stdout += String(chunk)) },
    stderr: { write: (text) => (stderr += String(text)) },
    env: {},
    readStdin: (maxBytes) => {
      asked.push(maxBytes);
      return readAtMost(endless(), maxBytes);
    },
    readFile: (_path, maxBytes) => {
      asked.push(maxBytes);
      return readAtMost(endless(), maxBytes);
    },
  };
  return { io, asked, out: () => ({ stdout, stderr }) };
}

describe("readAtMost", () => {
  it("stops an endless stream after one byte more than the limit, pulling no chunk more", async () => {
    const source = endless(4096);
    const bytes = await readAtMost(source, 10_000);
    expect(bytes.length).toBe(10_001);
    // 10,001 bytes are in the third chunk of 4,096: no fourth is asked for.
    expect(source.pulled).toBe(3);
  });

  it("gives a stream that ends within the limit whole", async () => {
    async function* chunks() {
      yield new Uint8Array([1, 2]);
      yield "é";
    }
    expect([...(await readAtMost(chunks(), 4))]).toEqual([1, 2, 0xc3, 0xa9]);
  });
});

describe("maxInputSize", () => {
  it("is 10 MiB by default, and a whole number of bytes from the option", () => {
    expect(maxInputSize(undefined)).toBe(10 * 1024 * 1024);
    expect(DEFAULT_MAX_INPUT_SIZE).toBe(10_485_760);
    expect(maxInputSize("1")).toBe(1);
    expect(maxInputSize("52428800")).toBe(52_428_800);
  });

  it("refuses anything but a positive whole number of bytes", () => {
    for (const value of ["0", "", "-1", "1.5", "10M", " 5", "1e6", "9".repeat(16)]) {
      expect(() => maxInputSize(value), value).toThrow(
        /^--max-input-size expects a number of bytes, such as 52428800 for 50 MiB, got "/,
      );
    }
  });
});

describe("readData with a limit", () => {
  const io = (content: Uint8Array | string) => ({
    readFile: () => content,
    readStdin: () => content,
  });

  it("takes an input of exactly the limit, and refuses one byte more", async () => {
    expect(await readData("@f", io("a".repeat(5)), "--data", 5)).toBe("aaaaa");
    // The limit counts bytes: "é" is two.
    await expect(readData("@f", io("aaaé"), "--data", 4)).rejects.toThrow(
      '--data: the file "f" holds more than 4 bytes, the most the command reads; give --max-input-size BYTES to read more',
    );
    await expect(readData("@-", io(new Uint8Array(6)), "--data", 5)).rejects.toThrow(
      "--data: stdin holds more than 5 bytes",
    );
  });
});

describe("run: endless and too large inputs", () => {
  const CASES: [string, string[], string][] = [
    [
      "a parameter from a file",
      ["POST /repos/o/r/issues", "title=@/dev/zero"],
      'title=@/dev/zero: the file "/dev/zero" holds more than',
    ],
    [
      "a JSON parameter from a file",
      ["POST /repos/o/r/issues", "labels:=@/dev/zero"],
      'labels:=@/dev/zero: the file "/dev/zero" holds more than',
    ],
    ["-F", ["POST /x", "-F", "x=@/dev/zero"], '-F: the file "/dev/zero" holds more than'],
    ["--data @FILE", ["POST /x", "--data", "@/dev/zero"], '--data: the file "/dev/zero" holds'],
    ["--data @-", ["POST /x", "--data", "@-"], "--data: stdin holds more than"],
    ["data=@FILE", ["POST /x", "data=@/dev/zero"], 'data=@/dev/zero: the file "/dev/zero"'],
  ];

  it.each(CASES)(
    "%s is an error with exit status 2 at the default limit",
    async (_c, argv, says) => {
      const { io, asked, out } = endlessIo();
      expect(await run(argv, io)).toBe(2);
      expect(asked).toEqual([DEFAULT_MAX_INPUT_SIZE]);
      const { stdout, stderr } = out();
      expect(stdout).toBe("");
      expect(stderr).toContain(`restbuild: ${says}`);
      expect(stderr).toContain(
        `holds more than ${DEFAULT_MAX_INPUT_SIZE} bytes, the most the command reads; give --max-input-size BYTES to read more\n`,
      );
    },
  );

  it("reads up to --max-input-size, and a file within it whole", async () => {
    const { io, asked } = endlessIo();
    expect(await run(["--max-input-size", "100", "POST /x", "--data", "@-"], io)).toBe(2);
    expect(asked).toEqual([100]);
    let stdout = "";
    const small: CliIo = {
      stdout: { write: (chunk) => (stdout += String(chunk)) },
      stderr: { write: () => undefined },
      env: {},
      readStdin: () => "",
      readFile: () => "0123456789",
    };
    expect(await run(["--max-input-size", "10", "POST /x", "title=@notes.txt"], small)).toBe(0);
    expect(JSON.parse(stdout).body).toEqual({ title: "0123456789" });
    expect(await run(["--max-input-size", "9", "POST /x", "title=@notes.txt"], small)).toBe(2);
  });

  it("refuses a --max-input-size that is no number of bytes before reading anything", async () => {
    const { io, asked, out } = endlessIo();
    expect(await run(["--max-input-size", "10MB", "POST /x", "--data", "@-"], io)).toBe(2);
    expect(asked).toEqual([]);
    expect(out().stderr).toBe(
      'restbuild: --max-input-size expects a number of bytes, such as 52428800 for 50 MiB, got "10MB"\n',
    );
  });
});
