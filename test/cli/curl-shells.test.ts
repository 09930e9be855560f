import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCurl } from "../../src/cli/format-curl.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { runWith } from "./support/fake-io.js";
import {
  headerBytes,
  type RawCaptureServer,
  startRawCaptureServer,
} from "./support/raw-capture-server.js";
import { curlPath, runIn } from "./support/shell-run.js";

// The curl format's command, run as printed by bash and by dash with the real curl, delivers
// the body and the headers byte for byte, whatever they hold: a leading "-" (which printf
// would read as an option), controls, quotes, backslashes, "%", text beyond ASCII.

const SEED = 20_261_126;
const SHELLS = ["/usr/bin/bash", "/usr/bin/dash"] as const;

const char = fc.oneof(
  fc.constantFrom("\u0001", "\u0007", "\u001b", "\u007f", "\u009b", "\u202e", "\u2066", "\u200f"),
  fc.constantFrom("-", "'", '"', "\\", "%", "%s", "$HOME", "`", " ", "\t", "é", "€", "😀"),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }),
);
const text = fc.array(char, { maxLength: 12 }).map((chars) => chars.join(""));
/** Mostly text that starts with "-"; the body may also hold CR, LF and NUL. */
const body = fc.oneof(
  text.map((rest) => `-${rest}`),
  fc.tuple(text, fc.constantFrom("\r", "\n", "\0", "")).map(([rest, end]) => `-${rest}${end}`),
  text.filter((value) => !value.startsWith("@")),
);
// A header name may start with "-"; the library refuses CR, LF and NUL in a value, and the
// command drops spaces and tabs around it, so the value here ends with a visible character.
const headerName = fc.stringMatching(/^-[a-z0-9-]{0,6}$/);
const headerValue = text.map((value) => `${value}.`);

interface PrintedOptions {
  headers: Record<string, string>;
  body?: string;
}

describe.skipIf(curlPath() === undefined)("curl output run by bash and dash", () => {
  // Raw bytes: Node's HTTP parser answers 400 to a header value with a control character.
  let server: RawCaptureServer;
  beforeAll(async () => {
    server = await startRawCaptureServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("writes a leading - of a printf format as \\055, so printf never reads it as an option", () => {
    const line = formatCurl({
      method: "post",
      url: "https://a.example/x",
      headers: { "-x": "\u001b" },
      body: "-\u001b",
    });
    expect(line).toBe(
      "printf '\\055\\033' | curl -X POST 'https://a.example/x' -H \"$(printf '\\055x: \\033')\" -H 'content-type:' --data-binary @-\n",
    );
  });

  it.each(SHELLS)(
    "%s delivers the header and body bytes of every generated value",
    async (shell) => {
      await fc.assert(
        fc.asyncProperty(body, headerName, headerValue, async (data, name, value) => {
          const header = `--header=${name}: ${value}`;
          const argv = ["--base-url", server.origin, "POST /x", `--data=${data}`, header];
          const json = await runWith(argv);
          expect(json.status, json.stderr).toBe(0);
          const sent = JSON.parse(json.stdout) as PrintedOptions;
          const curl = await runWith(["--format", "curl", ...argv]);
          const before = server.requests.length;
          await runIn(shell, curl.stdout);
          const received = server.requests.slice(before);
          expect(received, curl.stdout).toHaveLength(1);
          const request = received[0];
          expect(request?.body, curl.stdout).toEqual(Buffer.from(sent.body ?? "", "utf8"));
          const arrived = headerBytes(request?.head ?? Buffer.alloc(0), name);
          expect(arrived, curl.stdout).toEqual(Buffer.from(sent.headers[name] ?? "", "utf8"));
        }),
        { seed: SEED, numRuns: fuzzRuns(60) },
      );
    },
    120_000,
  );
});
