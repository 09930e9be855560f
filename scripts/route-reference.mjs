#!/usr/bin/env node
// The GitHub route reference of the docs site: one page per category of GitHub's REST docs
// (issues, pulls, actions, ...), every route of the catalogue with its summary, its parameters
// and the same request as a builder, an endpoint() call and a command. Written from
// src/routes/github-routes.json, which `npm run generate:routes` makes.
//
//   node scripts/route-reference.mjs          write docs/routes/
//   node scripts/route-reference.mjs --check  fail when docs/routes/ is not what it would write
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = fileURLToPath(new URL("../", import.meta.url));
export const REFERENCE_FOLDER = `${root}docs/routes`;

/** Example values by parameter name, where a name says what GitHub expects. */
const NAMED_EXAMPLES = {
  owner: "octocat",
  repo: "Hello-World",
  org: "github",
  username: "octocat",
  enterprise: "octo-enterprise",
  team_slug: "justice-league",
  ref: "heads/main",
  path: "README.md",
  title: "Found a bug",
  name: "example",
  tag: "v1.0.0",
  branch: "main",
  sha: "6dcb09b5b57875f334f61aebed695e2e4193db5e",
  q: "restbuild in:name",
};

/** A value of a parameter's type for the examples: its first enum value, or one by its type. */
export function exampleValue(parameter) {
  if (parameter.enum !== undefined && parameter.enum.length > 0) return parameter.enum[0];
  const named = NAMED_EXAMPLES[parameter.name];
  const type = parameter.type ?? "string";
  if (named !== undefined && type.includes("string")) return named;
  if (type.startsWith("number") || type.includes("| number") || /^\d/.test(type)) return 42;
  if (type.startsWith("boolean")) return true;
  if (type.endsWith("[]")) return [];
  if (type.startsWith("{") || type.startsWith("Record")) return {};
  return "value";
}

/**
 * The library's option keys, read from their one table (`OPTION_KEYS` of src/core/options.ts)
 * with the TypeScript parser: the script runs on the sources, before any build.
 */
function libraryOptionKeys() {
  const path = `${root}src/core/options.ts`;
  const file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(file) !== "OPTION_KEYS") continue;
      let value = declaration.initializer;
      while (value !== undefined && ts.isAsExpression(value)) value = value.expression;
      if (value !== undefined && ts.isArrayLiteralExpression(value)) {
        if (value.elements.every(ts.isStringLiteral)) return value.elements.map((key) => key.text);
      }
    }
  }
  throw new Error(`${path}: no OPTION_KEYS table of string literals to read`);
}

/**
 * Names that are options of a call, not parameters (the builder's params() refuses them): the
 * option keys, and `data`, which sets the body.
 */
const OPTION_KEYS = new Set([...libraryOptionKeys(), "data"]);

/** Whether a route's body has a field named like an option: its body then goes in `data`. */
export function bodyNeedsData(entry) {
  return entry.parameters.some(
    (parameter) => parameter.in === "body" && OPTION_KEYS.has(parameter.name),
  );
}

/** The parameters an example gives: every required one; the body as `data` where it must be. */
export function exampleParameters(entry) {
  const parameters = {};
  const body = {};
  for (const parameter of entry.parameters) {
    if (!parameter.required) continue;
    const target = parameter.in === "body" && bodyNeedsData(entry) ? body : parameters;
    target[parameter.name] = exampleValue(parameter);
  }
  if (bodyNeedsData(entry)) parameters.data = body;
  return parameters;
}

/** The category of a route: the first segment of its GitHub docs path (`/rest/issues/...`). */
export function categoryOf(entry) {
  const match = /\/rest\/([a-z0-9-]+)/.exec(entry.docs ?? "");
  return match?.[1] ?? "other";
}

const titleOf = (category) =>
  category
    .split("-")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");

const code = (text) => `\`${String(text).replaceAll("|", "\\|").replaceAll("`", "'")}\``;

/** A command-line word for a parameter, as `restbuild` reads it. */
function commandWord(name, value) {
  if (typeof value === "string")
    return `${name}=${/^[\w./:-]+$/.test(value) ? value : `'${value}'`}`;
  return `${name}:=${JSON.stringify(value)}`;
}

/** A JavaScript object literal, as the docs write one: `{ owner: "octocat", per_page: 42 }`. */
function objectLiteral(value) {
  const pairs = Object.entries(value).map(
    ([key, item]) =>
      `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${JSON.stringify(item)}`,
  );
  return `{ ${pairs.join(", ")} }`;
}

/**
 * What a reader of a route with a query expression or a host of its own needs to know: why the
 * query is part of the route, and the upload URL of GitHub Enterprise Server.
 */
function routeNotes(entry) {
  const url = entry.route.slice(entry.route.indexOf(" ") + 1);
  const query = /\{\?[^}]*\}/.exec(url)?.[0];
  const origin = /^https:\/\/[^/]*/.exec(url)?.[0];
  const notes = [];
  if (query !== undefined && !entry.route.startsWith("GET ")) {
    notes.push(
      `The query parameters are part of the route (${code(query)}): a ${entry.route.split(" ")[0]} sends the parameters its url does not name in the body. Written without ${code(query)}, the route takes no query parameter.`,
    );
  }
  if (origin !== undefined) {
    const path = url.slice(origin.length);
    notes.push(
      `GitHub serves this route at ${code(origin)}. On GitHub Enterprise Server, name the route with your server's upload URL: ${code(`${entry.route.split(" ")[0]} https://HOST/api/uploads${path}`)}.`,
    );
  }
  return notes.flatMap((note) => ["", note]);
}

