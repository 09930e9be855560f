import { describe, expectTypeOf, it } from "vitest";
import {
  type EndpointInterface,
  endpoint,
  type OpenApiRoutes,
  RequestBuilder,
  type RouteCatalogue,
  type StrictEndpointInterface,
} from "../../src/index.js";
import type { components, paths } from "../fixtures/figma/figma-paths.js";

// OpenApiRoutes over Figma's REST API (test/fixtures/figma): the catalogue's entries, and calls
// through an endpoint typed with it, as a user of that API writes them.

type FigmaRoutes = OpenApiRoutes<paths>;
type None = Record<never, never>;

const figma: EndpointInterface<never, FigmaRoutes> = endpoint.defaults({
  baseUrl: "https://api.figma.com",
});
const strict: StrictEndpointInterface<FigmaRoutes> = figma;

describe("OpenApiRoutes over Figma's paths", () => {
  it("is a route catalogue keyed by method and path", () => {
    expectTypeOf<FigmaRoutes>().toExtend<RouteCatalogue>();
    expectTypeOf<"GET /v1/files/{file_key}">().toExtend<keyof FigmaRoutes>();
    expectTypeOf<"POST /v1/files/{file_key}/comments">().toExtend<keyof FigmaRoutes>();
    expectTypeOf<"DELETE /v2/webhooks/{webhook_id}">().toExtend<keyof FigmaRoutes>();
    // The path item has no PUT: the key is not there.
    expectTypeOf<"PUT /v1/files/{file_key}">().not.toExtend<keyof FigmaRoutes>();
  });

  it("maps path and query parameters, required and optional", () => {
    type Nodes = FigmaRoutes["GET /v1/files/{file_key}/nodes"];
    expectTypeOf<Nodes["path"]>().toEqualTypeOf<{ file_key: string }>();
    expectTypeOf<Nodes["query"]["ids"]>().toEqualTypeOf<string>();
    expectTypeOf<Nodes["query"]["depth"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Nodes["body"]>().toEqualTypeOf<None>();
    type Images = FigmaRoutes["GET /v1/images/{file_key}"]["query"];
    expectTypeOf<Images["format"]>().toEqualTypeOf<"jpg" | "png" | "svg" | "pdf" | undefined>();
  });

  it("maps the fields of a JSON body, with the schema's types", () => {
    type Webhook = FigmaRoutes["POST /v2/webhooks"];
    expectTypeOf<Webhook["path"]>().toEqualTypeOf<None>();
    expectTypeOf<Webhook["query"]>().toEqualTypeOf<None>();
    expectTypeOf<Webhook["body"]["event_type"]>().toEqualTypeOf<
      components["schemas"]["WebhookV2Event"]
    >();
    expectTypeOf<Webhook["body"]["passcode"]>().toEqualTypeOf<string>();
    type Reaction = FigmaRoutes["POST /v1/files/{file_key}/comments/{comment_id}/reactions"];
    expectTypeOf<Reaction["path"]>().toEqualTypeOf<{ file_key: string; comment_id: string }>();
  });

  it("makes the fields of an optional request body optional", () => {
    type Logs = FigmaRoutes["POST /v1/developer_logs"]["body"];
    expectTypeOf<None>().toExtend<Logs>();
  });
});

describe("calls through an endpoint typed with it", () => {
  it("compile with correct values and return the route's method", () => {
    expectTypeOf(
      figma("GET /v1/files/{file_key}", { file_key: "k", depth: 2 }).method,
    ).toEqualTypeOf<"get">();
    figma("GET /v1/images/{file_key}", { file_key: "k", ids: "1:2", format: "svg", scale: 2 });
    figma("POST /v1/files/{file_key}/comments", { file_key: "k", message: "Looks good" });
    figma("POST /v2/webhooks", {
      event_type: "FILE_UPDATE",
      context: "team",
      context_id: "1",
      endpoint: "https://hooks.example/figma",
      passcode: "secret",
    });
    strict("GET /v1/me");
  });

  it("reject names, values and missing fields the description rules out", () => {
    // @ts-expect-error a misspelled query parameter: "unknown parameter: dpeth"
    figma("GET /v1/files/{file_key}", { file_key: "k", dpeth: 2 });
    // @ts-expect-error a string where the description has a number
    figma("GET /v1/files/{file_key}", { file_key: "k", depth: "2" });
    // @ts-expect-error a value outside the enum
    figma("GET /v1/images/{file_key}", { file_key: "k", ids: "1:2", format: "gif" });
    // @ts-expect-error a required query parameter left out: "missing parameter: ids"
    figma("GET /v1/files/{file_key}/nodes", { file_key: "k" });
    // @ts-expect-error a required body field left out: "missing parameter: message"
    figma("POST /v1/files/{file_key}/comments", { file_key: "k" });
    // @ts-expect-error a placeholder left out: "missing route parameter: file_key"
    figma("GET /v1/files/{file_key}", { depth: 1 });
    // @ts-expect-error strict: a route the description does not have
    strict("GET /v1/fiels/{file_key}", { file_key: "k" });
    // @ts-expect-error strict: a method the path does not have
    strict("PUT /v1/files/{file_key}", { file_key: "k" });
  });

  it("leave other routes to placeholder inference, and string routes unchecked", () => {
    figma("GET /v1/not/described/{id}", { id: 1, anything: true });
    // @ts-expect-error placeholder inference still asks for the placeholder
    figma("GET /v1/not/described/{id}", { other: 1 });
    const route: string = "GET /v1/files/{file_key}";
    figma(route, { whatever: 1 });
  });
});

describe("a builder over it, from RequestBuilder.create<FigmaRoutes>()", () => {
  const builder = RequestBuilder.create<FigmaRoutes>().baseUrl("https://api.figma.com");

  it("checks names, values and required fields as endpoint() does", () => {
    const file = builder.route("GET /v1/files/{file_key}").param("file_key", "k");
    expectTypeOf(file.param("depth", 2).build().method).toEqualTypeOf<"get">();
    // @ts-expect-error a string where the description has a number
    file.param("depth", "2");
    // @ts-expect-error dpeth is not a parameter of the route
    file.param("dpeth", 2);
    const images = builder.route("GET /v1/images/{file_key}").params({ file_key: "k" });
    images.params({ ids: "1:2", format: "svg" }).build();
    // @ts-expect-error a value outside the enum
    images.params({ ids: "1:2", format: "gif" });
    // @ts-expect-error a required query parameter left out: "missing parameter: ids"
    images.build();
  });

  it("knows only the API it was made for", () => {
    // A GitHub route is no route of this catalogue: placeholder inference applies.
    builder.route("GET /repos/{owner}/{repo}").params({ owner: "o", repo: "r", anything: 1 });
  });
});
