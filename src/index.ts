// biome-ignore-all assist/source/organizeImports: the exports are grouped by concept, not by path

// The public entry, by concept. Each name is a promise: the type machinery behind the typed
// routes is one name, the `types` namespace (src/types.ts).

// The two faces, their version and the adapters to fetch.
export {
  type FetchInit,
  type NodeRequest,
  toFetch,
  toNodeRequest,
  toRequest,
} from "./adapters/index.js";
export { RequestBuilder } from "./builder/request-builder.js";
export { endpoint } from "./compat/endpoint.js";
export { VERSION } from "./core/defaults.js";

// Options and results. RouteCarrier is in the result type of every route literal: a name of the
// entry, so a user's declaration file can name that type (`export const options = endpoint(…)`).
export type { EndpointOptions, MergedOptions, RequestOptions } from "./core/options.js";
export type { RouteCarrier } from "./core/route-carrier.js";

// URI templates.
export { type CompiledTemplate, compileTemplate } from "./template/compile-template.js";
export { expandTemplate, type TemplateValues } from "./template/expand-template.js";

// Typed routes.
export type {
  EndpointInterface,
  StrictEndpointInterface,
} from "./compat/endpoint-interface.js";
export type { OpenApiRoutes } from "./core/openapi-paths.js";
export type { RouteCatalogue, RouteSpec, StrictRoutes } from "./core/route-catalogue.js";
export type { GitHubRoutes } from "./routes/github.js";
export type * as types from "./types.js";

// Errors.
export { isRestbuildError, RestbuildError, type RestbuildErrorCode } from "./errors.js";
