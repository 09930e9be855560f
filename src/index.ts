export { type FetchInit, toFetch, toRequest } from "./adapters/index.js";
export { RequestBuilder } from "./builder/request-builder.js";
export type { CallRequirement, OptionsFor } from "./compat/catalogue-checks.js";
export { endpoint } from "./compat/endpoint.js";
export type {
  EndpointCalls,
  EndpointInterface,
  EndpointMembers,
  StrictEndpointInterface,
} from "./compat/endpoint-interface.js";
export { VERSION } from "./core/defaults.js";
export type { OpenApiRoutes } from "./core/openapi-paths.js";
export type {
  EndpointOptions,
  HeaderValue,
  MediaType,
  MergedOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
  ResultHeaders,
} from "./core/options.js";
export type { OptionsSource } from "./core/options-source.js";
export type {
  CatalogueEntry,
  QueryInUrl,
  QueryInUrlRoute,
  RouteCatalogue,
  RouteNameOf,
  RouteParameters,
  RouteSpec,
  StrictRouteRequirement,
  StrictRoutes,
} from "./core/route-catalogue.js";
export type {
  BuildRequirement,
  MergedRoute,
  OptionalParameters,
  ParameterName,
  RequestOptionsFor,
  RequiredParameters,
  RouteMethod,
  RouteUrl,
  WithMethod,
} from "./core/route-types.js";
export { isRestbuildError, RestbuildError, type RestbuildErrorCode } from "./errors.js";
export type { GitHubRoutes } from "./routes/github.js";
export {
  type CompiledTemplate,
  type CompileOptions,
  compileTemplate,
} from "./template/compile-template.js";
export { expandTemplate, type TemplateValues } from "./template/expand-template.js";
