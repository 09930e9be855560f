/**
 * Any REST API described by OpenAPI as a route catalogue: a type-level mapping from the `paths`
 * type that openapi-typescript generates to the shape of `RouteCatalogue`. Types only.
 */

/** The operations a path item may hold, as openapi-typescript names them. */
type OpenApiMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

type None = Record<never, never>;

/** An object type as it is, anything else (`never`, `undefined`, a scalar) as `{}`. */
type Fields<T> = [NonNullable<T>] extends [never]
  ? None
  : NonNullable<T> extends object
    ? NonNullable<T>
    : None;

/** The operation's parameters in `path` or `query`; openapi-typescript writes `never` for none. */
type ParametersIn<Operation, Place extends "path" | "query"> = Operation extends {
  parameters: infer Parameters;
}
  ? Place extends keyof Parameters
    ? Fields<Parameters[Place]>
    : None
  : None;

/** The schema of every JSON media type of a request body (`application/json`, `…+json`). */
type JsonSchema<Content> = {
  [Type in keyof Content]: Type extends `${string}json${string}` ? Content[Type] : never;
}[keyof Content];

type JsonBody<Operation> = Operation extends { requestBody?: infer Body }
  ? NonNullable<Body> extends { content: infer Content }
    ? JsonSchema<Content>
    : never
  : never;

/** Every key of any member of a union. */
type AllKeys<T> = T extends unknown ? keyof T : never;

/** `true` for a union of several types, `false` for one type. */
type IsUnion<T, Whole = T> = T extends unknown ? ([Whole] extends [T] ? false : true) : never;

/**
 * A body that is one of several objects (`oneOf`) as one object with every member's fields,
 * each optional: a call may send the fields of any member, so none is unknown and none is
 * required.
 */
type Merged<T> = {
  [Name in AllKeys<T>]?: T extends unknown ? (Name extends keyof T ? T[Name] : never) : never;
};

/** The fields of a JSON object body; `{}` when the body is not an object (send it with `data`). */
type ObjectFields<Body> = [Body] extends [never]
  ? None
  : [Body] extends [readonly unknown[]]
    ? None
    : [Body] extends [object]
      ? true extends IsUnion<Body>
        ? Merged<Body>
        : Body
      : None;

/**
 * The fields of an operation's body. An optional request body (openapi-typescript's
 * `requestBody?`, where the description leaves `required` out) may be left out as a whole, and
 * once given it still has its required fields: no field at all, or the body.
 */
type BodyFields<Operation> = Operation extends { requestBody: unknown }
  ? ObjectFields<JsonBody<Operation>>
  : OptionalBody<ObjectFields<JsonBody<Operation>>>;

/** No field of `Fields`, or `Fields`; just `Fields` when it requires none. */
type OptionalBody<Fields> = None extends Fields
  ? Fields
  : Fields | { [Name in keyof Fields]?: undefined };

type RouteSpecOf<Operation> = {
  path: ParametersIn<Operation, "path">;
  query: ParametersIn<Operation, "query">;
  body: BodyFields<Operation>;
};

/** The routes of one path: `"GET /pets/{petId}"` for each operation the path item defines. */
type RoutesOfPath<Paths, Path extends keyof Paths & string> = {
  [Method in keyof Paths[Path] & OpenApiMethod]-?: [NonNullable<Paths[Path][Method]>] extends [
    never,
  ]
    ? never
    : `${Uppercase<Method>} ${Path}`;
}[keyof Paths[Path] & OpenApiMethod];

type RouteNames<Paths> = {
  [Path in keyof Paths & string]-?: RoutesOfPath<Paths, Path>;
}[keyof Paths & string];

/**
 * The route catalogue of a REST API described by OpenAPI, from the `paths` type that
 * openapi-typescript generates: one entry `"METHOD /path/{template}"` for each operation, with
 * its path and query parameters and the fields of its JSON body (see `RouteCatalogue`).
 * Give it to `EndpointInterface` (or `StrictEndpointInterface`) to type a function made by
 * `endpoint.defaults()`, and its calls check names, value types, enums and required fields as
 * they do for GitHub's routes.
 *
 * - A required query parameter or body field is required. A request body the description
 *   does not require may be left out, but once given it has its required fields.
 * - A body that is not a JSON object (an array, text, a file) gives no fields: send it with
 *   `data`. A body that is one of several objects gives the fields of all of them, optional.
 * - Header and cookie parameters are not mapped: pass headers in `headers`.
 *
 * @typeParam Paths - the `paths` interface of an openapi-typescript output file.
 *
 * @example A catalogue from an OpenAPI description, and calls checked against it
 * {@includeCode ../../examples/openapi-paths.ts#openapi-routes}
 */
export type OpenApiRoutes<Paths> = {
  [Route in RouteNames<Paths>]: Route extends `${infer Method} ${infer Path extends keyof Paths &
    string}`
    ? RouteSpecOf<NonNullable<Paths[Path][Lowercase<Method> & keyof Paths[Path]]>>
    : never;
};
