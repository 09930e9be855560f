import type { GitHubPreviewName } from "./preview-names.js";
import type { NearMiss, Normalized, OptionKey } from "./route-problems.js";
import type { RouteMethod } from "./route-types.js";

export type { GitHubPreviewName } from "./preview-names.js";

/**
 * The problems of option values the runtime would take and send wrong, as messages: a base URL
 * without a scheme, a misspelt well-known header name, a whole media type as the format, a
 * preview GitHub never had, an option key written as a near miss. Each face puts a message as
 * the type of the value it is about, so the compiler's error stands on that key and reads
 * `Type '"ghe.example/api/v3"' is not assignable to type '"base URL without a scheme: …"'`.
 * Values typed `string` pass: only a literal says what it holds.
 */

/**
 * A base URL literal's problem: one that is neither `http(s)://…` nor a path (`/…`) nor `""`
 * gives a URL without a host (`ghe.example/api/v3/user`). `never` when there is none, for a
 * `string` and for a template-literal type that starts with a hole.
 */
export type BaseUrlProblem<Url> = Url extends string
  ? Lowercase<Url> extends "" | `http://${string}` | `https://${string}` | `/${string}`
    ? never
    : Url extends `${infer Head}${string}`
      ? string extends Head
        ? never // a hole first: it may hold the scheme
        : Url extends `${string}:${string}`
          ? `base URL not http:// or https://: ${Url}`
          : `base URL without http:// or https://: ${Url} (write https://${Url})`
      : never
  : never;

/**
 * Header names GitHub's API and HTTP clients read, lowercase: a name one edit from one of them
 * (`authorizaton`, `x-github-api-verison`, `if-none-mach`) is a typo. Every other name passes.
 */
export type KnownHeaderName =
  | "accept"
  | "accept-encoding"
  | "accept-language"
  | "authorization"
  | "cache-control"
  | "content-encoding"
  | "content-length"
  | "content-type"
  | "if-match"
  | "if-modified-since"
  | "if-none-match"
  | "if-unmodified-since"
  | "user-agent"
  | "x-github-api-version"
  | "x-github-otp";

/** The well-known header names `Name` is a near miss of, or `never`. */
type HeaderTypo<Name extends string> =
  Lowercase<Name> extends KnownHeaderName
    ? never
    : {
        [Known in KnownHeaderName]: NearMiss<Lowercase<Name>, Known> extends true ? Known : never;
      }[KnownHeaderName];

/** A message per misspelt header name (the conditional distributes over the names). */
export type HeaderNameProblem<Name> = Name extends string
  ? string extends Name
    ? never // a name known only as `string`
    : [HeaderTypo<Name>] extends [never]
      ? never
      : `misspelt header: ${Name} (did you mean ${HeaderTypo<Name>}?)`
  : never;

/**
 * What a headers object must also be: a message as the type of each misspelt name's value,
 * `unknown` for the others (`Bag`: see `AsProblem`).
 */
export type HeaderChecks<Headers, Bag extends boolean> = string extends keyof Headers
  ? unknown // names known only as `string`
  : {
      [Name in keyof Headers]: [HeaderNameProblem<Name>] extends [never]
        ? unknown
        : AsProblem<HeaderNameProblem<Name>, Bag>;
    };

/** The format a whole media type stands for: `application/vnd.github.v3.diff` gives `diff`. */
type FormatIn<MediaRange extends string> = MediaRange extends `${string}/vnd.github.${infer Rest}`
  ? Rest extends `v3.${infer Format}`
    ? Format
    : Rest
  : never;

/**
 * A format literal's problem: a whole media type (`application/vnd.github.diff`) where the
 * format goes (`diff`); the runtime refuses a `/` in a format (`INVALID_MEDIA_TYPE`).
 */
export type FormatProblem<Format> = Format extends `${string}/${string}`
  ? [FormatIn<Format>] extends [never]
    ? `mediaType.format is a whole media type: ${Format} (give the part after application/vnd.github.)`
    : `mediaType.format is a whole media type: ${Format} (did you mean ${FormatIn<Format>}?)`
  : never;

/** A preview name without its optional `-preview`. */
type PreviewBase<Name extends string> = Name extends `${infer Base}-preview` ? Base : Name;

/** The previews `Name` is a near miss of. */
type PreviewTypo<Name extends string> = {
  [Known in GitHubPreviewName]: NearMiss<Name, Known> extends true ? Known : never;
}[GitHubPreviewName];

/** A message for a preview name GitHub never had, for a route of the catalogue. */
export type PreviewProblem<Name> = Name extends string
  ? string extends Name
    ? never
    : PreviewBase<Name> extends GitHubPreviewName
      ? never
      : [PreviewTypo<PreviewBase<Name>>] extends [never]
        ? `unknown preview: ${Name}`
        : `unknown preview: ${Name} (did you mean ${PreviewTypo<PreviewBase<Name>>}?)`
  : never;

