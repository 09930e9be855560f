import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The API site that `npm run docs` writes to docs/api, opened in Chromium from a loopback
// server: the pages load without errors, the class page lists the builder's methods with their
// examples, the guides are there, and the search finds symbols. Run it with `npm run test:docs`,
// which builds the site first; `npm test` builds it and runs this test with the others.
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SITE = join(ROOT, "docs", "api");
const SCREENSHOT = join(ROOT, "test-artifacts", "docs-site.png");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CI = process.env.CI !== undefined && process.env.CI !== "" && process.env.CI !== "false";

// Locally a missing browser is a skip; in CI it is a failure (.ci/run installs Chromium first).
const SKIP = !existsSync(CHROMIUM) && !CI;
if (SKIP) {
  console.warn(
    `docs site test skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
}

// Flags from the toolchain notes: no sandbox (root in a container), no GPU, no background traffic.
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
};

/** Serves the files of docs/api, nothing outside it. */
function serveSite(): Server {
  return createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = normalize(join(SITE, path.endsWith("/") ? `${path}index.html` : path));
    if (!file.startsWith(SITE + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      const type = CONTENT_TYPES[extname(file)] ?? "application/octet-stream";
      response.writeHead(200, { "content-type": type }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
}

describe.skipIf(SKIP)("the API docs site in Chromium", () => {
  let server: Server;
  let base: string;
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(SITE, "index.html"))) {
      throw new Error(
        `${SITE}/index.html is missing: run "npm run docs" first (npm run test:docs does)`,
      );
    }
    if (!existsSync(CHROMIUM))
      throw new Error(`CI=${process.env.CI}, but there is no Chromium at ${CHROMIUM}`);
    server = serveSite();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    profile = await mkdtemp(join(tmpdir(), "restbuild-docs-chromium-"));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
    });
  });

  afterAll(async () => {
    await context?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  it("opens the index page with the project's name and the README", async () => {
    await page.goto(`${base}/index.html`);
    expect(await page.title()).toContain("@restbuild/endpoint");
    await expect(
      page.locator(".tsd-page-title, .tsd-typography h1").first().textContent(),
    ).resolves.toContain("@restbuild/endpoint");
    // The README's tour is the index page's content.
    await expect(page.locator(".tsd-panel.tsd-typography").textContent()).resolves.toContain(
      "A two-minute tour",
    );
    expect(problems).toEqual([]);
  });

  it("lists the guides in the navigation", async () => {
    await page.goto(`${base}/index.html`);
    const links = page.locator(".site-menu a, nav a");
    await expect
      .poll(() => links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? "")))
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/documents\/docs_getting-started\.html$/),
          expect.stringMatching(/documents\/docs_builder\.html$/),
          expect.stringMatching(/documents\/CHANGELOG\.html$/),
        ]),
      );
    // Guides sit under docs/ and the CHANGELOG at the root, so typedoc names guides docs_*.html.
    await page.goto(`${base}/documents/docs_builder.html`);
    await expect(page.locator("h1, h2").allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining("Structural sharing")]),
    );
    expect(problems).toEqual([]);
  });

  it("has a RequestBuilder page that lists its methods, each with an example", async () => {
    await page.goto(`${base}/classes/RequestBuilder.html`);
    await expect(page.locator("h1").textContent()).resolves.toContain("RequestBuilder");
    const names = await page.locator("section.tsd-member h3 > span").allTextContents();
    expect(names).toEqual(
      expect.arrayContaining(["create", "route", "method", "param", "params", "header", "build"]),
    );
    expect(names).toEqual(expect.arrayContaining(["toOptions", "toFetch", "merge"]));
    // The examples come from examples/builder.ts, with the results they show.
    const route = page
      .locator("section.tsd-member")
      .filter({ has: page.locator("h3 > span", { hasText: /^route$/ }) });
    const code = await route.locator("pre code").first().textContent();
    expect(code).toContain('RequestBuilder.create().route("DELETE /gists/{gist_id}")');
    expect(code).toContain("// =>");
    expect(code).toContain('url: "https://api.github.com/gists/aa5a315d61ae9438b18d"');
    expect(problems).toEqual([]);
  });

  it("finds RequestBuilder and endpoint with the search box", async () => {
    await page.goto(`${base}/index.html`);
    await page.locator("#tsd-search-trigger").click();
    const input = page.locator("#tsd-search-input");
    await input.fill("RequestBuilder");
    const results = page.locator("#tsd-search-results li a");
    await expect
      .poll(() => results.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? "")), {
        timeout: 10_000,
      })
      .toEqual(expect.arrayContaining([expect.stringMatching(/classes\/RequestBuilder\.html$/)]));

    await input.fill("endpoint");
    await expect
      .poll(() => results.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? "")), {
        timeout: 10_000,
      })
      .toEqual(expect.arrayContaining([expect.stringMatching(/functions\/endpoint\.html$/)]));

    await mkdir(join(ROOT, "test-artifacts"), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });

    await results
      .filter({ hasText: /^endpoint$/ })
      .first()
      .click();
    await page.waitForURL(/functions\/endpoint\.html$/);
    await expect(page.locator("h1").textContent()).resolves.toContain("endpoint");
    // The page shows endpoint's call signatures: a route with options, and an options object.
    await expect(page.locator(".tsd-signature").count()).resolves.toBeGreaterThanOrEqual(2);
    await expect(page.locator(".tsd-signature").allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining("options: EndpointOptions")]),
    );
    expect(problems).toEqual([]);
  });

  it("has the GitHub route reference, reachable from its index and found by the search", async () => {
    await page.goto(`${base}/documents/GitHub_routes.html`);
    await expect(page.locator("h1").textContent()).resolves.toContain("GitHub routes");
    await page.locator('a[href$="Routes__Issues.html"]').first().click();
    await page.waitForURL(/Routes__Issues\.html$/);
    await expect(page.locator("h2").allTextContents()).resolves.toEqual(
      expect.arrayContaining(["GET /repos/{owner}/{repo}/issues"]),
    );
    await page.locator("#tsd-search-trigger").click();
    await page.locator("#tsd-search-input").fill("Pulls");
    await expect
      .poll(
        () =>
          page
            .locator("#tsd-search-results li a")
            .evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? "")),
        { timeout: 10_000 },
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(/Routes__Pulls\.html/)]));
    expect(problems).toEqual([]);
  });

  it("fits its title on a phone screen", async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${base}/index.html`);
    const title = page.locator("a.title");
    await expect(title.textContent()).resolves.toContain("@restbuild/endpoint");
    // The title is not cut or wrapped beyond the header: its text is as wide as it is shown.
    const fits = await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
    expect(fits).toBe(true);
    const box = await title.boundingBox();
    expect(box === null ? Number.POSITIVE_INFINITY : box.x + box.width).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(problems).toEqual([]);
  });
});
