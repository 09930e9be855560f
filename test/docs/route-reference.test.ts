import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  exampleParameters,
  REFERENCE_FOLDER,
  referencePages,
} from "../../scripts/route-reference.mjs";
import { endpoint, RequestBuilder } from "../../src/index.js";
import routeData from "../../src/routes/github-routes.json" with { type: "json" };
import { runWith } from "../cli/support/fake-io.js";

// The GitHub route reference of the docs site (docs/routes/, written by
// scripts/route-reference.mjs): it is what the script writes from the catalogue, and every
// example on it works as printed.

interface Entry {
  route: string;
  parameters: { name: string; in: string; required: boolean; type: string; enum?: unknown[] }[];
}
const entries = routeData.routes as Entry[];

describe("the GitHub route reference", () => {
  it("is up to date with the route catalogue", () => {
    const pages = referencePages();
    expect(readdirSync(REFERENCE_FOLDER).sort()).toEqual([...pages.keys()].sort());
    for (const [name, text] of pages) {
      expect(readFileSync(`${REFERENCE_FOLDER}/${name}`, "utf8"), name).toBe(text);
    }
  });

  it("lists every route of the catalogue once", () => {
    const text = [...referencePages().values()].join("\n");
    const headings = text.match(/^## .+$/gm) ?? [];
    expect(headings.sort()).toEqual(entries.map((entry) => `## ${entry.route}`).sort());
  });

  it("gives examples that build the same request through endpoint(), the builder and the command", async () => {
    for (const entry of entries) {
      const parameters = exampleParameters(entry);
      const request = endpoint(entry.route, parameters);
      expect(request.url, entry.route).not.toMatch(/[{}]/);
      const { data, ...named } = parameters;
      const builder = RequestBuilder.create().route(entry.route).params(named);
      const built = (data === undefined ? builder : builder.data(data)).build();
      expect(built, entry.route).toEqual(request);
      const words = Object.entries(named).map(([name, value]) =>
        typeof value === "string" ? `${name}=${value}` : `${name}:=${JSON.stringify(value)}`,
      );
      const body = data === undefined ? [] : ["--data", JSON.stringify(data)];
      const result = await runWith([...body, entry.route, ...words]);
      expect(result.status, `${entry.route}: ${result.stderr}`).toBe(0);
      expect(JSON.parse(result.stdout).url, entry.route).toBe(request.url);
    }
  }, 120_000);
});
