// Generates the GitHub route catalogue from GitHub's OpenAPI description (@octokit/openapi, pinned
// in package.json): src/routes/github.ts, a types-only `GitHubRoutes` interface for the library's
// declarations, and src/routes/github-routes.json, the same routes as data for the command
// (`restbuild routes`); then the type test over the catalogue (generate-route-type-test.mjs).
// `--check` writes nothing and fails when any of them is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const description = require("@octokit/openapi/generated/api.github.com.json");
const { version } = require("@octokit/openapi/package.json");

const root = fileURLToPath(new URL("..", import.meta.url));
const typesPath = `${root}src/routes/github.ts`;
const dataPath = `${root}src/routes/github-routes.json`;
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
// The API's own host: a route served there is written relative, to take the caller's baseUrl.
const API_HOST = description.servers?.[0]?.url ?? "https://api.github.com";
// Body schemas nest deeply; below this depth a value is typed `unknown`, which keeps the
// declarations small and cheap to check.
const MAX_DEPTH = 3;

function resolve(node) {
  let current = node;
  while (current?.$ref !== undefined) {
    const path = current.$ref.replace(/^#\//, "").split("/");
    current = path.reduce((object, key) => object[key], description);
  }
  return current ?? {};
}

function propertyName(name) {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/** The first sentence of a description, on one line, short enough for a hover. */
function oneLine(text) {
  if (typeof text !== "string") return "";
  const flat = text.replace(/\s+/g, " ").trim();
  const sentence = flat.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? flat;
  const short = sentence.length > 160 ? `${sentence.slice(0, 157)}...` : sentence;
  return short.replaceAll("*/", "*\\/");
}

function union(types) {
  const unique = [...new Set(types)];
  return unique.includes("unknown") ? "unknown" : unique.join(" | ");
}

/** A TypeScript type for a JSON schema. */
function typeOf(node, depth) {
  const schema = resolve(node);
  const nullable = schema.nullable === true ? " | null" : "";
  if (Array.isArray(schema.enum)) {
    return union([
      ...schema.enum.map((value) => JSON.stringify(value)),
      ...(nullable ? ["null"] : []),
    ]);
  }
  if (schema.oneOf ?? schema.anyOf) {
    const members = (schema.oneOf ?? schema.anyOf).map((member) => typeOf(member, depth));
    return union([
      ...members.map((member) => (member.includes(" ") ? `(${member})` : member)),
      ...(nullable ? ["null"] : []),
    ]);
  }
  if (schema.allOf) {
    if (depth >= MAX_DEPTH) return "unknown";
    return schema.allOf.map((member) => `(${typeOf(member, depth)})`).join(" & ") + nullable;
  }
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  const parts = type.map((one) => {
    switch (one) {
      case "string":
        return "string";
      case "integer":
      case "number":
        return "number";
      case "boolean":
        return "boolean";
      case "null":
        return "null";
      case "array": {
        const item = schema.items === undefined ? "unknown" : typeOf(schema.items, depth + 1);
        // readonly: a `const` type parameter infers arrays as readonly tuples.
        return /[ |&]/.test(item) ? `readonly (${item})[]` : `readonly ${item}[]`;
      }
      case "object":
        return objectType(schema, depth + 1);
      default:
        return schema.properties ? objectType(schema, depth + 1) : "unknown";
    }
  });
  return union([...parts, ...(nullable ? ["null"] : [])]);
}

function objectType(schema, depth) {
  if (depth > MAX_DEPTH || schema.properties === undefined) {
    return "{ [key: string]: unknown }";
  }
  const required = new Set(schema.required ?? []);
  const members = Object.entries(schema.properties).map(
    ([name, property]) =>
      `${propertyName(name)}${required.has(name) ? "" : "?"}: ${typeOf(property, depth)}`,
  );
  if (schema.additionalProperties) members.push("[key: string]: unknown");
  return `{ ${members.join("; ")} }`;
}

/** One route: its key, docs and parameters grouped by where they go. */
function readRoute(path, method, operation, pathItem) {
  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map(resolve);
  const groups = { path: [], query: [], body: [] };
  for (const parameter of parameters) {
    if (parameter.in !== "path" && parameter.in !== "query") continue;
    groups[parameter.in].push({
      name: parameter.name,
      required: parameter.in === "path" || parameter.required === true,
      schema: parameter.schema ?? {},
      description: parameter.description,
    });
  }
  let bodyIsObject = true;
  const body = resolve(operation.requestBody);
  const json = body.content?.["application/json"]?.schema;
  if (json !== undefined) {
    const schema = resolve(json);
    if (
      schema.properties !== undefined &&
      schema.oneOf === undefined &&
      schema.anyOf === undefined
    ) {
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties)) {
        groups.body.push({
          name,
          required: required.has(name),
          schema: property,
          description: resolve(property).description,
        });
      }
      if (schema.additionalProperties) bodyIsObject = false;
    } else {
      bodyIsObject = false; // an array, a string or a choice of objects: any name passes
    }
  } else if (body.content !== undefined) {
    bodyIsObject = false; // a raw body (text, octet-stream) goes in `data`
  }
  const verb = method.toUpperCase();
  // Spec 2.2 rule 4: a route that can take a body declares its query in the url, so the query
  // parameters go to the query string and the rest to the body. GET and HEAD send the rest as
  // the query anyway.
  const query = groups.query.map((parameter) => parameter.name);
  const queryInUrl = verb !== "GET" && verb !== "HEAD" && query.length > 0;
  // An operation served elsewhere (uploads) names its host: the route is absolute.
  const host = operation.servers?.[0]?.url;
  const origin = host === undefined || host === API_HOST ? "" : host.replace(/\/$/, "");
  const route = `${verb} ${origin}${path}${queryInUrl ? `{?${query.join(",")}}` : ""}`;
  return {
    route,
    // The forms a caller may write without the query or the host, which the types answer
    // with the route to name instead: the relative one with its query too, as it would go to
    // the API host rather than the one that serves the operation.
    plainForms:
      route === `${verb} ${path}`
        ? []
        : [
            ...new Set([
              `${verb} ${path}`,
              `${verb} ${origin}${path}`,
              `${verb} ${path}${queryInUrl ? `{?${query.join(",")}}` : ""}`,
            ]),
          ].filter((form) => form !== route),
    summary: oneLine(operation.summary),
    docs: operation.externalDocs?.url ?? "",
    operationId: operation.operationId,
    groups,
    openBody: !bodyIsObject,
  };
}

