// A typedoc plugin for the API site. GitHubRoutes holds about 1 200 routes, each with its
// parameters: rendered as members, its page would weigh megabytes, and each nested field
// would need its own comment. The site keeps the type's name, summary and example; the route
// reference pages list the routes themselves.
import { Converter } from "typedoc";

/** Types whose members are too many to render one by one. */
const SUMMARISED = new Set(["GitHubRoutes"]);

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of Object.values(context.project.reflections)) {
      if (!SUMMARISED.has(reflection.name)) continue;
      for (const child of [...(reflection.children ?? [])]) {
        context.project.removeReflection(child);
      }
    }
  });
}