function routeSection(entry) {
  const parameters = exampleParameters(entry);
  const literal = objectLiteral(parameters);
  const args = Object.keys(parameters).length === 0 ? "" : `, ${literal}`;
  // The builder takes the body of `data` through its own step.
  const { data, ...named } = parameters;
  const builderSteps = [
    ...(Object.keys(named).length === 0 ? [] : [`.params(${objectLiteral(named)})`]),
    ...(data === undefined ? [] : [`.data(${JSON.stringify(data)})`]),
  ].join("");
  const rows = entry.parameters.map(
    (parameter) =>
      `| ${code(parameter.name)} | ${parameter.in} | ${code(
        parameter.enum
          ? parameter.enum.map((value) => JSON.stringify(value)).join(" | ")
          : parameter.type,
      )} | ${parameter.required ? "yes" : ""} |`,
  );
  // The command reads a body as it reads curl's: `--data` with the text.
  const words = [
    ...(data === undefined ? [] : [` --data '${JSON.stringify(data).replaceAll("'", "'\\''")}'`]),
    ` ${JSON.stringify(entry.route)}`,
    ...Object.entries(named).map(([name, value]) => ` ${commandWord(name, value)}`),
  ];
  return [
    `## ${entry.route}`,
    "",
    `${entry.summary}. [GitHub's documentation](${entry.docs})`,
    "",
    ...(rows.length === 0
      ? ["No parameters."]
      : ["| parameter | in | type | required |", "| --- | --- | --- | --- |", ...rows]),
    ...(entry.openBody ? ["", "The body takes further fields."] : []),
    ...routeNotes(entry),
    ...(bodyNeedsData(entry)
      ? [
          "",
          "A body field is named like an option (`url`), so the body goes in `data`, where no field is read as an option.",
        ]
      : []),
    "",
    "```ts",
    `endpoint(${JSON.stringify(entry.route)}${args});`,
    `RequestBuilder.create().route(${JSON.stringify(entry.route)})${builderSteps}.build();`,
    "```",
    "",
    "```sh",
    `npx -p @restbuild/endpoint restbuild${words.join("")}`,
    "```",
    "",
  ].join("\n");
}

/** The pages of the reference: file name to Markdown text. */
export function referencePages() {
  const data = JSON.parse(readFileSync(`${root}src/routes/github-routes.json`, "utf8"));
  const byCategory = new Map();
  for (const entry of data.routes) {
    const category = categoryOf(entry);
    if (!byCategory.has(category)) byCategory.set(category, []);
    byCategory.get(category).push(entry);
  }
  // By path (without host or query expression), then method: the routes of one resource
  // stand together.
  const pathOf = (entry) =>
    entry.route
      .slice(entry.route.indexOf(" ") + 1)
      .replace(/^https:\/\/[^/]*/, "")
      .replace(/\{\?[^}]*\}$/, "");
  for (const entries of byCategory.values()) {
    entries.sort((a, b) => pathOf(a).localeCompare(pathOf(b)) || a.route.localeCompare(b.route));
  }
  const categories = [...byCategory.keys()].sort();
  const pages = new Map();
  const note =
    "<!-- Written by scripts/route-reference.mjs from src/routes/github-routes.json; do not edit. -->";
  for (const category of categories) {
    const entries = byCategory.get(category);
    pages.set(
      `${category}.md`,
      [
        "---",
        `title: "Routes: ${titleOf(category)}"`,
        "group: GitHub routes",
        "---",
        note,
        "",
        `# GitHub routes: ${titleOf(category)}`,
        "",
        `${entries.length} route${entries.length === 1 ? "" : "s"} of GitHub's REST API (${data.source}). ` +
          "Each example gives the required parameters with example values; the compiler checks the " +
          "rest of a call against the route's parameters ([Typed routes](../typed-routes.md)).",
        "",
        ...entries.map(routeSection),
      ].join("\n"),
    );
  }
  // "_" sorts before the categories, so the index comes first on the site.
  pages.set(
    "_index.md",
    [
      "---",
      'title: "GitHub routes"',
      "group: GitHub routes",
      "---",
      note,
      "",
      "# GitHub routes",
      "",
      `Every route of GitHub's REST API that restbuild's types know (${data.routes.length} routes, ` +
        `${data.source}), by category. The site's search finds a route by its path or summary.`,
      "",
      "| category | routes |",
      "| --- | --- |",
      ...categories.map(
        (category) =>
          `| [${titleOf(category)}](${category}.md) | ${byCategory.get(category).length} |`,
      ),
      "",
    ].join("\n"),
  );
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = referencePages();
  if (process.argv.includes("--check")) {
    const written = new Set(readdirSync(REFERENCE_FOLDER));
    const stale = [...pages].filter(
      ([name, text]) =>
        !written.has(name) || readFileSync(`${REFERENCE_FOLDER}/${name}`, "utf8") !== text,
    );
    const extra = [...written].filter((name) => !pages.has(name));
    if (stale.length > 0 || extra.length > 0) {
      console.error(
        `docs/routes is out of date (${[...stale.map(([name]) => name), ...extra].join(", ")}): run node scripts/route-reference.mjs`,
      );
      process.exit(1);
    }
    console.log(`docs/routes is up to date: ${pages.size} pages`);
  } else {
    rmSync(REFERENCE_FOLDER, { recursive: true, force: true });
    mkdirSync(REFERENCE_FOLDER, { recursive: true });
    for (const [name, text] of pages) writeFileSync(`${REFERENCE_FOLDER}/${name}`, text);
    console.log(`wrote ${pages.size} pages into docs/routes`);
  }
}
