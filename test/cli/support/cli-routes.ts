import { readFileSync } from "node:fs";
import { fixtureFile } from "../../fixtures/fixture-file.js";

/** Every route of GitHub's REST API, `METHOD /url`, from the shared fixtures. */
export const GITHUB_ROUTES = JSON.parse(
  readFileSync(fixtureFile("github-routes/routes.json"), "utf8"),
) as string[];

/** The variable names of a route's expressions (`{a}`, `{/b,c}`), each once. */
export function placeholders(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/[{,]([+#./;?&]?)([A-Za-z0-9_-]+)/g)].map((m) => m[2] ?? "")),
  ];
}
