import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTPUT_FORMATS, type OutputFormat } from "../../src/cli/format-output.js";
import { run } from "../../src/cli/run.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { runWith } from "./support/fake-io.js";
import {
  type RawCaptureServer,
  type RawRequest,
  startRawCaptureServer,
} from "./support/raw-capture-server.js";
import { curlPath, runIn } from "./support/shell-run.js";

// Every format of one request, sent to a server on 127.0.0.1, delivers the same bytes: the
// printed curl run by bash, the fetch snippet run by node, the http text written to a socket,
// and the json options given to node's fetch. What arrives is compared byte for byte: the
// request line, the body, and every header the command printed (plus content-type and
// content-length, which a client may add on its own). Headers a client adds that the request
// does not name (connection, accept-encoding, ...) are the client's and are not compared.

const SEED = 20_261_127;

/** Writes raw bytes to the server and waits for its answer. */
function sendRaw(origin: string, bytes: string | Uint8Array): Promise<void> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    // A request the server cannot finish reading (a wrong content-length) fails, not hangs.
    socket.setTimeout(5000, () => socket.destroy(new Error("no answer to the http format")));
    socket.on("data", () => socket.end());
    socket.on("close", () => resolve());
    socket.on("error", reject);
  });
}

/** What the command writes to stdout, as the bytes a terminal or a pipe receives. */
async function printBytes(argv: readonly string[], files: Record<string, Uint8Array>) {
  const chunks: Buffer[] = [];
  let stderr = "";
  const status = await run(argv, {
    stdout: { write: (chunk: string | Uint8Array) => chunks.push(Buffer.from(chunk)) },
    stderr: { write: (text: string) => (stderr += text) },
    env: {},
    readStdin: async () => new Uint8Array(),
    readFile: (path: string) => {
      const bytes = files[path];
      if (bytes === undefined) throw new Error(`no file ${path}`);
      return bytes;
    },
  });
  expect(status, stderr).toBe(0);
  return Buffer.concat(chunks);
}

/** Runs a fetch snippet of the command as the body of an async function, in this process. */
async function runSnippet(snippet: string): Promise<void> {
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    body: string,
  ) => () => Promise<void>;
  await new AsyncFunction(snippet)();
}

interface PrintedOptions {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  bodyEncoding?: "base64";
}

/** Sends the json format as code would: node's fetch with the options' method, headers, body. */
async function sendJson(options: PrintedOptions): Promise<void> {
  const { body } = options;
  const bytes =
    body === undefined
      ? undefined
      : options.bodyEncoding === "base64"
        ? Buffer.from(body as string, "base64")
        : // Bytes, not a string: fetch would add a text/plain content-type of its own.
          Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
  await fetch(options.url, {
    method: options.method.toUpperCase(),
    headers: options.headers,
    ...(bytes === undefined ? {} : { body: bytes }),
  });
}

/** The parts of an arrived request that every format must send alike. */
interface Arrived {
  requestLine: string;
  headers: Record<string, string>;
  body: string;
}

function arrived(request: RawRequest, printed: readonly string[]): Arrived {
  const lines = request.head.toString("latin1").split("\r\n");
  const compared = new Set([...printed, "host", "content-type", "content-length"]);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon === -1) continue;
    const name = line.slice(0, colon).toLowerCase();
    // latin1 keeps every byte as one character: values are compared byte for byte.
    if (compared.has(name)) headers[name] = line.slice(colon + 1).replace(/^[ \t]+/, "");
  }
  // A request without content-length has no body (RFC 9112 section 6.3), so "0" and none
  // are one message: fetch writes "0" for a POST or PUT without a body, curl writes nothing.
  if (headers["content-length"] === "0") delete headers["content-length"];
  return {
    requestLine: lines[0] ?? "",
    headers,
    body: request.body.toString("latin1"),
  };
}

/**
 * How each format is sent, keyed by the format table's names: a format added to the table
 * without a sender here fails to compile.
 */
const SENDERS: Record<OutputFormat, (printed: Buffer, origin: string) => Promise<unknown>> = {
  json: (printed) => sendJson(JSON.parse(printed.toString("utf8")) as PrintedOptions),
  curl: (printed) => runIn("/usr/bin/bash", printed.toString("utf8")),
  fetch: (printed) => runSnippet(printed.toString("utf8")),
  http: (printed, origin) => sendRaw(origin, printed),
};

// Query and path text with the characters encoders disagree on: ' ( ) * ! and beyond ASCII.
const char = fc.oneof(
  fc.constantFrom("'", "(", ")", "*", "!", "~", " ", "+", "&", "=", "/", "?", "#", "%", "[", "]"),
  fc.constantFrom("é", "€", "😀", "ü", "中", ","),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }),
);
const text = fc.array(char, { maxLength: 8 }).map((chars) => chars.join(""));
const queryName = fc.constantFrom("q", "sort", "it's", "a b", "é", "x(1)");
// Header values a client can send as they are: visible ASCII with inner spaces.
const headerValue = fc.stringMatching(/^[!-~]([ !-~]{0,10}[!-~])?$/);

