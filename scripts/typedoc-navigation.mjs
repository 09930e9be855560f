// A typedoc plugin that gives the docs site its shape. The guides come first, in the order
// typedoc.json lists them, each named by its first heading; the GitHub route pages sit under
// their index page, so the reference is one entry; the changelog comes last. The site's home
// page is docs/index.md (typedoc.json: readme), a user's page; README.md opens with the
// commands for a clone of the repository. In the sidebar
// the guides and the route reference are entries of their own, and the API is listed by
// category (typedoc.json's categoryOrder, the @category tags of src/).
import { relative, sep } from "node:path";
import { Converter, DefaultTheme } from "typedoc";

/** Categories of the pages that are not API: the names modules.html and the sidebar show. */
export const GUIDES = "Guides";
export const ROUTE_REFERENCE = "GitHub route reference";
export const RELEASE_NOTES = "Release notes";

const ROUTE_FOLDER = `docs${sep}routes${sep}`;
const ROUTE_INDEX = `${ROUTE_FOLDER}_index.md`;
const CHANGELOG = "CHANGELOG.md";

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => arrange(context.project));
  app.renderer.defineTheme("restbuild", RestbuildTheme);
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
