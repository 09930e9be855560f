export { type FetchInit, toFetch, toRequest } from "./adapters/index.js";
export type { MergedRoute, OptionsSource } from "./builder/builder-arguments.js";
export { VERSION } from "./builder/defaults.js";
export type {
  EndpointOptions,
  HeaderValue,
  MediaType,
  MergedOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
  ResultHeaders,
} from "./builder/options.js";
export { RequestBuilder } from "./builder/request-builder.js";
export { type EndpointInterface, endpoint } from "./compat/endpoint.js";
export { isRestbuildError, RestbuildError, type RestbuildErrorCode } from "./errors.js";
export {
  type CompiledTemplate,
  type CompileOptions,
  compileTemplate,
  type TemplateExpression,
  type TemplatePart,
  type VariableSpec,
} from "./template/compile-template.js";
export { expandTemplate, type TemplateValues } from "./template/expand-template.js";
export type { Operator } from "./template/operators.js";
export type {
  BuildRequirement,
  OptionalParameters,
  ParameterName,
  RequestOptionsFor,
  RequiredParameters,
  RouteMethod,
  RouteUrl,
  WithMethod,
} from "./types/route-parameters.js";
