import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseRoute } from "../../src/core/route.js";
import { endpoint } from "../../src/index.js";
import { compileRouteTemplate } from "../../src/template/template-cache.js";
import { fixtureFile } from "../fixtures/fixture-file.js";
import {
  GITHUB_ROUTE_SAMPLE,
  ROUTE_TEMPLATES,
  type RouteTemplateFixture,
} from "../fixtures/route-templates.js";

// The runtime twin of route-types.test-d.ts: the names each fixture lists are the names the
// runtime reads from the compiled template, and the required ones are exactly those whose
// expression fills a path segment alone (C6b).

const routesJson = readFileSync(fixtureFile("github-routes/routes.json"), "utf8");
const githubRoutes = new Set(JSON.parse(routesJson) as string[]);

const ALL_FIXTURES: readonly RouteTemplateFixture[] = [...ROUTE_TEMPLATES, ...GITHUB_ROUTE_SAMPLE];

const sorted = (names: readonly string[]) => [...names].sort();

describe("route template fixtures against the compiled templates", () => {
  it("hold at least 30 hand-written routes and 50 GitHub routes, each listed once", () => {
    expect(ROUTE_TEMPLATES.length).toBeGreaterThanOrEqual(30);
    expect(GITHUB_ROUTE_SAMPLE.length).toBe(50);
    const routes = ALL_FIXTURES.map((fixture) => fixture.route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(ALL_FIXTURES.map((fixture) => [fixture.route, fixture] as const))(
    "lists no name twice in one list: %s",
    (_route, fixture) => {
      expect(new Set(fixture.required).size).toBe(fixture.required.length);
      expect(new Set(fixture.optional).size).toBe(fixture.optional.length);
    },
  );

  it.each(ALL_FIXTURES.map((fixture) => [fixture.route, fixture] as const))(
    "reads exactly the required and optional names from the template of %s",
    (route, fixture) => {
      const { url } = parseRoute(route);
      const runtimeNames = sorted(compileRouteTemplate(url).variableNames);
      expect(runtimeNames).toEqual(
        sorted([...new Set([...fixture.required, ...fixture.optional])]),
      );
    },
  );

  it.each(ALL_FIXTURES.map((fixture) => [fixture.route, fixture] as const))(
    "finds the required names exactly where the runtime requires a value (C6b): %s",
    (route, fixture) => {
      const template = compileRouteTemplate(parseRoute(route).url);
      expect(sorted([...template.requiredNames])).toEqual(sorted(fixture.required));
      for (const name of fixture.optional) expect(fixture.required).not.toContain(name);
    },
  );

  it.each(ALL_FIXTURES.map((fixture) => [fixture.route, fixture] as const))(
    "puts every listed name into the URL and none into the body: %s",
    (route, fixture) => {
      // POST sends every parameter the URL does not use in the body, so a listed name that the
      // URL did not use would show up there. Values are short enough for `{sha:7}`.
      const names = [...new Set([...fixture.required, ...fixture.optional])];
      const values = Object.fromEntries(names.map((name, index) => [name, `v${index}x`]));
      const result = endpoint({ method: "POST", url: parseRoute(route).url, ...values });
      for (const value of Object.values(values)) expect(result.url).toContain(value);
      expect(result.body).toBeUndefined();
    },
  );
});

describe("the GitHub route sample", () => {
  it.each(GITHUB_ROUTE_SAMPLE.map((fixture) => [fixture.route] as const))(
    "is copied unchanged from routes.json: %s",
    (route) => {
      expect(githubRoutes.has(route)).toBe(true);
    },
  );

  it("includes, among the hand-written fixtures, only GitHub routes that routes.json holds", () => {
    const marked = ROUTE_TEMPLATES.filter((fixture) => "github" in fixture);
    expect(marked.length).toBeGreaterThanOrEqual(5);
    for (const fixture of marked) expect(githubRoutes.has(fixture.route)).toBe(true);
  });

  it("takes every route of routes.json with a query expression or five placeholders", () => {
    const sample = new Set<string>(GITHUB_ROUTE_SAMPLE.map((fixture) => fixture.route));
    const wanted = [...githubRoutes].filter(
      (route) => route.includes("{?") || route.split("{").length - 1 === 5,
    );
    expect(wanted.length).toBe(10);
    for (const route of wanted) expect(sample.has(route)).toBe(true);
  });
});
