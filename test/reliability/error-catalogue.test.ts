import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder, type RestbuildErrorCode } from "../../src/index.js";
import {
  CATALOGUE,
  type CatalogueEntry,
  CLI_CATALOGUE,
  type CliEntry,
  runCli,
} from "./support/error-catalogue.js";
import {
  asyncOutcomeOf,
  describeForeign,
  expectReadableMessage,
  expectValidBuilder,
  expectValidEndpoint,
  expectValidMergedOptions,
  expectValidRequestOptions,
  type Outcome,
  outcomeOf,
} from "./support/outcome.js";

// Every public entry, given bad input, either returns a valid result or throws a
// RestbuildError with the catalogue's code (contract C11). docs/errors.md shows the catalogue
// as a table; `RESTBUILD_WRITE_ERRORS_DOC=1 npx vitest run test/reliability/error-catalogue`
// rewrites that table from the rows below and the messages the library gives today.

const DOC_URL = new URL("../../docs/errors.md", import.meta.url);

/**
 * Every code of RestbuildErrorCode: the compiler fails below when the type gains a code this
 * list lacks, so a new code must be reached by a catalogue row and documented (tests below).
 */
const ERROR_CODES = [
  "INVALID_ROUTE",
  "INVALID_URL",
  "INVALID_BASE_URL",
  "INVALID_HOST",
  "INVALID_METHOD",
  "INVALID_HEADER_NAME",
  "INVALID_HEADER_VALUE",
  "INVALID_TEMPLATE",
  "INVALID_TEMPLATE_VALUE",
  "INVALID_PARAMETER",
  "INVALID_QUERY_VALUE",
  "INVALID_MEDIA_TYPE",
  "INVALID_OPTIONS",
  "PATH_TRAVERSAL",
  "MISSING_URL",
  "MISSING_PARAMETER",
  "INVALID_BODY",
] as const satisfies readonly RestbuildErrorCode[];
const everyCodeListed: [Exclude<RestbuildErrorCode, (typeof ERROR_CODES)[number]>] extends [never]
  ? true
  : never = true;
void everyCodeListed;
const START = "<!-- catalogue:start -->";
const END = "<!-- catalogue:end -->";

function checkResult(entry: CatalogueEntry, value: unknown): void {
  switch (entry.returns) {
    case "request": {
      expectValidRequestOptions(value);
      // A fresh result the caller may change, also when the input was frozen (C8).
      expect(Object.isFrozen(value)).toBe(false);
      expect(Object.isFrozen((value as { headers: object }).headers)).toBe(false);
      break;
    }
    case "merged":
      expectValidMergedOptions(value);
      expect(Object.isFrozen(value)).toBe(false);
      break;
    case "builder":
      expectValidBuilder(value);
      break;
    case "endpoint":
      expectValidEndpoint(value);
      break;
    case "string":
      expect(typeof value).toBe("string");
      break;
    case "template":
      expect(Array.isArray((value as { variableNames: unknown }).variableNames)).toBe(true);
      break;
    case "fetch":
      if (value instanceof Request) break;
      expect(Array.isArray(value)).toBe(true);
      expect(typeof (value as unknown[])[0]).toBe("string");
      break;
    default:
      expect.fail(`catalogue entry ${entry.entry} ${entry.input} names no result shape`);
  }
}

function expectOutcome(entry: CatalogueEntry, outcome: Outcome): void {
  if (outcome.kind === "foreign") {
    expect.fail(
      `threw ${describeForeign(outcome.error)} instead of ${entry.expected === "result" ? "returning" : entry.expected}`,
    );
  }
  if (entry.expected === "result") {
    if (outcome.kind === "library") {
      expect.fail(`threw ${outcome.code}: ${outcome.message} instead of returning a result`);
    }
    checkResult(entry, (outcome as { value: unknown }).value);
    return;
  }
  expect(outcome.kind, "the call should throw").toBe("library");
  const { code, message } = outcome as { code: string; message: string };
  expect(code).toBe(entry.expected);
  expectReadableMessage(message);
}

function title(entry: CatalogueEntry): string {
  const outcome =
    entry.expected === "result" ? "returns a valid result" : `throws ${entry.expected}`;
  return `${entry.entry} given ${entry.input.replaceAll("`", "")} ${outcome}`;
}

