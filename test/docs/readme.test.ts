import { readdirSync, readFileSync } from "node:fs";
import * as https from "node:https";
import { Duplex } from "node:stream";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import * as restbuild from "../../src/index.js";
import {
  analyzeSource,
  type CheckedSource,
  markdownCodeBlocks,
  runSource,
  type TypeFinding,
  typeCheck,
} from "./support/checked-code.js";

// The `ts` blocks of README.md and of the guides written to be run: each block is compiled as a
// module of its own (importing "@restbuild/endpoint", here the sources) and run, and every
// result its comments show is compared with what the code computes (see
// support/checked-code.ts for how a comment states a result).
const ROOT = fileURLToPath(new URL("../../", import.meta.url)).replace(/\/$/, "");
// Every guide with `ts` blocks; a block that is a piece of code rather than a program (it sends
// a request, or needs types the check does not load) follows `<!-- fragment: why -->`.
const DOCUMENTS = [
  "README.md",
  "docs/index.md",
  "docs/getting-started.md",
  "docs/builder.md",
  "docs/recipes.md",
  "docs/migrating.md",
  "docs/errors.md",
  "docs/typed-routes.md",
];

/** The documents whose blocks state their results (README's tour and the step-by-step guides). */
const SHOWS_RESULTS = new Set([
  "README.md",
  "docs/index.md",
  "docs/getting-started.md",
  "docs/builder.md",
  "docs/recipes.md",
  "docs/migrating.md",
]);

const sources: CheckedSource[] = DOCUMENTS.flatMap((document) =>
  markdownCodeBlocks(readFileSync(`${ROOT}/${document}`, "utf8")).map((block, index) =>
    analyzeSource({
      // A path beside the document, so relative imports would resolve as they read.
      path: `${ROOT}/${document}.block-${index + 1}.ts`,
      label: document,
      text: block.code,
      lineOffset: block.line - 1,
    }),
  ),
);

let findings: TypeFinding[] = [];
beforeAll(() => {
  findings = typeCheck(sources, ROOT, ["node"]);
}, 60_000);

describe.each(DOCUMENTS)("%s", (document) => {
  const blocks = sources.filter((source) => source.label === document);

  it("has ts blocks, and they show results", () => {
    expect(blocks.length).toBeGreaterThan(0);
    if (SHOWS_RESULTS.has(document)) {
      expect(blocks.flatMap((block) => block.expectations).length).toBeGreaterThan(0);
    }
    expect(blocks.flatMap((block) => block.problems)).toEqual([]);
  });

  it("has ts blocks that type-check as a user's code would", () => {
    const messages = findings
      .filter((finding) => finding.source.label === document)
      .map((finding) => finding.message);
    expect(messages).toEqual([]);
  });

  it.each(blocks.map((block) => [block.lineOffset + 1, block] as const))(
    "runs the block at line %i and computes every result its comments show",
    async (_, block) => {
      const sent: Promise<string>[] = [];
      const report = await runSource(block, {
        "@restbuild/endpoint": restbuild,
        "node:https": offlineHttps(sent),
      });
      const problems = block.expectations.flatMap((expectation) => {
        const where = `${document}:${expectation.line} ${expectation.code}`;
        if (expectation.kind === "type") return [];
        if (!report.runs.has(expectation.id)) return [`${where}: never ran`];
        return (report.failures.get(expectation.id) ?? []).map((failure) => `${where}: ${failure}`);
      });
      expect(problems).toEqual([]);
      // A block that sends through node:https sends what its request options say.
      if (/from "node:https"/.test(block.text)) {
        const requests = await Promise.all(sent);
        expect(requests).toHaveLength(1);
        expect(requests[0]).toMatch(
          /^PATCH \/user HTTP\/1\.1\r\n[\s\S]*\r\n\r\n\{"bio":"Hello"\}$/,
        );
      }
    },
  );
});

/**
 * node:https whose requests go nowhere: `request()` is node's own, so it checks the URL's
 * protocol as it would for a real call (an http: URL throws ERR_INVALID_PROTOCOL), and the
 * bytes each request writes are collected in `sent` instead of leaving the machine.
 */
function offlineHttps(sent: Promise<string>[]): Pick<typeof https, "request"> {
  class OfflineAgent extends https.Agent {
    override createConnection(): Duplex {
      const chunks: Buffer[] = [];
      let closed: (bytes: string) => void = () => {};
      sent.push(new Promise((resolve) => (closed = resolve)));
      return new Duplex({
        read() {},
        write(chunk: Buffer, _encoding, done) {
          chunks.push(Buffer.from(chunk));
          done();
        },
        final(done) {
          done();
        },
        destroy(_error, done) {
          closed(Buffer.concat(chunks).toString());
          done(null);
        },
      });
    }
  }
  const agent = new OfflineAgent();
  return {
    request: ((url: string, options: https.RequestOptions) => {
      const request = https.request(url, { ...options, agent });
      request.on("error", () => {});
      request.on("finish", () => request.destroy());
      return request;
    }) as typeof https.request,
  };
}

describe("README.md set-up commands", () => {
  const readme = readFileSync(`${ROOT}/README.md`, "utf8");
  const setUp = /^# [^\n]+\n\n```sh\n([^`]+)```/.exec(readme)?.[1]?.trim().split("\n") ?? [];

  it("open the README: one prints a route's request options, one runs every test", () => {
    expect(setUp).toHaveLength(2);
    expect(setUp[0]).toMatch(
      /^npm ci && npm run build && npx restbuild "GET \/[^"]+"( [a-z_]+=[^ ]+)+$/,
    );
    expect(setUp[1]).toBe("npm ci && npm test");
    expect(JSON.parse(readFileSync(`${ROOT}/package.json`, "utf8")).bin.restbuild).toBe(
      "./dist/cli.js",
    );
  });

  it("print the request options of the route on the first line", async () => {
    const { shellWords } = await import("../cli/support/shell-words.js");
    const { runWith } = await import("../cli/support/fake-io.js");
    const words = shellWords((setUp[0] ?? "").replace(/^npm ci && npm run build && npx /, ""));
    expect(words[0]).toBe("restbuild");
    const result = await runWith(words.slice(1));
    expect(result).toMatchObject({ status: 0, stderr: "" });
    expect(JSON.parse(result.stdout).url).toMatch(/^https:\/\/api\.github\.com\/repos\//);
  });
});

describe("the ts blocks of every guide", () => {
  // A guide left out of DOCUMENTS would have blocks no test compiles: none may be.
  it("are checked above, or marked as fragments", () => {
    const guides = readdirSync(`${ROOT}/docs`)
      .filter((name) => name.endsWith(".md"))
      .map((name) => `docs/${name}`);
    for (const guide of guides) {
      const blocks = markdownCodeBlocks(readFileSync(`${ROOT}/${guide}`, "utf8"));
      if (blocks.length > 0) expect(DOCUMENTS, guide).toContain(guide);
    }
  });
});
