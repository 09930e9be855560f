import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parseRoute } from "../../src/core/route.js";
import catalogue from "../../src/routes/github-routes.json" with { type: "json" };
import { compileRouteTemplate } from "../../src/template/template-cache.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { type EvaluatedNames, evaluateNameUnions } from "./support/type-names.js";

// The route types and the runtime agree, route by route, on which placeholders a call must
// give (C6b: a `{name}`, `{+name}` or `:name` that fills a path segment alone) and which it may
// give. For every route of GitHub's catalogue and thousands of generated templates, the names
// `RequiredParameters`, `OptionalParameters` and `ParameterName` compute are compared with the
// names the compiled template holds. All aliases are type-checked in one program.

/** Pieces a generated template is made of; `$` stands for a variable name. */
const PIECES = [
  "/",
  "/",
  "x",
  "-",
  ".",
  "...",
  "/lit/",
  "?a=1",
  "#top",
  "#f:$?q",
  "{$}",
  "{+$}",
  "{#$}",
  "{.$}",
  "{/$}",
  "{;$}",
  "{?$}",
  "{&$}",
  "{$,$}",
  "{$*}",
  "{$:3}",
  "{+$*}",
  "{/$,$}",
  ":$",
  ":A$",
] as const;

/** Starts of a template: relative (with or without `/`), absolute with a literal or expression host. */
const PREFIXES = [
  "",
  "/",
  "/repos/",
  "https://h/",
  "https://",
  "https://{host}/",
  "http://u:p@h:8080/",
  "a_b://", // no scheme: `_` is not a scheme character
] as const;

const NAMES = ["aa", "bb", "cc", "dd"] as const;

/** The shapes named in the documentation of the rule, each one template. */
const NAMED_SHAPES = [
  "/x{/y}",
  "/{a}.{b}",
  "/x-{a}",
  "/{+p}",
  "/:name",
  "{a}/x",
  "/a/{b}{?q}",
  "https://h/{id}",
  "https://{host}/{id}",
  "/x/{a}/{b}",
  "/repos/:owner/:repo.git",
  "/a/{x}/b/{+p}/{y}{/z}/{w}",
  "/x{?q}/{a}",
  "/x/{a}{&q}",
  "/x/{list*}/{prefix:3}",
  ":owner/repos",
];

/** A template from pieces, each `$` replaced by the next of `names`. */
function fill(prefix: string, pieces: readonly string[], names: readonly string[]): string {
  let next = 0;
  const text = prefix + pieces.join("");
  return text.replace(/\$/g, () => names[next++ % names.length] as string);
}

/** Every prefix with every pair of pieces, then longer templates drawn with a fixed seed. */
function generatedTemplates(): string[] {
  const templates: string[] = [];
  PREFIXES.forEach((prefix, prefixIndex) => {
    PIECES.forEach((first, firstIndex) => {
      PIECES.forEach((second, secondIndex) => {
        // Names vary with the position so that some templates repeat a name across two forms.
        const offset = prefixIndex + firstIndex + secondIndex;
        const names = [NAMES[offset % 4], NAMES[(offset + 1) % 4], NAMES[0]] as string[];
        templates.push(fill(prefix, [first, second], names));
      });
    });
  });
  const longer = fc.tuple(
    fc.constantFrom(...PREFIXES),
    fc.array(fc.constantFrom(...PIECES), { minLength: 3, maxLength: 7 }),
    fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 8 }),
  );
  for (const [prefix, pieces, names] of fc.sample(longer, {
    seed: 6570,
    numRuns: fuzzRuns(1500),
  })) {
    templates.push(fill(prefix, pieces, names));
  }
  return templates;
}

interface RuntimeNames {
  readonly required: readonly string[];
  readonly all: readonly string[];
}