describe("the error catalogue", () => {
  it("holds at least 60 bad inputs, each listed once", () => {
    expect(CATALOGUE.length + CLI_CATALOGUE.length).toBeGreaterThanOrEqual(60);
    const keys = CATALOGUE.map((entry) => `${entry.entry} ${entry.input}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("names only known codes, and reaches every code", () => {
    const codes = new Set<string>(ERROR_CODES);
    for (const entry of CATALOGUE) {
      if (entry.expected !== "result") expect(codes, entry.input).toContain(entry.expected);
    }
    const reached = new Set(CATALOGUE.map((entry) => entry.expected));
    expect(ERROR_CODES.filter((code) => !reached.has(code))).toEqual([]);
  });

  it("lists every code in the Codes table of docs/errors.md, each once, at the anchor production messages link to", () => {
    const guide = readFileSync(DOC_URL, "utf8");
    const table = guide.slice(guide.indexOf("## Codes"), guide.indexOf("## The catalogue"));
    const rows = [...table.matchAll(/^\| (?:<a id="([a-z_]+)"><\/a>)?`([A-Z_]+)` \|/gm)];
    const documented = rows.map(([, , code]) => code);
    expect([...documented].sort()).toEqual([...ERROR_CODES].sort());
    // src/errors.ts links a production message to `errors.md#` and its code in lower case.
    for (const [, anchor, code] of rows) expect(anchor, code).toBe(code?.toLowerCase());
  });

  it.each(CATALOGUE.map((entry) => [title(entry), entry] as const))("%s", (_title, entry) => {
    expectOutcome(entry, outcomeOf(entry.call));
  });
});

describe("valid results for inputs that look dangerous", () => {
  it("encodes a NUL in a route's path instead of sending it", () => {
    expect(endpoint("GET /x\u0000y").url).toBe("https://api.github.com/x%00y");
  });

  it("encodes CR and LF in a url instead of sending them", () => {
    expect(endpoint({ url: "/x\r\ny" }).url).toBe("https://api.github.com/x%0D%0Ay");
  });

  it("reads a LF between method and url as the separator, leaving none in the result", () => {
    const result = endpoint("POST\n/x");
    expect(result.method).toBe("post");
    expect(result.url).toBe("https://api.github.com/x");
  });

  it("builds from deep-frozen options and returns objects the caller may change", () => {
    const options = Object.freeze({
      owner: "o",
      headers: Object.freeze({ "X-Trace": "1" }),
      mediaType: Object.freeze({ previews: Object.freeze(["mercy"]) }),
      request: Object.freeze({ timeout: 5 }),
      filter: Object.freeze({ state: "open" }),
    });
    const result = endpoint("POST /repos/{owner}", options);
    expect(result).toEqual({
      method: "post",
      url: "https://api.github.com/repos/o",
      headers: {
        accept: "application/vnd.github.mercy-preview+json",
        "user-agent": endpoint.DEFAULTS.headers["user-agent"],
        "x-trace": "1",
        "content-type": "application/json; charset=utf-8",
      },
      body: { filter: { state: "open" } },
      request: { timeout: 5 },
    });
    (result.body as { filter: { state: string } }).filter.state = "closed";
    (result.request as { timeout: number }).timeout = 1;
    expect(options.filter.state).toBe("open");
    expect(options.request.timeout).toBe(5);
  });

  it("builds from a Proxy without traps as from its target", () => {
    const target = { url: "/x/{a}", a: "1", b: "2" };
    expect(endpoint(new Proxy(target, {}))).toEqual(endpoint(target));
    const builder = RequestBuilder.create().route("GET /x/{a}");
    expect(builder.params(new Proxy({ a: "1", b: "2" }, {})).build()).toEqual(
      builder.params({ a: "1", b: "2" }).build(),
    );
  });
});

function expectCliOutcome(entry: CliEntry, outcome: Outcome): void {
  if (outcome.kind === "foreign") {
    expect.fail(`run() rejected with ${describeForeign(outcome.error)}`);
  }
  const expected = entry.expected;
  if ("rejects" in expected) {
    expect(outcome.kind, "run() should reject").toBe("library");
    expect((outcome as { code: string }).code).toBe(expected.rejects);
    return;
  }
  if (outcome.kind === "library") {
    expect.fail(`run() rejected with ${outcome.code}: ${outcome.message}`);
  }
  const { status, stdout, stderr } = (outcome as { value: Awaited<ReturnType<typeof runCli>> })
    .value;
  expect(status).toBe(expected.status);
  if (expected.status === 0) {
    expect(stderr).toBe("");
    expectValidRequestOptions(JSON.parse(stdout));
    return;
  }
  expect(stdout).toBe("");
  expect(stderr).toMatch(/^restbuild: [^\r\n]+\n$/);
  expect(stderr).not.toContain("internal error");
  if (expected.code === "usage") expect(stderr).not.toMatch(/^restbuild: [A-Z_]+: /);
  else expect(stderr.startsWith(`restbuild: ${expected.code}: `), stderr).toBe(true);
}

function cliTitle(entry: CliEntry): string {
  const expected = entry.expected;
  const outcome =
    "rejects" in expected
      ? `rejects with ${expected.rejects}`
      : expected.status === 0
        ? "prints the request options and exits 0"
        : expected.code === "usage"
          ? "reports a usage error and exits 2"
          : `reports ${expected.code} and exits 2`;
  return `run() given ${entry.input.replaceAll("`", "")} ${outcome}`;
}

describe("the command's catalogue", () => {
  it.each(CLI_CATALOGUE.map((entry) => [cliTitle(entry), entry] as const))(
    "%s",
    async (_title, entry) => {
      expectCliOutcome(entry, await asyncOutcomeOf(() => runCli(entry)));
    },
  );
});

// The table in docs/errors.md.

function cell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("<", "&lt;").replaceAll("\n", " ");
}

