import { SCHEME } from "../shared/url-text.js";
import { listNames } from "./name-list.js";
import { nearMiss } from "./near-miss.js";
import { routeTemplate } from "./route-check.js";
import { cut, quote, UsageError } from "./usage-error.js";

/** A parameter of a catalogue route: where it goes, whether it is required, its values. */
export interface CatalogueParameter {
  readonly name: string;
  readonly in: "path" | "query" | "body";
  readonly required: boolean;
  readonly enum?: readonly unknown[];
}

/** A GitHub route as the catalogue describes it. */
export interface CatalogueRoute {
  readonly route: string;
  readonly summary: string;
  readonly docs?: string;
  readonly parameters: readonly CatalogueParameter[];
  /** `true` when the body takes keys beyond the listed ones. */
  readonly openBody?: true;
  /**
   * Set when the route was named without (part of) the query expression its catalogue route
   * declares: the catalogue route, and the query names the named url lacks.
   */
  readonly queryInUrl?: {
    readonly route: string;
    readonly names: readonly string[];
    /** The host the catalogue route names, when the route given is relative. */
    readonly host?: string;
  };
}

/** The GitHub route catalogue, generated from GitHub's OpenAPI description. */
export interface Catalogue {
  readonly source: string;
  readonly routes: readonly CatalogueRoute[];
}

/** Reads the catalogue; loaded only by the commands that need it (it is about 500 KB). */
export async function loadCatalogue(): Promise<Catalogue> {
  const module = await import("../routes/github-routes.json", { with: { type: "json" } });
  return module.default as Catalogue;
}

/**
 * The text of `restbuild routes [filter ...]`: one line per route, `METHOD /url  summary`,
 * for every route whose route or summary contains each filter (any letter case).
 *
 * @example
 * ```ts
 * listRoutes(catalogue, ["issues/{issue_number}/labels"]);
 * // "GET /repos/{owner}/{repo}/issues/{issue_number}/labels  List labels for an issue\n..."
 * listRoutes(catalogue, ["release", "asset"]); // the routes of release assets
 * ```
 */
