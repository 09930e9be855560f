import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, IN_CI } from "../../support/chromium.js";

/**
 * The API site that `npm run docs` writes to docs/api, served from loopback and opened in
 * Chromium: what the browser tests of the site share.
 */
export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const SITE = join(ROOT, "docs", "api");

/** Locally a missing browser is a skip; in CI it is a failure (.ci/run installs Chromium first). */
export const SKIP_SITE = !existsSync(CHROMIUM) && !IN_CI;
if (SKIP_SITE) {
  console.warn(
    `docs site test skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
}

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

/** A page of the site in Chromium; `problems` collects page errors and failed loads. */
export interface OpenSite {
  readonly base: string;
  readonly page: Page;
  readonly problems: string[];
  close(): Promise<void>;
}

export async function openSite(): Promise<OpenSite> {
  if (!existsSync(join(SITE, "index.html"))) {
    throw new Error(
      `${SITE}/index.html is missing: run "npm run docs" first (npm run test:docs does)`,
    );
  }
  if (!existsSync(CHROMIUM))
    throw new Error(`CI=${process.env.CI}, but there is no Chromium at ${CHROMIUM}`);
  const server = serveSite();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const profile = await mkdtemp(join(tmpdir(), "restbuild-docs-chromium-"));
  let context: BrowserContext | undefined;
  const close = async (): Promise<void> => {
    await context?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(profile, { recursive: true, force: true });
  };
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    await close();
    throw error;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });
  return { base, page, problems, close };
}
