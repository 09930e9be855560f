/**
 * The response types of GitHub's routes, read from `@octokit/openapi-types` (an optional peer
 * dependency: install it to use this entry). `import type { ResponseFor, ResponseOf } from
 * "@restbuild/endpoint/responses"`. It is an entry of its own so that a program that never
 * imports it never loads the 5 MB of types behind it, and a project without the peer still
 * type-checks the main entry. At run time the entry is an empty module.
 *
 * @example The response of a route, and of the options built for it
 * {@includeCode ../examples/responses.ts#response-of}
 *
 * @module
 */

import type { paths } from "@octokit/openapi-types";
// By the package's name: the built declarations import the main entry's, so both entries share
// one copy of the symbol that carries a result's route (tsconfig.json maps the name to src/).
import type { types } from "@restbuild/endpoint";

/** The statuses of a successful response (2xx) that GitHub's description lists. */
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207;

/**
 * The path as GitHub's description keys it: the catalogue writes the upload host into the
 * upload route, and a query expression (`{?name,label}`) into the routes that take a query
 * beside a body; the description has neither in its keys.
 */
type DescriptionPath<Url extends string> = WithoutQuery<
  Url extends `https://${"api" | "uploads"}.github.com${infer Path}` ? Path : Url
>;

type WithoutQuery<Url extends string> = Url extends `${infer Path}{?${string}` ? Path : Url;

/**
 * The body of one response: its JSON body, `undefined` for a response without content
 * (204, 205), and `unknown` for a body in another media type (text, a diff). `content: never`
 * first: `never` fits every pattern, so the JSON pattern would take it, with `unknown` as body.
 */
type BodyOf<Response> = Response extends { content: never }
  ? undefined
  : Response extends { content: { "application/json": infer Body } }
    ? Body
    : Response extends { content: object }
      ? unknown
      : undefined;

/**
 * The union of the bodies of an operation's successful responses; `unknown` when none. A
 * distributive conditional type over the statuses rather than a mapped type: fewer
 * instantiations a route (bench:types).
 */
type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? BodiesAt<Responses, SuccessStatus & keyof Responses>
  : unknown;

type BodiesAt<Responses, Status> = [Status] extends [never]
  ? unknown
  : Status extends keyof Responses
    ? BodyOf<Responses[Status]>
    : never;

/** The operation's response body, or `unknown` when the description has no such operation. */
type OperationBody<Path extends string, Method extends string> = Path extends keyof paths
  ? Method extends keyof paths[Path]
    ? SuccessBody<paths[Path][Method]>
    : unknown
  : unknown;

/**
 * The body of a successful response to a route of GitHub's REST API, as JSON: a repository
 * for `"GET /repos/{owner}/{repo}"`, a list of issues for `"GET /repos/{owner}/{repo}/issues"`.
 * Where the route answers with several successes, their union (`202` while GitHub computes
 * statistics and `200` with them); `undefined` for a response without content (`204`), as a
 * client that reads no body gives; `unknown` for a body that is not JSON and for a route
 * outside the description (another API, a route typed as `string`).
 *
 * The route is written as the catalogue writes it, the upload host and a query expression
 * (`{?name,label}`) included.
 *
 * @example The response of a route, and of the options built for it
 * {@includeCode ../examples/responses.ts#response-of}
 */
export type ResponseFor<Route extends string> = string extends Route
  ? unknown
  : Route extends `${infer Method} ${infer Url}`
    ? OperationBody<DescriptionPath<Url>, Lowercase<Method>>
    : unknown;

/**
 * The body of a successful response to the request that options describe: the result of
 * `endpoint()` or of a builder's `build()` on a route literal carries its route in its type,
 * so `ResponseOf<typeof options>` is `ResponseFor` of that route. `unknown` for options that
 * carry no route (a route typed as `string`, options from `parse()` or `{ method, url }`).
 *
 * @example The response of a route, and of the options built for it
 * {@includeCode ../examples/responses.ts#response-of}
 */
export type ResponseOf<Options> = ResponseFor<types.CarriedRoute<Options>>;