export function listRoutes(catalogue: Catalogue, filters: readonly string[] = []): string {
  const needles = filters.map((filter) => filter.toLowerCase());
  const lines = catalogue.routes
    .filter(({ route, summary }) => {
      const text = `${route} ${summary}`.toLowerCase();
      return needles.every((needle) => text.includes(needle));
    })
    .map(({ route, summary }) => `${route}  ${summary}`);
  if (lines.length === 0) {
    throw new UsageError(
      `no GitHub route matches ${quote(filters.join(" "))} (restbuild routes lists them all)`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/**
 * A route key without its query expressions and its host: the route as a reader names it
 * (`DELETE /repos/{owner}/{repo}/actions/caches` for `...caches{?key,ref}`).
 */
export function plainKey(route: string): string {
  return route.replace(/ [a-z][a-z\d+.-]*:\/\/[^/]*/i, " ").replace(/\{[?&][^}]*\}/g, "");
}

/**
 * The catalogue entry of a route, `METHOD /url` with `{name}` or `:name` placeholders. A route
 * named without (part of) its query expression or its host is matched to its catalogue route,
 * marked with the query names its url lacks (spec 2.2 rule 4).
 */
export function findRoute(
  catalogue: Catalogue,
  method: string,
  url: string,
): CatalogueRoute | undefined {
  const template = routeTemplate(url);
  const key = `${method.toUpperCase()} ${template.source}`;
  const exact = catalogue.routes.find((entry) => entry.route === key);
  if (exact !== undefined) return exact;
  const plain = plainKey(key);
  // Only a route that carries a query expression or a host has a plain form to match.
  const entry = catalogue.routes.find(
    (candidate) => candidate.route !== plain && plainKey(candidate.route) === plain,
  );
  if (entry === undefined) return undefined;
  const lacking = entry.parameters
    .filter((parameter) => parameter.in === "query")
    .map(({ name }) => name)
    .filter((name) => !template.variableNames.includes(name));
  // An upload written relative would go to the API's host, which does not take it.
  const host = SCHEME.test(url) ? undefined : /^\S+ (https?:\/\/[^/]*)/.exec(entry.route)?.[1];
  if (lacking.length === 0 && host === undefined) return entry;
  return {
    ...entry,
    queryInUrl: { route: entry.route, names: lacking, ...(host === undefined ? {} : { host }) },
  };
}

/**
 * A query parameter given to, or required of, a route whose url lacks it: it would go in the
 * body, or nowhere.
 *
 * @throws {@link UsageError} naming the parameter and the route to name instead.
 */
function checkQueryInUrl(entry: CatalogueRoute, given: readonly string[]): void {
  if (entry.queryInUrl === undefined) return;
  const { route, names, host } = entry.queryInUrl;
  if (host !== undefined) {
    throw new UsageError(
      `GitHub serves this route at ${host}, not at the API's host; name the route ${JSON.stringify(route)}`,
    );
  }
  const stray = given.find((name) => names.includes(name));
  const missing = entry.parameters.find(
    (parameter) => parameter.required && parameter.in === "query" && names.includes(parameter.name),
  );
  const name = stray ?? missing?.name;
  if (name === undefined) return;
  const problem =
    stray === undefined
      ? `the route requires ${quote(name)} in the query string`
      : `${quote(name)} belongs in the query string`;
  // The route to name is the catalogue's own text, given whole: the caller copies it.
  throw new UsageError(
    `${problem}, and the url has no {?${name}}; name the route ${JSON.stringify(route)}`,
  );
}

/** What else {@link checkCatalogueParameters} needs to know of the command line. */
export interface GivenElsewhere {
  /** The names of `name==value` query parameters. */
  readonly query: readonly string[];
  /** Whether the body is given as it is (`--data`, `data=`), so its fields are not known. */
  readonly bodyAsIs: boolean;
}

/**
 * Checks the parameters of a catalogue route before anything is printed: a name the route
 * does not take (unless its body is open), with the near miss, a value outside the route's
 * list of values, and a required query or body field left out.
 *
 * @throws {@link UsageError} naming the parameter, and the name or values meant.
 */
export function checkCatalogueParameters(
  entry: CatalogueRoute,
  given: readonly { readonly name: string; readonly value: unknown }[],
  elsewhere: GivenElsewhere = { query: [], bodyAsIs: false },
): void {
  checkQueryInUrl(
    entry,
    given.map(({ name }) => name),
  );
  const known = new Map(entry.parameters.map((parameter) => [parameter.name, parameter]));
  for (const { name, value } of given) {
    const parameter = known.get(name);
    if (parameter === undefined) {
      if (entry.openBody || name === "data") continue;
      const slip = nearMiss(name, known.keys());
      const hint =
        slip === undefined
          ? `it takes ${known.size === 0 ? "none" : listNames([...known.keys()], name)}`
          : `did you mean ${quote(slip)}?`;
      throw new UsageError(`${quote(entry.route)} has no parameter ${quote(name)}; ${hint}`);
    }
    const values = parameter.enum;
    const items = Array.isArray(value) ? value : [value];
    const bad = values === undefined ? undefined : items.find((item) => !values.includes(item));
    if (values !== undefined && bad !== undefined) {
      const shown = listNames(values.map(String), String(bad));
      throw new UsageError(
        `${quote(name)} of ${quote(entry.route)} is one of ${shown}; got ${quote(String(bad))}`,
      );
    }
  }
  checkRequired(entry, given, elsewhere);
}

/** @throws {@link UsageError} for a required query or body field that no argument gives. */
function checkRequired(
  entry: CatalogueRoute,
  given: readonly { readonly name: string }[],
  { query, bodyAsIs }: GivenElsewhere,
): void {
  const names = new Set([...given.map(({ name }) => name), ...query]);
  const missing = entry.parameters.find(
    (parameter) =>
      parameter.required &&
      !names.has(parameter.name) &&
      (parameter.in === "query" || (parameter.in === "body" && !bodyAsIs)),
  );
  if (missing === undefined) return;
  const where = missing.in === "query" ? "query parameter" : "body field";
  throw new UsageError(
    `${quote(entry.route)} requires the ${where} ${quote(missing.name)}; give ${cut(missing.name)}=VALUE`,
  );
}
