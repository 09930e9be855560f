import { readdirSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenSite, openSite, ROOT, SKIP_SITE } from "./support/site-browser.js";

// The API site that `npm run docs` writes to docs/api, opened in Chromium from a loopback
// server: the pages load without errors, the class page lists the builder's methods with their
// examples, the guides are there, and the search finds symbols. Run it with `npm run test:docs`,
// which builds the site first; `npm test` builds it and runs this test with the others.
const SCREENSHOT = join(ROOT, "test-artifacts", "docs-site.png");
/** "On This Page" of a route page, where long routes wrap. */
const ROUTE_MENU_SCREENSHOT = join(ROOT, "test-artifacts", "docs-route-menu.png");

describe.skipIf(SKIP_SITE)("the API docs site in Chromium", () => {
  let site: OpenSite;
  let base: string;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    site = await openSite();
    ({ base, page, problems } = site);
  });

  afterAll(async () => {
    await site?.close();
  });

  it("opens the index page with what the package does and how to install it", async () => {
    await page.goto(`${base}/index.html`);
    expect(await page.title()).toContain("@restbuild/endpoint");
    const content = page.locator(".tsd-panel.tsd-typography");
    await expect(content.locator("h1").first().textContent()).resolves.toContain(
      "@restbuild/endpoint",
    );
    // docs/index.md, a user's page: first what the package does, then Install; the commands
    // for a clone of the repository (npm ci, npm test) are README.md's, not the site's.
    await expect(content.locator("h1 + p").textContent()).resolves.toMatch(
      /^Turn a REST route and its parameters into request options/,
    );
    await expect(content.locator("h2").first().textContent()).resolves.toBe("Install");
    await expect(content.locator("h2 + pre code").first().textContent()).resolves.toBe(
      "npm install @restbuild/endpoint\n",
    );
    await expect(content.textContent()).resolves.not.toMatch(/npm ci|npm test/);
    expect(problems).toEqual([]);
  });

  it("has one top heading on the index page, the one docs/index.md opens with", async () => {
    await page.goto(`${base}/index.html`);
    // typedoc's own title ("@restbuild/endpoint - v0.2.0") is left out (typedoc.json: headings).
    await expect(page.locator("h1").allTextContents()).resolves.toEqual(["@restbuild/endpoint"]);
    expect(problems).toEqual([]);
  });

  it("lists the guides in the navigation", async () => {
    await page.goto(`${base}/index.html`);
    const links = page.locator(".site-menu a, nav a");
    await expect
      .poll(() => links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? "")))
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/documents\/Getting_started\.html$/),
          expect.stringMatching(/documents\/The_builder_and_its_immutability_model\.html$/),
          expect.stringMatching(/documents\/CHANGELOG\.html$/),
        ]),
      );
    // A guide's page is named by its first heading.
    await page.goto(`${base}/documents/The_builder_and_its_immutability_model.html`);
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
    await page.locator('.tsd-typography a[href$="GitHub_routes.Issues.html"]').first().click();
    await page.waitForURL(/GitHub_routes\.Issues\.html$/);
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
      .toEqual(expect.arrayContaining([expect.stringMatching(/GitHub_routes\.Pulls\.html/)]));
    expect(problems).toEqual([]);
  });

  it("puts the guides that answer a search before the route pages that match its words", async () => {
    await page.goto(`${base}/index.html`);
    await page.locator("#tsd-search-trigger").click();
    await page.locator("#tsd-search-input").fill("POST token");
    const results = page.locator("#tsd-search-results li a");
    const hrefs = () => results.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""));
    await expect.poll(async () => (await hrefs()).length, { timeout: 10_000 }).toBeGreaterThan(2);
    // Recipes (pagination, uploads, tokens) and Getting started, before Apps, Packages, Orgs.
    const first = (await hrefs()).slice(0, 2).map((href) => href.replace(/^.*\//, ""));
    expect(first.sort()).toEqual(["Getting_started.html", "Recipes.html"]);
    // The guides' weight does not put them before an API symbol or a route page found by name.
    const byName: [string, string][] = [
      ["endpoint", "functions/endpoint.html"],
      ["Issues", "documents/GitHub_routes.Issues.html"],
    ];
    for (const [query, target] of byName) {
      await page.locator("#tsd-search-input").fill(query);
      await expect.poll(async () => (await hrefs())[0], { timeout: 10_000 }).toMatch(target);
    }
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

// The shape of the docs site, as a reader meets it in Chromium: the guides first, in the
// reading order typedoc.json lists them; the GitHub route reference as one entry with its pages
// under it; the API by categories that hold what they name; headings with inline code listed
// whole in "On This Page"; long route names wrapped, not cut off. Run with `npm run test:docs`.

const config = JSON.parse(readFileSync(join(ROOT, "typedoc.json"), "utf8")) as {
  projectDocuments: string[];
};
/** The guides in reading order: typedoc.json's documents, without the routes and the changelog. */
const GUIDE_FILES = config.projectDocuments.filter((path) => /^docs\/[^/]+\.md$/.test(path));
/** A guide's name on the site is its `# heading`, without code marks. */
const GUIDE_TITLES = GUIDE_FILES.map((path) => {
  const heading = /^# (.+)$/m.exec(readFileSync(join(ROOT, path), "utf8"))?.[1] ?? path;
  return heading.replaceAll("`", "");
});
const ROUTE_PAGES = readdirSync(join(ROOT, "docs", "routes")).filter(
  (name) => name.endsWith(".md") && name !== "_index.md",
);

/** The sections of modules.html: each heading with the links listed under it. */
async function moduleSections(page: Page): Promise<{ title: string; links: string[] }[]> {
  return page.locator(".col-content details.tsd-member-group").evaluateAll((sections) =>
    sections.map((section) => ({
      title: section.querySelector("summary h2")?.textContent?.trim() ?? "",
      links: Array.from(
        section.querySelectorAll("dt a:not(.tsd-anchor-icon)"),
        (a) => a.getAttribute("href") ?? "",
      ),
    })),
  );
}

/**
 * The places where an "On This Page" entry of the page in Chromium wraps to a new line: for
 * each entry that wraps, its text with a "|" at each break.
 */
async function pageMenuBreaks(page: Page): Promise<string[]> {
  return page.locator(".page-menu .tsd-page-navigation a > span").evaluateAll((spans) =>
    spans.flatMap((span) => {
      let text = "";
      let lastTop: number | undefined;
      const walker = document.createTreeWalker(span, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const characters = node.textContent ?? "";
        for (let index = 0; index < characters.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = Array.from(range.getClientRects()).find((rect) => rect.width > 0);
          if (box !== undefined) {
            if (lastTop !== undefined && box.top > lastTop + box.height / 2) text += "|";
            lastTop = box.top;
          }
          text += characters[index];
        }
      }
      return text.includes("|") ? [text] : [];
    }),
  );
}

describe.skipIf(SKIP_SITE)("the docs site's structure in Chromium", () => {
  let site: OpenSite;
  let base: string;
  let page: Page;

  beforeAll(async () => {
    site = await openSite();
    ({ base, page } = site);
  });

  afterAll(async () => {
    await site?.close();
  });

  it("lists the guides on modules.html first, then the route reference, the API, the changelog", async () => {
    expect(GUIDE_TITLES[0]).toBe("Getting started");
    expect(GUIDE_TITLES.length).toBeGreaterThanOrEqual(12);
    await page.goto(`${base}/modules.html`);
    const sections = await moduleSections(page);
    expect(sections.map((section) => section.title)).toEqual([
      "Guides",
      "GitHub route reference",
      "Builder",
      "endpoint API",
      "Request options",
      "Adapters",
      "Route types",
      "Templates",
      "Errors",
      "Release notes",
    ]);
    const [guides, reference] = sections;
    const guideNames = await page
      .locator(".col-content details.tsd-member-group")
      .first()
      .locator("dt a:not(.tsd-anchor-icon)")
      .allTextContents();
    expect(guideNames).toEqual(GUIDE_TITLES);
    expect(guides?.links.every((link) => link.startsWith("documents/"))).toBe(true);
    // The route reference is one entry, its index; the route pages are not listed here.
    expect(reference?.links).toEqual(["documents/GitHub_routes.html"]);
    // An API category holds API pages only, and the changelog stands alone at the end.
    for (const section of sections.slice(2, -1)) {
      expect(
        section.links.filter((link) => link.startsWith("documents/")),
        section.title,
      ).toEqual([]);
    }
    expect(sections.at(-1)?.links).toEqual(["documents/CHANGELOG.html"]);
    expect(site.problems).toEqual([]);
  });

  it("opens the sidebar with the guides, then the route reference with its pages under it", async () => {
    await page.goto(`${base}/index.html`);
    const top = page.locator("#tsd-nav-container > li");
    await expect.poll(() => top.count()).toBeGreaterThan(GUIDE_TITLES.length);
    const entries = await top.evaluateAll((items) =>
      items.map((item) => ({
        text: (
          item.querySelector(":scope > a, :scope > details > summary")?.textContent ?? ""
        ).trim(),
        nested: Array.from(
          item.querySelectorAll(":scope > details .tsd-nested-navigation a"),
          (a) => a.getAttribute("href") ?? "",
        ),
      })),
    );
    // The guides are entries of their own, at the top and in reading order, not in a folder.
    expect(entries.slice(0, GUIDE_TITLES.length).map((entry) => entry.text)).toEqual(GUIDE_TITLES);
    const reference = entries[GUIDE_TITLES.length];
    expect(reference?.text).toBe("GitHub routes");
    expect(reference?.nested).toHaveLength(ROUTE_PAGES.length);
    expect(
      reference?.nested.every((href) => /documents\/GitHub_routes\.[^/]+\.html$/.test(href)),
    ).toBe(true);
    // No route page is at the top level; the API follows in its categories.
    const topLinks = await page
      .locator("#tsd-nav-container > li > a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(topLinks.filter((href) => href.includes("GitHub_routes."))).toEqual([]);
    expect(entries.map((entry) => entry.text)).toEqual(
      expect.arrayContaining(["Builder", "endpoint API", "Route types", "CHANGELOG"]),
    );
    expect(site.problems).toEqual([]);
  });

  it("names the entries of each level of the sidebar apart: the guide Error codes, the API Errors", async () => {
    await page.goto(`${base}/index.html`);
    const top = page.locator("#tsd-nav-container > li");
    await expect.poll(() => top.count()).toBeGreaterThan(GUIDE_TITLES.length);
    // Each entry is a link or, for a folder, its summary; the entries under one folder, and
    // those at the top, are told apart by their text. (The types namespace repeats the API's
    // category names for its own members, one level down.)
    const levels = await page
      .locator("#tsd-nav-container")
      .evaluate((nav) =>
        [nav, ...Array.from(nav.querySelectorAll(".tsd-nested-navigation"))].map((list) =>
          Array.from(
            list.querySelectorAll(":scope > li > a, :scope > li > details > summary"),
            (entry) => (entry.textContent ?? "").trim(),
          ),
        ),
      );
    expect(levels.flat().length).toBeGreaterThan(GUIDE_TITLES.length + ROUTE_PAGES.length);
    const repeated = levels.flatMap((texts) =>
      texts.filter((text, index) => texts.indexOf(text) !== index),
    );
    expect(repeated).toEqual([]);
    expect(levels[0]).toEqual(expect.arrayContaining(["Error codes", "Errors"]));
    expect(site.problems).toEqual([]);
  });

  it("keeps the inline code of a heading in On This Page and in its anchor", async () => {
    await page.goto(`${base}/documents/Migrating_from__octokit_endpoint.html`);
    const onThisPage = page.locator(".page-menu .tsd-page-navigation a");
    const headings = await onThisPage.allTextContents();
    expect(headings).toContain(":name is a placeholder only in the path");
    const link = onThisPage.filter({ hasText: ":name is a placeholder only in the path" });
    await expect(link.getAttribute("href")).resolves.toBe(
      "#name-is-a-placeholder-only-in-the-path",
    );
    // The heading on the page shows the code as code.
    await expect(
      page.locator("#name-is-a-placeholder-only-in-the-path code").first().textContent(),
    ).resolves.toBe(":name");

    await page.goto(`${base}/documents/The_restbuild_command.html`);
    await expect(
      page.locator(".page-menu .tsd-page-navigation a").first().textContent(),
    ).resolves.toBe("The restbuild command");
    expect(site.problems).toEqual([]);
  });

  it("wraps long route names in On This Page instead of cutting them off", async () => {
    await page.goto(`${base}/documents/GitHub_routes.Releases.html`);
    const links = page.locator(".page-menu .tsd-page-navigation a");
    await expect(links.allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining("https://uploads.github.com/repos/")]),
    );
    const cut = await links.evaluateAll((all) =>
      all
        .filter((a) => {
          const text = a.querySelector("span") ?? a;
          const menu = a.closest(".page-menu")?.getBoundingClientRect();
          const box = text.getBoundingClientRect();
          return (
            text.scrollWidth > text.clientWidth + 1 ||
            (menu !== undefined && box.right > menu.right + 1)
          );
        })
        .map((a) => a.textContent),
    );
    expect(cut).toEqual([]);
    expect(site.problems).toEqual([]);
  });

  it("wraps a route in On This Page only after a slash, never inside a name", async () => {
    const wrapped: string[] = [];
    const inWord: string[] = [];
    // The pages with the longest routes, and Issues ({issue_number} broke as "{i ssue_number}").
    const longest = ROUTE_PAGES.map((file) => {
      const text = readFileSync(join(ROOT, "docs", "routes", file), "utf8");
      const routes = Array.from(text.matchAll(/^## (.+)$/gm), (match) => match[1]?.length ?? 0);
      return { file, longest: Math.max(0, ...routes) };
    })
      .sort((a, b) => b.longest - a.longest)
      .slice(0, 4)
      .map((entry) => entry.file);
    const titles = ["issues.md", ...longest].map(
      (file) =>
        /^title: "Routes: (.+)"$/m.exec(
          readFileSync(join(ROOT, "docs", "routes", file), "utf8"),
        )?.[1] ?? file,
    );
    for (const title of new Set(titles)) {
      const file = `GitHub_routes.${title.replaceAll(" ", "_")}.html`;
      await page.goto(`${base}/documents/${file}`);
      for (const entry of await pageMenuBreaks(page)) {
        wrapped.push(entry);
        // A line ends after a "/" (or at a space, between the method and the path).
        if (/[^/ ]\|/.test(entry)) inWord.push(`${file}: ${entry}`);
      }
    }
    // The menu is narrow enough that long routes wrap: the check is not vacuous.
    expect(wrapped.length).toBeGreaterThan(10);
    expect(inWord).toEqual([]);
    await page.goto(`${base}/documents/GitHub_routes.Issues.html`);
    await mkdir(join(ROOT, "test-artifacts"), { recursive: true });
    await page.locator(".page-menu").screenshot({ path: ROUTE_MENU_SCREENSHOT });
    expect(site.problems).toEqual([]);
  });
});