/**
 * A message as a type a value must have: the message itself, or, where the check is
 * intersected with the options given (`Bag`), a property named after it, since a literal
 * intersected with another literal is `never` and the message would be lost.
 */
export type AsProblem<Message extends string, Bag extends boolean> = Bag extends true
  ? { readonly [Name in Message]: true }
  : Message;

/**
 * What a `mediaType` object must also be: a message as the type of a wrong format, and, with
 * `Previews` true (a route of the catalogue), as the type of the previews when one is unknown.
 */
export type MediaTypeChecks<Given, Previews extends boolean, Bag extends boolean> = (Given extends {
  readonly format: infer Format;
}
  ? [FormatProblem<Format>] extends [never]
    ? unknown
    : { readonly format: AsProblem<FormatProblem<Format>, Bag> }
  : unknown) &
  (Previews extends true
    ? Given extends { readonly previews: readonly (infer Name)[] }
      ? [PreviewProblem<Name>] extends [never]
        ? unknown
        : { readonly previews: readonly AsProblem<PreviewProblem<Name>, Bag>[] }
      : unknown
    : unknown);

/**
 * Option keys a near miss of which is a typo: every key once its case, `_` and `-` are set
 * aside (`baseURL`, `base_url`, `mediatype`), and the long ones one edit away (`header`,
 * `baseUr`). A short key one edit away is often a parameter name of an API (`methods`, `urls`).
 */
type LongOptionKey = "baseUrl" | "headers" | "mediaType" | "request";

/** The option key `Name` is a near miss of, or `never`. */
export type OptionKeyTypo<Name> = Name extends OptionKey
  ? never
  : Name extends string
    ? {
        [Key in OptionKey]: Normalized<Key> extends Normalized<Name>
          ? Key
          : Key extends LongOptionKey
            ? NearMiss<Normalized<Name>, Normalized<Key>> extends true
              ? Key
              : never
            : never;
      }[OptionKey]
    : never;

/** The message for an option key written as a near miss (the runtime reads it as a parameter). */
export type OptionKeyProblem<Name> = [OptionKeyTypo<Name>] extends [never]
  ? never
  : `unknown option: ${Name & string} (did you mean ${OptionKeyTypo<Name>}?)`;

/**
 * The type a value of options must also have, for the key `Name` whose value is `Value`: a
 * message where the value is wrong, `unknown` elsewhere. `Previews`: whether preview names are
 * checked (a route of the catalogue); `Bag`: whether the check is intersected with the value
 * given (see `AsProblem`).
 */
export type OptionValueCheck<
  Name,
  Value,
  Previews extends boolean,
  Bag extends boolean,
> = Name extends "baseUrl"
  ? [BaseUrlProblem<Value>] extends [never]
    ? unknown
    : AsProblem<BaseUrlProblem<Value>, Bag>
  : Name extends "headers"
    ? HeaderChecks<Value, Bag>
    : Name extends "mediaType"
      ? MediaTypeChecks<Value, Previews, Bag>
      : unknown;

/**
 * What options outside a route of the catalogue must also be (for `defaults()`, `merge()` and
 * a route that is not in the catalogue): the values of the option keys checked, and no
 * option key written as a near miss. `unknown` when the names are known only as `string`.
 */
export type OptionChecks<Options> = string extends keyof Options
  ? unknown
  : 0 extends 1 & Options
    ? unknown
    : {
        [Name in keyof Options]: Name extends OptionKey
          ? OptionValueCheck<Name, Options[Name], false, true>
          : [OptionKeyProblem<Name>] extends [never]
            ? unknown
            : AsProblem<OptionKeyProblem<Name>, true>;
      };

/** The message for `data` on a route whose method sends no body, or `unknown`. */
export type DataProblem<Route extends string, Bag extends boolean> =
  Uppercase<RouteMethod<Route>> extends "GET" | "HEAD"
    ? AsProblem<
        `data on a ${RouteMethod<Route>} route: a ${RouteMethod<Route>} request has no body`,
        Bag
      >
    : unknown;

/** The message for a body parameter given beside `data`, which replaces the body. */
export type BesideData<Name, Bag extends boolean> = AsProblem<
  `${Name & string} beside data: data replaces the body, so ${Name & string} is dropped`,
  Bag
>;

/** Whether a route names a method that sends a body (not GET or HEAD). */
export type SendsBody<Route extends string> = [RouteMethod<Route>] extends [never]
  ? false
  : Uppercase<RouteMethod<Route>> extends "GET" | "HEAD"
    ? false
    : true;