/** The names the runtime reads from a route's compiled template, or `undefined` if it is invalid. */
function runtimeNames(route: string): RuntimeNames | undefined {
  let template: ReturnType<typeof compileRouteTemplate>;
  try {
    template = compileRouteTemplate(parseRoute(route).url);
  } catch {
    return undefined;
  }
  return {
    required: [...template.requiredNames].sort(),
    all: [...template.variableNames].sort(),
  };
}

const catalogueRoutes = catalogue.routes.map(({ route }) => route);
const generatedRoutes = [...new Set([...NAMED_SHAPES, ...generatedTemplates()])].map(
  (template) => `GET ${template}`,
);

/** Routes with the runtime's names, the templates the runtime rejects left out. */
const cases = new Map<string, RuntimeNames>();
for (const route of [...catalogueRoutes, ...generatedRoutes]) {
  const names = runtimeNames(route);
  if (names !== undefined) cases.set(route, names);
}

const KINDS = ["RequiredParameters", "OptionalParameters", "ParameterName"] as const;
type Kind = (typeof KINDS)[number];

let evaluated: Map<string, EvaluatedNames>;

beforeAll(() => {
  const expressions = new Map<string, string>();
  for (const route of cases.keys()) {
    for (const kind of KINDS)
      expressions.set(`${kind} ${route}`, `${kind}<${JSON.stringify(route)}>`);
  }
  evaluated = evaluateNameUnions(
    expressions,
    `import type { ${KINDS.join(", ")} } from "../../src/core/route-types.js";`,
  );
}, 120_000);

/** What the types give for a route, by kind: sorted names, or the compiler's text. */
function typeNames(kind: Kind, route: string): readonly string[] | EvaluatedNames {
  const result = evaluated.get(`${kind} ${route}`);
  if (result === undefined) throw new Error(`not evaluated: ${kind} ${route}`);
  return "names" in result ? result.names : result;
}

/** The routes whose names the types give differently, each with both readings. */
function disagreements(routes: readonly string[]) {
  return routes.flatMap((route) => {
    const runtime = cases.get(route) as RuntimeNames;
    const expected: Record<Kind, readonly string[]> = {
      RequiredParameters: runtime.required,
      OptionalParameters: runtime.all.filter((name) => !runtime.required.includes(name)),
      ParameterName: runtime.all,
    };
    return KINDS.flatMap((kind) => {
      const actual = typeNames(kind, route);
      return JSON.stringify(actual) === JSON.stringify(expected[kind])
        ? []
        : [{ route, kind, runtime: expected[kind], types: actual }];
    });
  });
}

describe("the route types require what the runtime requires (C6b)", () => {
  it("on every route of GitHub's catalogue", () => {
    const routes = catalogueRoutes.filter((route) => cases.has(route));
    expect(routes).toHaveLength(catalogueRoutes.length);
    expect(disagreements(routes)).toEqual([]);
  });

  it("on every generated template, each operator and :name in every position", () => {
    const routes = generatedRoutes.filter((route) => cases.has(route));
    expect(disagreements(routes)).toEqual([]);
  });

  it("on the shapes the documentation names", () => {
    const routes = NAMED_SHAPES.map((template) => `GET ${template}`);
    for (const route of routes) expect(cases.has(route), route).toBe(true);
    expect(disagreements(routes)).toEqual([]);
  });

  it("compares enough templates of each kind for the comparison to mean something", () => {
    const generated = generatedRoutes.flatMap((route) => cases.get(route) ?? []);
    expect(generated.length).toBeGreaterThan(3000);
    const withRequired = generated.filter(({ required }) => required.length > 0).length;
    const withOptional = generated.filter(({ all, required }) => all.length > required.length);
    expect(withRequired).toBeGreaterThan(500);
    expect(withOptional.length).toBeGreaterThan(500);
    for (const operator of ["{+", "{#", "{.", "{/", "{;", "{?", "{&", ":"]) {
      expect(generatedRoutes.some((route) => route.includes(operator))).toBe(true);
    }
  });
});