function readRoutes() {
  const routes = [];
  for (const [path, pathItem] of Object.entries(description.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (operation !== undefined) routes.push(readRoute(path, method, operation, pathItem));
    }
  }
  return routes.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

function memberLines(parameters, indent, openIndex) {
  const lines = [];
  for (const parameter of parameters) {
    const doc = oneLine(parameter.description);
    if (doc) lines.push(`${indent}/** ${doc} */`);
    const optional = parameter.required ? "" : "?";
    lines.push(
      `${indent}${propertyName(parameter.name)}${optional}: ${typeOf(parameter.schema, 0)};`,
    );
  }
  if (openIndex) lines.push(`${indent}[name: string]: unknown;`);
  return lines;
}

function group(name, parameters, openIndex = false) {
  if (parameters.length === 0 && !openIndex) return [`    ${name}: {};`];
  return [`    ${name}: {`, ...memberLines(parameters, "      ", openIndex), "    };"];
}

const names = (parameters) => parameters.map(({ name }) => JSON.stringify(name)).join(" | ");

/**
 * The entry of a route written without its query expression (or its host): no parameters, only
 * the route to name instead, so a call that gives a query parameter here, or leaves out one
 * the API requires, is told which route to name.
 */
function plainEntry(route, plain) {
  // A form that writes the query expression lacks only the host: its query names are no problem.
  const query = plain.includes("{?") ? [] : route.groups.query;
  const required = query.filter((parameter) => parameter.required);
  return [
    "  /**",
    `   * ${route.summary ? `${route.summary}: ` : ""}name the route \`${route.route}\`.`,
    "   */",
    `  ${JSON.stringify(plain)}: {`,
    "    queryInUrl: {",
    `      route: ${JSON.stringify(route.route)};`,
    `      names: ${query.length === 0 ? "never" : names(query)};`,
    `      required: ${required.length === 0 ? "never" : names(required)};`,
    "    };",
    "  };",
  ];
}

function typesFile(routes) {
  const lines = [
    `// Generated by scripts/generate-routes.mjs from @octokit/openapi ${version}; do not edit.`,
    "// Regenerate with `npm run generate:routes`.",
    "",
    "/**",
    ` * GitHub's REST API as a route catalogue (see {@link RouteCatalogue}), generated from`,
    ` * GitHub's OpenAPI description (\`@octokit/openapi\` ${version}). Types only.`,
    " *",
    " * @example The values of an enum",
    " * {@includeCode ../../examples/route-catalogue.ts#github-routes}",
    " */",
    "export type GitHubRoutes = {",
  ];
  for (const route of routes) {
    lines.push("  /**");
    if (route.summary) lines.push(`   * ${route.summary}`);
    if (route.docs) lines.push(`   * @see {@link ${route.docs}}`);
    lines.push("   */");
    lines.push(`  ${JSON.stringify(route.route)}: {`);
    lines.push(...group("path", route.groups.path));
    lines.push(...group("query", route.groups.query));
    lines.push(...group("body", route.groups.body, route.openBody));
    lines.push("  };");
    for (const plain of route.plainForms) lines.push(...plainEntry(route, plain));
  }
  lines.push("};", "", ...checksLines(routes));
  return lines.join("\n");
}

/**
 * The value type a builder step takes for a parameter: its schema's type, with `unknown` (a
 * value of any shape) narrowed to a defined value, so that a value that may be `undefined`
 * never counts as given.
 */
function givenType(parameter) {
  const type = typeOf(parameter.schema, 0);
  return type === "unknown" ? "{} | null" : type;
}

/**
 * `GitHubRouteChecks`: what the builder's steps check on each route, worked out here once rather than
 * by the compiler on every call. `params`: every parameter the route takes (path, query and
 * body together), none optional, so `.param(name, value)` reads a value's type with one indexed
 * access and a value that may be `undefined` falls to the overload that binds nothing; an open
 * body takes any name. `required`: the names `build()` asks for. Routes written without their
 * query expression are left out: the builder reads their entries in `GitHubRoutes`.
 */
function checksLines(routes) {
  const aliases = [];
  const lines = [
    "/**",
    " * What the builder checks on each route of {@link GitHubRoutes}, worked out once: every",
    " * parameter a route takes with its value type, none optional, and the names `build()` asks",
    " * for. Types only.",
    " */",
    "export type GitHubRouteChecks = {",
  ];
  for (const route of routes) {
    // A name in two places (a query parameter and a body field) takes what both take.
    const byName = new Map();
    for (const parameter of [...route.groups.path, ...route.groups.query, ...route.groups.body]) {
      byName.set(parameter.name, [...(byName.get(parameter.name) ?? []), parameter]);
    }
    const members = [...byName].map(([name, parameters]) => {
      const types = [...new Set(parameters.map(givenType))];
      const type = types.length === 1 ? types[0] : types.map((one) => `(${one})`).join(" & ");
      return `${propertyName(name)}: ${type}`;
    });
    // An open body takes any name, with a defined value, as `givenType` reads `unknown`.
    if (route.openBody) members.push("[name: string]: {} | null");
    const required = [...byName.values()]
      .filter((parameters) => parameters.some((parameter) => parameter.required))
      .map(([parameter]) => parameter);
    const alias = parametersAlias(route.operationId);
    aliases.push(
      `/** The parameters of \`${route.route}\`, as the builder's steps take them. */`,
      `type ${alias} = { ${members.join("; ")} };`,
    );
    lines.push(`  ${JSON.stringify(route.route)}: {`);
    lines.push(`    params: ${alias};`);
    lines.push(`    required: ${required.length === 0 ? "never" : names(required)};`);
    lines.push("  };");
  }
  lines.push("};", "", ...aliases, "");
  return lines;
}

/**
 * The name of a route's parameter type, from its operation: `IssuesListForRepoParameters`. A
 * named type of its own, declared at the top of the file, is one the compiler never has to
 * instantiate (a type literal nested in another is one it instantiates at every step), and an
 * editor's hover shows the name.
 */
function parametersAlias(operationId) {
  const words = operationId.split(/[^A-Za-z0-9]+/).filter((word) => word !== "");
  return `${words.map((word) => word[0].toUpperCase() + word.slice(1)).join("")}Parameters`;
}

function enumOf(schema) {
  const resolved = resolve(schema);
  if (Array.isArray(resolved.enum)) return resolved.enum;
  if (resolved.type === "array" && resolved.items !== undefined) return enumOf(resolved.items);
  return undefined;
}

/** The JSON type of a value a schema takes (the first choice of a union), for the command. */
function jsonType(schema) {
  const resolved = resolve(schema);
  const first = resolved.oneOf?.[0] ?? resolved.anyOf?.[0];
  if (first !== undefined) return jsonType(first);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if (type === "integer") return "number";
  if (["string", "number", "boolean", "array", "object"].includes(type)) return type;
  return resolved.properties === undefined ? "unknown" : "object";
}

function dataFile(routes) {
  const data = {
    source: `@octokit/openapi ${version}`,
    routes: routes.map((route) => ({
      route: route.route,
      summary: route.summary,
      docs: route.docs,
      parameters: ["path", "query", "body"].flatMap((where) =>
        route.groups[where].map((parameter) => {
          const entry = {
            name: parameter.name,
            in: where,
            required: parameter.required,
            type: jsonType(parameter.schema),
          };
          const values = enumOf(parameter.schema);
          return values === undefined ? entry : { ...entry, enum: values };
        }),
      ),
      ...(route.openBody ? { openBody: true } : {}),
    })),
  };
  return `${JSON.stringify(data)}\n`;
}

const routes = readRoutes();
const outputs = [
  [typesPath, typesFile(routes)],
  [dataPath, dataFile(routes)],
];
if (process.argv.includes("--check")) {
  const stale = outputs.filter(([path, text]) => {
    try {
      return readFileSync(path, "utf8") !== text;
    } catch {
      return true;
    }
  });
  for (const [path] of stale) console.error(`out of date: ${path} (run npm run generate:routes)`);
  process.exitCode = stale.length === 0 ? 0 : 1;
} else {
  for (const [path, text] of outputs) writeFileSync(path, text);
  console.log(`${routes.length} routes from @octokit/openapi ${version}`);
}
// Reads the route data just written (or, with --check, the committed one).
await import("./generate-route-type-test.mjs");
