import type { QueryInUrl, RouteSpec } from "./route-catalogue.js";

/**
 * The problems both faces report for a route of a catalogue, as messages: a name the route does
 * not take with its near miss, a required field missing, a query name outside the url. Each
 * face turns a message into a property of what an argument must be (`Problems`), so the
 * compiler's error reads `Property 'unknown parameter: perpage (did you mean per_page?)' is
 * missing in type ...`.
 */

/**
 * The keys of a call that are not parameters: the option keys of core/options.ts and `data`.
 * Spelled out, as a literal union costs the compiler less than a derived one on every checked
 * call; test/core/option-keys.test-d.ts holds it to the table.
 */
export type OptionKey = "method" | "url" | "baseUrl" | "headers" | "mediaType" | "data" | "request";

/** Lowercase, without `_` and `-`: two names equal here are likely one misspelled. */
export type Normalized<
  Name extends string,
  Done extends string = "",
> = Name extends `${infer Char}${infer Rest}`
  ? Normalized<Rest, Char extends "_" | "-" ? Done : `${Done}${Lowercase<Char>}`>
  : Done;

/**
 * The known names a name is likely a typo of: equal once normalized (`perpage`, `per-page`),
 * one edit away from it (`NearMiss`: `rpeo`, `header`, `repoo`), or its first words
 * (`allow_squash` for `allow_squash_merge`).
 */
type Suggestion<Name extends string, Known extends string> = {
  [Candidate in Known]: Normalized<Candidate> extends Normalized<Name>
    ? Candidate
    : Candidate extends `${Name}_${string}`
      ? Candidate
      : NearMiss<Normalized<Name>, Normalized<Candidate>> extends true
        ? Candidate
        : never;
}[Known];

/**
 * Whether `Typed` is likely a typo of `Known`: as long and made of its letters (`rpeo`, `GTE`),
 * or one letter short or long (`header`, `DELTE`, `repoo`).
 */
export type NearMiss<Typed extends string, Known extends string> =
  LooksLike<Typed, Known> extends true
    ? true
    : OneInserted<Typed, Known> extends true
      ? true
      : OneInserted<Known, Typed>;

/** Whether `Long` is `Short` with one character inserted somewhere. */
type OneInserted<
  Short extends string,
  Long extends string,
> = Long extends `${infer Char}${infer Rest}`
  ? Rest extends Short
    ? true
    : Short extends `${Char}${infer ShortRest}`
      ? OneInserted<ShortRest, Rest>
      : false
  : false;

type UnknownMessage<Name extends string, Known extends string> = [Suggestion<Name, Known>] extends [
  never,
]
  ? `unknown parameter: ${Name}`
  : `unknown parameter: ${Name} (did you mean ${Suggestion<Name, Known>}?)`;

/** Every name a catalogue route takes, option keys included. */
export type KnownNames<Spec extends RouteSpec> =
  | OptionKey
  | keyof Spec["path"]
  | keyof Spec["query"]
  | keyof Spec["body"];

/** One message per unknown name (the conditional distributes over the union). */
export type UnknownMessages<Names extends string, Known extends string> = Names extends string
  ? UnknownMessage<Names, Known>
  : never;

/**
 * The names `Fields` requires; none when an empty object is one of its forms (a body that may
 * be left out as a whole, `OpenApiRoutes`).
 */
export type RequiredKeys<Fields> =
  Record<never, never> extends Fields
    ? never
    : {
        [Name in keyof Fields]-?: Record<never, never> extends Pick<Fields, Name> ? never : Name;
      }[keyof Fields] &
        string;

/**
 * The names a call to a catalogue route must give: its placeholders and its required query and
 * body fields.
 */
export type RequiredNamesOf<Spec extends RouteSpec> =
  | (keyof Spec["path"] & string)
  | RequiredKeys<Spec["query"]>
  | RequiredKeys<Spec["body"]>;

/**
 * The problem of each name a call to a catalogue route leaves out: `missing route parameter:
 * repo` for a placeholder, `missing parameter: title` for a required field (the conditional
 * distributes over `Names`). Every face names a missing name so: `endpoint()`, its options
 * and a builder's `build()`.
 */
export type MissingMessages<Spec extends RouteSpec, Names> = Names extends keyof Spec["path"]
  ? `missing route parameter: ${Names & string}`
  : `missing parameter: ${Names & string}`;

/** A property named after each problem, or `unknown` when there is none. */
export type Problems<Message extends string> = [Message] extends [never]
  ? unknown
  : { [Name in Message]: true };

/**
 * Whether `Text` could be a typo of `Method`: as long, and made of its letters (`GTE`, `PSOT`).
 * Other tokens (`PROPFIND`, `PURGE`) are methods in their own right and pass.
 */
type LooksLike<Text extends string, Method extends string> =
  SameLength<Text, Method> extends true ? LettersIn<Text, Method> : false;

type SameLength<A extends string, B extends string> = A extends `${infer _First}${infer RestA}`
  ? B extends `${infer _Second}${infer RestB}`
    ? SameLength<RestA, RestB>
    : false
  : B extends ""
    ? true
    : false;

type LettersIn<
  Text extends string,
  Method extends string,
> = Text extends `${infer Char}${infer Rest}`
  ? Method extends `${string}${Char}${string}`
    ? LettersIn<Rest, Method>
    : false
  : true;

/** A message for each query name given to a route written without its query expression. */
export type QueryNamesOutsideUrl<
  Moved extends QueryInUrl,
  Given,
> = `query parameter in the url: ${Extract<Given, Moved["names"]> & string} (name the route ${Moved["route"]})`;

/** A message for each query name the API requires that a call without it cannot send. */
export type MissingQueryNames<
  Moved extends QueryInUrl,
  Given,
> = `missing query parameter: ${Exclude<Moved["required"], Given>} (name the route ${Moved["route"]})`;

/**
 * The message for a route written with the query expression its API declares but without the
 * host that serves it (`POST /repos/…/assets{?name,label}`): it would go to the base URL's host
 * (api.github.com), not to the one named (uploads.github.com). `never` for any other route.
 */
export type HostProblem<
  Moved extends QueryInUrl,
  Route extends string,
> = Route extends `${string}{?${string}`
  ? `route on the wrong host: ${Route} goes to the base URL (name the route ${Moved["route"]})`
  : never;
