import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_BUNDLE, ROOT } from "../package/build-artifacts.js";
import { CHROMIUM, CHROMIUM_ARGS, IN_CI } from "../support/chromium.js";

// Locally a missing browser is a skip; in CI it is a failure (.ci/run installs Chromium first).
const SKIP_REASON =
  !existsSync(CHROMIUM) && !IN_CI
    ? `skipped: no Chromium at ${CHROMIUM} (install it with apt-get install chromium, or set CHROMIUM_PATH)`
    : undefined;
if (SKIP_REASON !== undefined) console.warn(`browser test ${SKIP_REASON}`);

const { version } = JSON.parse(await readFile(join(ROOT, "package.json"), "utf8")) as {
  version: string;
};

// A plain page, no bundler and no import map: everything the library needs is in the bundle.
const PAGE = `<!doctype html>
<html>
  <head><meta charset="utf-8"><link rel="icon" href="data:,"><title>restbuild in the browser</title></head>
  <body>
    <script type="module">
      import { endpoint, isRestbuildError, RequestBuilder, RestbuildError, VERSION } from "/restbuild.js";
      try {
        const result = { typeofProcess: typeof process, VERSION };
        result.getWithQuery = endpoint("GET /repos/{owner}/{repo}/issues", {
          owner: "octocat",
          repo: "Hello World",
          state: "open",
          per_page: 2,
        });
        result.search = endpoint("GET /search/issues", { q: "is:open label:bug" });
        result.postWithBody = endpoint("POST /repos/{owner}/{repo}/issues", {
          owner: "octocat",
          repo: "Hello-World",
          title: "Found a bug",
          labels: ["bug"],
        });
        const enterprise = endpoint.defaults({
          baseUrl: "https://ghe.example.com/api/v3",
          headers: { authorization: "token abc" },
          org: "acme",
        });
        const traced = enterprise.defaults({ headers: { "X-Trace": "1" }, mediaType: { previews: ["mercy"] } });
        result.cascade = traced("GET /orgs/{org}/repos", { type: "private" });
        result.cascadeBaseUrl = traced.DEFAULTS.baseUrl;
        result.firstLevelAccept = enterprise("GET /orgs/{org}").headers.accept;
        const base = RequestBuilder.create().route("PATCH /repos/{owner}/{repo}");
        const derived = base
          .params({ owner: "octocat", repo: "Hello-World" })
          .header("Authorization", "token t")
          .data({ name: "Hello-Universe" });
        result.builder = derived.build();
        result.baseHeadersAfterDerive = base.toOptions().headers;
        try {
          endpoint("GET /repos/{owner}{", {});
        } catch (error) {
          result.error = {
            instance: error instanceof RestbuildError,
            guard: isRestbuildError(error),
            name: error.name,
            code: error.code,
          };
        }
        window.__result = result;
      } catch (error) {
        window.__result = { failure: String(error && error.stack ? error.stack : error) };
      }
    </script>
  </body>
</html>
`;

const ACCEPT = "application/vnd.github.v3+json";
const USER_AGENT = `restbuild-endpoint.js/${version}`;

let server: Server;
let origin: string;
let profileDir: string | undefined;
let context: BrowserContext | undefined;

describe.skipIf(SKIP_REASON !== undefined)(
  `the browser bundle in Chromium${SKIP_REASON === undefined ? "" : ` (${SKIP_REASON})`}`,
  () => {
    let result: Record<string, unknown>;
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];

    beforeAll(async () => {
      if (!existsSync(CHROMIUM)) {
        throw new Error(
          `Chromium is required when CI is set, but ${CHROMIUM} is missing (.ci/run installs it from Debian's packages)`,
        );
      }
      const bundle = await readFile(BROWSER_BUNDLE);
      server = createServer((request, response) => {
        if (request.url === "/" || request.url === "/index.html") {
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
        } else if (request.url === "/restbuild.js") {
          response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(bundle);
        } else {
          response.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

      // A fresh profile every run: Playwright refuses --user-data-dir in args.
      profileDir = await mkdtemp(join(tmpdir(), "restbuild-chromium-"));
      context = await chromium.launchPersistentContext(profileDir, {
        executablePath: CHROMIUM,
        headless: true,
        args: CHROMIUM_ARGS,
      });
      const page = context.pages()[0] ?? (await context.newPage());
      page.on("pageerror", (error) => pageErrors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => (window as { __result?: unknown }).__result !== undefined);
      result = await page.evaluate(
        () => (window as unknown as { __result: Record<string, unknown> }).__result,
      );
    });

    afterAll(async () => {
      await context?.close();
      if (server !== undefined) await new Promise((resolve) => server.close(resolve));
      if (profileDir !== undefined) await rm(profileDir, { recursive: true, force: true });
    });

    it("loads as an ES module without page errors, in a page that has no process global", () => {
      expect(result.failure).toBeUndefined();
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(result.typeofProcess).toBe("undefined");
      expect(result.VERSION).toBe(version);
    });

    it("builds a GET with the path encoded and the other parameters in the query", () => {
      expect(result.getWithQuery).toStrictEqual({
        method: "get",
        url: "https://api.github.com/repos/octocat/Hello%20World/issues?state=open&per_page=2",
        headers: { accept: ACCEPT, "user-agent": USER_AGENT },
      });
    });

    it("percent-encodes a search query q as the reference does", () => {
      expect(result.search).toStrictEqual({
        method: "get",
        url: "https://api.github.com/search/issues?q=is%3Aopen%20label%3Abug",
        headers: { accept: ACCEPT, "user-agent": USER_AGENT },
      });
    });

    it("builds a POST whose remaining parameters become the JSON body", () => {
      expect(result.postWithBody).toStrictEqual({
        method: "post",
        url: "https://api.github.com/repos/octocat/Hello-World/issues",
        headers: {
          accept: ACCEPT,
          "user-agent": USER_AGENT,
          "content-type": "application/json; charset=utf-8",
        },
        body: { title: "Found a bug", labels: ["bug"] },
      });
    });

    it("cascades defaults: base URL, headers and a placeholder value from two defaults() calls", () => {
      expect(result.cascade).toStrictEqual({
        method: "get",
        url: "https://ghe.example.com/api/v3/orgs/acme/repos?type=private",
        headers: {
          accept: "application/vnd.github.mercy-preview+json",
          "user-agent": USER_AGENT,
          authorization: "token abc",
          "x-trace": "1",
        },
      });
      expect(result.cascadeBaseUrl).toBe("https://ghe.example.com/api/v3");
      // The preview added by the second defaults() call does not reach the first function.
      expect(result.firstLevelAccept).toBe(ACCEPT);
    });

    it("builds with RequestBuilder and leaves the builder it derived from unchanged", () => {
      expect(result.builder).toStrictEqual({
        method: "patch",
        url: "https://api.github.com/repos/octocat/Hello-World",
        headers: {
          accept: ACCEPT,
          "user-agent": USER_AGENT,
          authorization: "token t",
          "content-type": "application/json; charset=utf-8",
        },
        body: { name: "Hello-Universe" },
      });
      expect(result.baseHeadersAfterDerive).toStrictEqual({
        accept: ACCEPT,
        "user-agent": USER_AGENT,
      });
    });

    it("throws its own error class, name and code for an invalid template after minification", () => {
      expect(result.error).toStrictEqual({
        instance: true,
        guard: true,
        name: "RestbuildError",
        code: "INVALID_TEMPLATE",
      });
    });
  },
);
