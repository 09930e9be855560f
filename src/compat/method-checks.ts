import type { NearMiss } from "../core/route-problems.js";
import type { RouteMethod } from "../core/route-types.js";

// The method of a route literal, checked by the compiler: a near miss of an HTTP method is a
// typo (`GTE /x`); any other token is a method of its own (docs/compat.md, "Methods").

/** The methods of HTTP, in any case: a route literal whose method is none of them is a typo. */
type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS" | "TRACE";

/** The HTTP method a method literal is likely a typo of, or `never`. */
type MethodTypo<Method extends string> =
  LettersOnly<Method> extends true
    ? {
        [Known in HttpMethod]: NearMiss<Uppercase<Method>, Known> extends true ? Known : never;
      }[HttpMethod]
    : never; // a character no method has (`G(ET`): the runtime's INVALID_METHOD says so

/** Whether every character of `Text` is a letter (its upper and lower case differ). */
type LettersOnly<Text extends string> = Text extends `${infer Char}${infer Rest}`
  ? Uppercase<Char> extends Lowercase<Char>
    ? false
    : LettersOnly<Rest>
  : true;

/** What a route literal must also be for its method: `unknown`, or a message for a typo. */
export type MethodRequirement<Route extends string> = [RouteMethod<Route>] extends [never]
  ? unknown
  : string extends RouteMethod<Route>
    ? unknown
    : Uppercase<RouteMethod<Route>> extends HttpMethod
      ? unknown
      : [MethodTypo<RouteMethod<Route>>] extends [never]
        ? unknown // any other token is a method (docs/compat.md, "Methods")
        : {
            [Message in `unknown method: ${RouteMethod<Route>} (did you mean ${MethodTypo<
              RouteMethod<Route>
            >}?)`]: true;
          };
