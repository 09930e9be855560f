// biome-ignore-all lint/correctness/noUnusedVariables: each type alias exists to show its type
// biome-ignore-all lint/correctness/noUnusedImports: types named only in `// =>` comments are checked there
// Examples of the response types (`@restbuild/endpoint/responses`, which reads GitHub's
// responses from the optional peer @octokit/openapi-types). A `// =>` comment after a type
// alias shows the type the compiler computes; test/examples/examples.test.ts checks each one.
import type { components } from "@octokit/openapi-types";
import { endpoint, RequestBuilder, type types } from "../src/index.js";
import type { ResponseFor, ResponseOf } from "../src/responses.js";

// #region response-of
type Repository = ResponseFor<"GET /repos/{owner}/{repo}">;
// => components["schemas"]["full-repository"]
type Issues = ResponseFor<"GET /repos/{owner}/{repo}/issues">; // => components["schemas"]["issue"][]
type Deleted = ResponseFor<"DELETE /repos/{owner}/{repo}">; // => undefined
type Elsewhere = ResponseFor<"GET /v1/files/{file_key}">; // => unknown

// The options carry their route in their type, so the response of the request they describe
// has a name, for whoever sends them and reads the JSON.
const options = endpoint("GET /repos/{owner}/{repo}", { owner: "octocat", repo: "Hello-World" });
type Sent = ResponseOf<typeof options>; // => components["schemas"]["full-repository"]
const built = RequestBuilder.create()
  .route("GET /repos/{owner}/{repo}/issues")
  .params({ owner: "octocat", repo: "Hello-World" })
  .build();
type Listed = ResponseOf<typeof built>; // => components["schemas"]["issue"][]
// #endregion response-of

// #region carried-route
const user = endpoint("GET /user");
type Carried = types.CarriedRoute<typeof user>; // => "GET /user"
type NoneCarried = types.CarriedRoute<types.RequestOptionsFor<string>>; // => string
// The route is in the type only: the object has no such property.
Object.getOwnPropertySymbols(user).length; // => 0
// #endregion carried-route