const request = fc.record({
  method: fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"),
  path: text.filter((value) => value !== "" && value !== "." && value !== ".."),
  query: fc.array(fc.tuple(queryName, text), { maxLength: 3 }),
  array: fc.array(text, { maxLength: 3 }),
  header: fc.option(headerValue, { nil: undefined }),
  body: fc.oneof(
    fc.constant({ kind: "none" as const }),
    fc.record({
      kind: fc.constant("text" as const),
      value: text.filter((value) => !value.startsWith("@")),
    }),
    fc.record({ kind: fc.constant("json" as const), value: fc.jsonValue({ maxDepth: 2 }) }),
    fc.record({ kind: fc.constant("bytes" as const), value: fc.uint8Array({ maxLength: 24 }) }),
  ),
});

type Generated = typeof request extends fc.Arbitrary<infer T> ? T : never;

describe.skipIf(curlPath() === undefined)("every format sends the same bytes", () => {
  let server: RawCaptureServer;
  let directory: string;
  beforeAll(async () => {
    server = await startRawCaptureServer();
    directory = mkdtempSync(join(tmpdir(), "restbuild-wire-"));
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  /** The command line of a generated request, and the files it reads. */
  function commandLine(generated: Generated, index: number) {
    const { method, path, query, array, header, body } = generated;
    const argv = ["--base-url", server.origin, `${method} /x/{p}`, `p:=${JSON.stringify(path)}`];
    for (const [name, value] of query) argv.push(`${name}==${value}`);
    for (const value of array) argv.push(`labels[]==${value}`);
    if (header !== undefined) argv.push("-H", `x-note: ${header}`);
    const files: Record<string, Uint8Array> = {};
    const hasBody = method !== "GET" && method !== "HEAD";
    if (hasBody && body.kind === "text") {
      argv.push(`--data=${body.value}`, "-H", "content-type: text/plain");
    } else if (hasBody && body.kind === "json") {
      argv.push(`doc:=${JSON.stringify(body.value)}`);
    } else if (hasBody && body.kind === "bytes") {
      // 0xff is never UTF-8: the file stays bytes.
      const file = join(directory, `body-${index}.bin`);
      const bytes = Uint8Array.from([0xff, ...body.value]);
      writeFileSync(file, bytes);
      files[file] = bytes;
      argv.push(`--data=@${file}`);
    }
    return { argv, files };
  }

  it("every format of the format table delivers one request byte for byte", async () => {
    let index = 0;
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        index++;
        const { argv, files } = commandLine(generated, index);
        const printed = JSON.parse(
          (await printBytes(["--format", "json", ...argv], files)).toString("utf8"),
        ) as PrintedOptions;
        const before = server.requests.length;
        for (const { name } of OUTPUT_FORMATS) {
          await SENDERS[name](await printBytes(["--format", name, ...argv], files), server.origin);
        }
        const received = server.requests.slice(before);
        expect(received).toHaveLength(OUTPUT_FORMATS.length);

        const names = Object.keys(printed.headers);
        const [first, ...others] = received.map((each) => arrived(each, names));
        for (const other of others) expect(other, JSON.stringify(argv)).toEqual(first);
        // And what arrived is what the json format describes.
        const url = new URL(printed.url);
        expect(first?.requestLine).toBe(
          `${printed.method.toUpperCase()} ${url.pathname}${url.search} HTTP/1.1`,
        );
        for (const name of names) {
          expect(first?.headers[name], name).toBe(
            Buffer.from(printed.headers[name] ?? "", "utf8").toString("latin1"),
          );
        }
        if (printed.headers["content-type"] === undefined) {
          expect(first?.headers["content-type"]).toBeUndefined();
        }
      }),
      { seed: SEED, numRuns: fuzzRuns(60) },
    );
  }, 120_000);

  it("sends name==value and name=value of a GET alike, arrays included", async () => {
    const base = ["--base-url", server.origin, "GET /x"];
    const query = await runWith([...base, "q==it's (x)!*", "labels[]==bug", "labels[]==ui"]);
    const params = await runWith([...base, "q=it's (x)!*", "labels[]=bug", "labels[]=ui"]);
    expect(query.stdout).toBe(params.stdout);
    // One encoding of the query, as fetch sends it: "'" is %27 in every format.
    expect(JSON.parse(query.stdout).url).toBe(
      `${server.origin}/x?q=it%27s%20(x)!*&labels=bug%2Cui`,
    );
  });

  it("sends a PUT without a body with content-length 0 and no content-type", async () => {
    const argv = ["--base-url", server.origin, "PUT /x"];
    const before = server.requests.length;
    await runIn("/usr/bin/bash", (await runWith(["--format", "curl", ...argv])).stdout);
    const [put] = server.requests.slice(before);
    const head = put?.head.toString("latin1") ?? "";
    expect(head).toMatch(/\r\ncontent-length: 0\r\n/i);
    expect(head).not.toMatch(/\r\ncontent-type:/i);
  });
});
