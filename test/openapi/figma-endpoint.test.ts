import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { type EndpointInterface, endpoint, type OpenApiRoutes } from "../../src/index.js";
import type { paths } from "../fixtures/figma/figma-paths.js";
import { compileSnippets, messageText } from "../types/support/compile-snippets.js";

// Figma's REST API through an endpoint typed with OpenApiRoutes: the requests it builds, the
// compiler's messages for the mistakes a user makes, and the catalogue's routes against the
// OpenAPI description itself.

const figma: EndpointInterface<never, OpenApiRoutes<paths>> = endpoint.defaults({
  baseUrl: "https://api.figma.com",
  headers: { accept: "application/json" },
});

describe("an endpoint typed with Figma's routes", () => {
  it("builds a GET with its placeholder in the path and the rest in the query", () => {
    expect(
      figma("GET /v1/images/{file_key}", {
        file_key: "k",
        ids: "1:2,3:4",
        format: "svg",
        scale: 2,
      }),
    ).toEqual({
      method: "get",
      url: "https://api.figma.com/v1/images/k?ids=1%3A2%2C3%3A4&format=svg&scale=2",
      headers: { accept: "application/json", "user-agent": expect.any(String) },
    });
  });

  it("builds a POST with the body fields in the body", () => {
    const request = figma("POST /v1/files/{file_key}/comments", {
      file_key: "k",
      message: "Looks good",
    });
    expect(request.url).toBe("https://api.figma.com/v1/files/k/comments");
    expect(request.body).toEqual({ message: "Looks good" });
  });
});

// Snippets are compiled as files in test/types/, so the imports are relative to that folder.
const header = `import { endpoint, type EndpointInterface, type OpenApiRoutes, type StrictEndpointInterface } from "../../src/index.js";
import type { paths } from "../fixtures/figma/figma-paths.js";
const figma: EndpointInterface<never, OpenApiRoutes<paths>> = endpoint;
const strict: StrictEndpointInterface<OpenApiRoutes<paths>> = endpoint;
void strict;
`;

/** Each mistake, and the text its one message must contain. */
const mistakes = {
  misspelledQuery: [
    `figma("GET /v1/files/{file_key}", { file_key: "k", dpeth: 2 });`,
    `Type 'number' is not assignable to type '"unknown parameter: dpeth (did you mean depth?)"'`,
  ],
  wrongType: [
    `figma("GET /v1/files/{file_key}", { file_key: "k", depth: "2" });`,
    "Type 'string' is not assignable to type 'number'",
  ],
  outsideEnum: [
    `figma("GET /v1/images/{file_key}", { file_key: "k", ids: "1", format: "gif" });`,
    `Type '"gif"' is not assignable to type '"jpg" | "png" | "svg" | "pdf" | undefined'`,
  ],
  missingQuery: [
    `figma("GET /v1/files/{file_key}/nodes", { file_key: "k" });`,
    `parameter of type '{ "missing parameter: ids": true; }`,
  ],
  missingBodyField: [
    `figma("POST /v1/files/{file_key}/comments", { file_key: "k" });`,
    `parameter of type '{ "missing parameter: message": true; }`,
  ],
  missingPlaceholder: [
    `figma("GET /v1/files/{file_key}/comments", {});`,
    '"missing route parameter: file_key": true',
  ],
  unknownRoute: [
    `strict("GET /v1/fiels/{file_key}", { file_key: "k" });`,
    '"unknown route: GET /v1/fiels/{file_key}": true',
  ],
} as const;

/** Every `METHOD /path` of the OpenAPI description, read from its YAML outline. */
function describedRoutes(): string[] {
  const text = readFileSync(new URL("../fixtures/figma/openapi.yaml", import.meta.url), "utf8");
  const pathsBlock = text.slice(text.indexOf("\npaths:\n"), text.indexOf("\ncomponents:\n"));
  const routes: string[] = [];
  let path = "";
  for (const line of pathsBlock.split("\n")) {
    const pathMatch = line.match(/^ {2}(\/\S*):$/);
    if (pathMatch?.[1] !== undefined) path = pathMatch[1];
    const method = line.match(/^ {4}(get|put|post|delete|patch|head|options|trace):$/)?.[1];
    if (method !== undefined) routes.push(`${method.toUpperCase()} ${path}`);
  }
  return routes;
}

let messages: Map<string, string[]>;

beforeAll(() => {
  const routes = describedRoutes().map((route) => JSON.stringify(route));
  const snippets: Record<string, string> = {
    // Both ways: every described route is a key, and every key is a described route.
    routes: `type Described = ${routes.join(" | ")};
const everyRoute: Record<Described, true> = {} as Record<keyof OpenApiRoutes<paths>, true>;
const onlyThose: Record<keyof OpenApiRoutes<paths>, true> = {} as Record<Described, true>;
void everyRoute; void onlyThose;`,
  };
  for (const [name, [code]] of Object.entries(mistakes)) snippets[name] = `${code}\n`;
  const diagnostics = compileSnippets(snippets, header);
  messages = new Map([...diagnostics].map(([name, list]) => [name, list.map(messageText)]));
}, 120_000);

describe("the catalogue made from Figma's description", () => {
  it("has exactly the described operations", () => {
    expect(describedRoutes()).toHaveLength(54);
    expect(messages.get("routes")).toEqual([]);
  });

  it.each(Object.entries(mistakes))("names the problem: %s", (name, [, expected]) => {
    const list = messages.get(name) ?? [];
    expect(list).toHaveLength(1);
    expect(list[0]).toContain(expected);
  });
});
