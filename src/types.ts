/**
 * The type machinery behind the typed routes, exported as the `types` namespace of the package
 * (`import type { types } from "@restbuild/endpoint"`): what the call signatures of `endpoint()`
 * and `RequestBuilder` are made of, for a reader who wants to name one of them. Everyday code
 * needs none of these; they may change in a minor release while the package is 0.x.
 *
 * @example Naming the placeholders of a route
 * {@includeCode ../examples/route-types.ts#required-parameters}
 *
 * @module
 */

export type { OptionsSource } from "./builder/options-source.js";
export type { CallRequirement, OptionsFor } from "./compat/catalogue-checks.js";
export type {
  EndpointCalls,
  EndpointMembers,
} from "./compat/endpoint-interface.js";
export type {
  BaseUrlProblem,
  FormatProblem,
  GitHubPreviewName,
  HeaderNameProblem,
  KnownHeaderName,
  OptionKeyProblem,
  PreviewProblem,
} from "./core/option-problems.js";
export type {
  BaseUrlText,
  FormatName,
  HeaderValue,
  MediaType,
  PreviewNameText,
  RequestHeaders,
  RequestMeta,
  ResultHeaders,
} from "./core/options.js";
export type { CarriedRoute } from "./core/route-carrier.js";
export type {
  CatalogueEntry,
  QueryInUrl,
  QueryInUrlRoute,
  RouteNameOf,
  RouteParameters,
  StrictRouteRequirement,
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
export type { CompileOptions } from "./template/compile-template.js";
