/**
 * The cost workload of `npm run bench:types`: octokit's GitHub routes,
 * test/fixtures/github-routes/routes.json, that are in the route catalogue, each called once per
 * tool with every placeholder and every required query and body parameter given a value of its
 * type (from the catalogue's route data). openapi-fetch takes the same values in its own shape, and
 * a body whenever GitHub's OpenAPI description requires one.
 */
import { readFileSync } from "node:fs";
import { root } from "./tools.mjs";

const routeData = JSON.parse(readFileSync(`${root}src/routes/github-routes.json`, "utf8"));
const openapiDocument = `${root}node_modules/@octokit/openapi/generated/api.github.com.json`;

/** A value of the parameter's type, as source text. */
function valueText(parameter) {
  if (parameter.enum !== undefined && parameter.type !== "array")
    return JSON.stringify(parameter.enum[0]);
  switch (parameter.type) {
    case "number":
      return "1";
    case "boolean":
      return "true";
    case "array":
      return "[]";
    case "object":
      return "{} as never"; // its own required fields are not what is measured
    default:
      return '"x"';
  }
}

/** `{ "a": 1, "b": "x" }`, or `{}`. */
function objectText(parameters) {
  return parameters.length === 0
    ? "{}"
    : `{ ${parameters.map((p) => `${JSON.stringify(p.name)}: ${valueText(p)}`).join(", ")} }`;
}

/**
 * The routes of routes.json that the catalogue has, in routes.json's order, with their required
 * parameters.
 */
export function catalogueRoutes() {
  const known = new Map(routeData.routes.map((route) => [route.route, route]));
  const listed = JSON.parse(readFileSync(`${root}test/fixtures/github-routes/routes.json`, "utf8"));
  return [...new Set(listed)]
    .filter((route) => known.has(route))
    .map((route) => {
      const data = known.get(route);
      return {
        route,
        required: data.parameters.filter((parameter) => parameter.required),
      };
    });
}

/** `count` routes spread evenly over the list (every one when `count` is at least its length). */
export function spread(routes, count) {
  if (count >= routes.length) return routes;
  return Array.from({ length: count }, (_, k) => routes[Math.floor((k * routes.length) / count)]);
}

/** Whether GitHub's description requires a request body for the route. */
function bodyRequired() {
  const document = JSON.parse(readFileSync(openapiDocument, "utf8"));
  return (route) => {
    const [method, url] = route.split(" ");
    return document.paths[url]?.[method.toLowerCase()]?.requestBody?.required === true;
  };
}

/**
 * The body of the workload file for each code style: one call per route.
 *
 * @param {{ route: string, required: object[] }[]} routes
 */
export function workloadCalls(routes) {
  const requiresBody = bodyRequired();
  const flat = routes.map(
    ({ route, required }) => `(${JSON.stringify(route)}, ${objectText(required)});`,
  );
  const openapiFetch = routes.map(({ route, required }) => {
    const [method, url] = route.split(" ");
    const inPlace = (place) => required.filter((parameter) => parameter.in === place);
    const params = ["path", "query"]
      .filter((place) => inPlace(place).length > 0)
      .map((place) => `${place}: ${objectText(inPlace(place))}`);
    const init = [];
    if (params.length > 0) init.push(`params: { ${params.join(", ")} }`);
    if (inPlace("body").length > 0 || requiresBody(route))
      init.push(
        `body: ${inPlace("body").length > 0 ? objectText(inPlace("body")) : "{} as never"}`,
      );
    const argument = init.length === 0 ? "" : `, { ${init.join(", ")} }`;
    return `client.${method}(${JSON.stringify(url)}${argument});`;
  });
  // The builder: one `.param()` step per required parameter, then `.build()`.
  const builder = routes.map(({ route, required }) => {
    const steps = required.map((p) => `.param(${JSON.stringify(p.name)}, ${valueText(p)})`);
    return `builder.route(${JSON.stringify(route)})${steps.join("")}.build();`;
  });
  return {
    restbuild: flat.map((call) => `call${call}`).join("\n"),
    responses: flat.map((call) => `read(call${call.slice(0, -1)});`).join("\n"),
    builder: builder.join("\n"),
    octokit: flat.map((call) => `request${call}`).join("\n"),
    openapiFetch: openapiFetch.join("\n"),
  };
}
