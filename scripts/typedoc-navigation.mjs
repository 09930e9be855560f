// A typedoc plugin that gives the docs site its shape. The guides come first, in the order
// typedoc.json lists them, each named by its first heading; the GitHub route pages sit under
// their index page, so the reference is one entry; the changelog comes last. The site's home
// page is docs/index.md (typedoc.json: readme), a user's page; README.md opens with the
// commands for a clone of the repository. In the sidebar
// the guides and the route reference are entries of their own, and the API is listed by
// category (typedoc.json's categoryOrder, the @category tags of src/). In "On This Page" of a
// route page, a long route wraps only after a `/`, never inside a name such as {issue_number}.
import { relative, sep } from "node:path";
import { Converter, DefaultTheme, PageEvent } from "typedoc";

/** Categories of the pages that are not API: the names modules.html and the sidebar show. */
export const GUIDES = "Guides";
export const ROUTE_REFERENCE = "GitHub route reference";
export const RELEASE_NOTES = "Release notes";

const ROUTE_FOLDER = `docs${sep}routes${sep}`;
const ROUTE_INDEX = `${ROUTE_FOLDER}_index.md`;
const CHANGELOG = "CHANGELOG.md";
/**
 * The guides that answer "how do I": the search weighs them four times as much as another
 * page, so that "POST token" lists them first. The route pages, over 50 long pages where a
 * method and a parameter name come up again and again, weigh a fifth (typedoc.json:
 * searchGroupBoosts); the name of an API symbol or a route page still puts it first.
 */
const TASK_GUIDES = new Set([`docs${sep}getting-started.md`, `docs${sep}recipes.md`]);
const TASK_GUIDE_BOOST = 4;

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => arrange(context.project));
  app.renderer.defineTheme("restbuild", RestbuildTheme);
  app.renderer.on(PageEvent.END, (page) => {
    if (ROUTE_PAGE.test(page.url) && page.contents !== undefined) {
      page.contents = breakRoutesAtSlashes(page.contents);
    }
  });
}

/** A page of the route reference, not its index. */
const ROUTE_PAGE = /^documents\/GitHub_routes\.[^/]+\.html$/;
/** An entry of "On This Page" whose text is a route: a method, a space, then a path or URL. */
const ROUTE_ENTRY = /(<a href="#[^"]*"><span)>([A-Z]+ [^<]*(?:<wbr\/>[^<]*)*)(<\/span><\/a>)/g;

/**
 * typedoc lets a name break after `_` and between words of mixed case (`{issue_<wbr/>number}`),
 * the site's CSS (overflow-wrap: anywhere) at any letter, and the browser after a `-` or `?`
 * (`copilot-spaces`, `{?token}`). A route is cut after each run of slashes instead: each part
 * is a `route-part` that does not wrap, with a <wbr> between parts.
 * @param {string} html
 */
function breakRoutesAtSlashes(html) {
  const start = html.indexOf('class="tsd-accordion tsd-page-navigation"');
  if (start === -1) return html;
  const end = html.indexOf("</details>", start);
  const menu = html.slice(start, end).replace(ROUTE_ENTRY, (_, open, text, close) => {
    const parts = text.replaceAll("<wbr/>", "").match(/[^/]*(?:\/+|$)/g) ?? [];
    const spans = parts
      .filter((part) => part !== "")
      .map((part) => `<span class="route-part">${part}</span>`);
    return `${open} class="route-name">${spans.join("<wbr/>")}${close}`;
  });
  return html.slice(0, start) + menu + html.slice(end);
}

/** @param {import("typedoc").ProjectReflection} project */
function arrange(project) {
  const documents = [...(project.documents ?? [])];
  const pathOf = (document) =>
    relative(process.cwd(), project.files.getReflectionPath(document) ?? "");
  const index = documents.find((document) => pathOf(document) === ROUTE_INDEX);
  for (const document of documents) {
    const path = pathOf(document);
    if (path === ROUTE_INDEX) {
      document.frontmatter.category = ROUTE_REFERENCE;
    } else if (path.startsWith(ROUTE_FOLDER) && index !== undefined) {
      project.removeChild(document);
      document.parent = index;
      index.addChild(document);
      // Under "GitHub routes", a page's name is its category: "Routes: Issues" is "Issues".
      document.name = document.name.replace(/^Routes: /, "");
    } else if (path === CHANGELOG) {
      document.frontmatter.category = RELEASE_NOTES;
    } else {
      document.frontmatter.category = GUIDES;
      document.name = firstHeading(document) ?? document.name;
      if (TASK_GUIDES.has(path)) document.relevanceBoost = TASK_GUIDE_BOOST;
    }
  }
}

/** The text of a document's `# heading`, code marks left out. */
function firstHeading(document) {
  const text = document.content.map((part) => part.text).join("");
  return /^# (.+)$/m.exec(text)?.[1]?.replaceAll("`", "").trim();
}

/** The default theme, with the guides and the route reference at the top of the sidebar. */
class RestbuildTheme extends DefaultTheme {
  /** @param {import("typedoc").ProjectReflection} project */
  buildNavigation(project) {
    return super.buildNavigation(project).flatMap((item) => {
      // A category of pages is shown as its pages; an API category stays a folder.
      const pages = [GUIDES, ROUTE_REFERENCE, RELEASE_NOTES].includes(item.text);
      return pages && item.children !== undefined ? item.children : [item];
    });
  }
}
