import { describe, expect, it } from "vitest";
import { OPTION_KEYS } from "../../src/core/options.js";
import { endpoint, RequestBuilder } from "../../src/index.js";
import catalogue from "../../src/routes/github-routes.json" with { type: "json" };
import { runWith } from "../cli/support/fake-io.js";
import { type GivenParameter, type Operation, operationsToCheck } from "./support/operations.js";

// Every operation of GitHub's OpenAPI description, called through its catalogue route with a
// value for every parameter it takes, sends what the description says: path parameters in
// the path, query parameters in the query string, body fields in the body, to the host that
// serves it, and nothing dropped. A fixed sample (every 5th operation, and every one whose
// query or host is not the simple case) runs by default; RESTBUILD_ALL_OPERATIONS=1 runs all.

/** Names that are options of a call: a body field of such a name goes in `data`. */
const NOT_PARAMETERS = new Set<string>([...OPTION_KEYS, "data"]);

/** A catalogue route without its host and query expressions: the path it serves. */
const pathOf = (route: string) =>
  route
    .slice(route.indexOf(" ") + 1)
    .replace(/^https:\/\/[^/]*/, "")
    .replace(/\{[?&][^}]*\}/g, "");

function catalogueRoute(operation: Operation): string {
  const routes = catalogue.routes
    .map(({ route }) => route)
    .filter(
      (route) => route.startsWith(`${operation.method} `) && pathOf(route) === operation.path,
    );
  expect(routes, `catalogue routes of ${operation.id}`).toHaveLength(1);
  return routes[0] as string;
}

const record = (parameters: readonly GivenParameter[]) =>
  Object.fromEntries(parameters.map(({ name, value }) => [name, value]));

/** The body the request must carry, or `undefined` for none. */
function expectedBody(operation: Operation): unknown {
  if (operation.rawBody !== undefined) return operation.rawBody;
  return operation.bodyFields.length === 0 ? undefined : record(operation.bodyFields);
}

/** The call's parameters: path and query by name; the body by name unless a name is taken. */
function callParameters(operation: Operation): Record<string, unknown> {
  const named = [...operation.pathParameters, ...operation.queryParameters];
  const taken = new Set([...NOT_PARAMETERS, ...named.map(({ name }) => name)]);
  const body = expectedBody(operation);
  const fieldsByName =
    operation.rawBody === undefined && operation.bodyFields.every(({ name }) => !taken.has(name));
  return {
    ...record(named),
    ...(body === undefined ? {} : fieldsByName ? (body as object) : { data: body }),
  };
}

/** A query value as the query string holds it (a list is joined by commas). */
const queryText = (value: unknown) => (Array.isArray(value) ? value.join(",") : String(value));

function checkRequest(
  operation: Operation,
  request: { method: string; url: string; body?: unknown },
): void {
  const url = new URL(request.url);
  expect(request.method.toUpperCase()).toBe(operation.method);
  expect(url.origin).toBe(operation.origin);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.pathParameters.find((one) => one.name === name);
    return encodeURIComponent(String(parameter?.value));
  });
  expect(url.pathname).toBe(path);
  expect([...url.searchParams.keys()].sort()).toEqual(
    operation.queryParameters.map(({ name }) => name).sort(),
  );
  for (const { name, value } of operation.queryParameters) {
    expect(url.searchParams.get(name), `query parameter ${name}`).toBe(queryText(value));
  }
  // A PUT or PATCH without a body sends an empty one, as @octokit/endpoint does (docs/compat.md).
  const none = operation.method === "PUT" || operation.method === "PATCH" ? "" : undefined;
  expect(request.body).toEqual(expectedBody(operation) ?? none);
}

/** The call's parameters apart from `data`, and `data` (`undefined` when the call has none). */
function splitData(parameters: Record<string, unknown>): [Record<string, unknown>, unknown] {
  const { data, ...named } = parameters;
  return [named, data];
}

/**
 * The command's words for a call: `name=text` for a string, `name:=json` for anything else, and
 * `--data` with the body as text.
 */
function commandWords(route: string, parameters: Record<string, unknown>): string[] {
  const [named, data] = splitData(parameters);
  return [
    ...(data === undefined
      ? []
      : ["--data", typeof data === "string" ? data : JSON.stringify(data)]),
    route,
    ...Object.entries(named).map(([name, value]) =>
      typeof value === "string" ? `${name}=${value}` : `${name}:=${JSON.stringify(value)}`,
    ),
  ];
}

/** The command's request, with a body given as JSON text read back as the value it wrote. */
function commandRequest(stdout: string, parameters: Record<string, unknown>) {
  const request = JSON.parse(stdout);
  const [, data] = splitData(parameters);
  return data === undefined || typeof data === "string"
    ? request
    : { ...request, body: JSON.parse(request.body) };
}

const operations = operationsToCheck(5);

describe.each(operations.map((operation) => [operation.id, operation] as const))(
  "%s",
  (_id, operation) => {
    const route = catalogueRoute(operation);
    const parameters = callParameters(operation);

    it("endpoint() sends every parameter where the description puts it", () => {
      checkRequest(operation, endpoint(route, parameters));
    });

    it("the builder sends every parameter where the description puts it", () => {
      const [named, data] = splitData(parameters);
      const builder = RequestBuilder.create().route(route).params(named);
      checkRequest(operation, (data === undefined ? builder : builder.data(data)).build());
    });

    it("the command sends every parameter where the description puts it", async () => {
      const result = await runWith(commandWords(route, parameters));
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      checkRequest(operation, commandRequest(result.stdout, parameters));
    });
  },
);

describe("the operations checked", () => {
  it("include every operation that takes a query beside a body, and every other host", () => {
    const special = operations.filter(
      (operation) =>
        operation.origin !== "https://api.github.com" ||
        (!["GET", "HEAD"].includes(operation.method) && operation.queryParameters.length > 0),
    );
    expect(special.map(({ id }) => id)).toContain("DELETE /repos/{owner}/{repo}/actions/caches");
    expect(special.map(({ id }) => id)).toContain(
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets",
    );
  });
});
