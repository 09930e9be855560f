import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every link between the pages of the docs site that `npm run docs` builds into docs/api
// leads to a page that exists: a guide's relative link to another guide, to the route
// reference or to an API page is rewritten by typedoc, and a link it cannot rewrite stays
// behind as a 404. Run with `npm run test:docs`, which builds the site first.

const SITE = fileURLToPath(new URL("../../docs/api", import.meta.url));

function pages(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return pages(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/** The targets of a page's links that stay on the site: no scheme, no mail, not a fragment. */
function localLinks(html: string): string[] {
  const links: string[] = [];
  for (const [, href = ""] of html.matchAll(/href="([^"]*)"/g)) {
    if (href === "" || href.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
    links.push(href.replace(/[#?].*$/, ""));
  }
  return links;
}

describe("the docs site's links", () => {
  it("lead to pages that exist", () => {
    expect(existsSync(join(SITE, "index.html")), 'run "npm run docs" first').toBe(true);
    const broken: string[] = [];
    for (const page of pages(SITE)) {
      for (const link of localLinks(readFileSync(page, "utf8"))) {
        if (link === "") continue;
        const target = join(dirname(page), decodeURIComponent(link));
        if (!existsSync(target)) broken.push(`${relative(SITE, page)} -> ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("never turn a file name in the text into a web address", () => {
    // Markdown's linkify reads "CONTRIBUTING.md" as a host name (.md is a top-level domain).
    const fileHosts: string[] = [];
    for (const page of pages(SITE)) {
      for (const [, href = ""] of readFileSync(page, "utf8").matchAll(/href="(https?:[^"]*)"/g)) {
        const host = new URL(href).hostname;
        if (/\.(md|ts|mjs|js|json)$/i.test(host))
          fileHosts.push(`${relative(SITE, page)} -> ${href}`);
      }
    }
    expect(fileHosts).toEqual([]);
  });
});