function outcomeCell(entry: CatalogueEntry): string {
  return entry.expected === "result" ? "valid result" : `\`${entry.expected}\``;
}

function rowPrefix(entry: CatalogueEntry): string {
  return `| ${cell(entry.entry)} | ${cell(entry.input)} | ${outcomeCell(entry)} |`;
}

function cliOutcomeCell(entry: CliEntry): string {
  const expected = entry.expected;
  if ("rejects" in expected) return `rejects, \`${expected.rejects}\``;
  if (expected.status === 0) return "exit 0";
  return expected.code === "usage" ? "exit 2, usage error" : `exit 2, \`${expected.code}\``;
}

function cliRowPrefix(entry: CliEntry): string {
  return `| run() | ${cell(entry.input)} | ${cliOutcomeCell(entry)} |`;
}

function shortMessage(message: string): string {
  const line = message.split("\n")[0] as string;
  return line.length > 140 ? `${line.slice(0, 137)}...` : line;
}

async function renderTable(): Promise<string> {
  const lines = ["| Entry | Input | Outcome | Message (today) |", "| --- | --- | --- | --- |"];
  for (const entry of CATALOGUE) {
    const outcome = outcomeOf(entry.call);
    let message: string;
    if (outcome.kind === "foreign") {
      message = `**open bug**: throws ${shortMessage(describeForeign(outcome.error))}`;
    } else if (outcome.kind === "library") {
      if (entry.expected !== outcome.code) message = `**open bug**: throws ${outcome.code}`;
      else if (/[\r\n\0]/.test(outcome.message)) {
        message = `**open bug**: the message has a line break: ${shortMessage(outcome.message)}`;
      } else message = shortMessage(outcome.message);
    } else {
      message = entry.expected === "result" ? "" : "**open bug**: returns a result";
    }
    lines.push(`${rowPrefix(entry)} ${cell(message)} |`);
  }
  for (const entry of CLI_CATALOGUE) {
    const outcome = await asyncOutcomeOf(() => runCli(entry));
    let message = "";
    if (outcome.kind === "foreign") {
      message = `**open bug**: rejects with ${shortMessage(describeForeign(outcome.error))}`;
    } else if (outcome.kind === "library") {
      message = shortMessage(`${outcome.code}: ${outcome.message}`);
    } else {
      const { status, stderr } = outcome.value as { status: number; stderr: string };
      const expected = entry.expected;
      const wanted = "status" in expected ? expected.status : undefined;
      const line = shortMessage(stderr.trim());
      message =
        status === wanted && !line.includes("internal error")
          ? line
          : `**open bug**: exit ${status}, ${line}`;
    }
    lines.push(`${cliRowPrefix(entry)} ${cell(message)} |`);
  }
  return lines.join("\n");
}

describe("docs/errors.md", () => {
  it("lists every catalogue entry with its outcome", async () => {
    let doc = readFileSync(DOC_URL, "utf8");
    if (process.env.RESTBUILD_WRITE_ERRORS_DOC === "1") {
      const start = doc.indexOf(START);
      const end = doc.indexOf(END);
      expect(start).toBeGreaterThan(-1);
      expect(end).toBeGreaterThan(start);
      doc = `${doc.slice(0, start + START.length)}\n${await renderTable()}\n${doc.slice(end)}`;
      writeFileSync(DOC_URL, doc);
    }
    const lines = doc.split("\n");
    for (const entry of CATALOGUE) {
      const prefix = rowPrefix(entry);
      expect(
        lines.some((line) => line.startsWith(prefix)),
        `docs/errors.md lacks the row ${prefix}`,
      ).toBe(true);
    }
    for (const entry of CLI_CATALOGUE) {
      const prefix = cliRowPrefix(entry);
      expect(
        lines.some((line) => line.startsWith(prefix)),
        `docs/errors.md lacks the row ${prefix}`,
      ).toBe(true);
    }
  });
});
