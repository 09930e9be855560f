// biome-ignore-all lint/correctness/noUnusedVariables: an example computes values to show them, not to use them
// Examples of restbuild's errors. The API docs show each region through `{@includeCode}`, and
// test/examples/examples.test.ts runs this file and checks every result a `// =>` comment shows.
import {
  endpoint,
  isRestbuildError,
  RequestBuilder,
  RestbuildError,
  type RestbuildErrorCode,
} from "../src/index.js";

// #region restbuild-error
try {
  endpoint("GET /repos/{owner}/{repo", { owner: "octocat" });
} catch (error) {
  if (error instanceof RestbuildError) {
    error.code; // => "INVALID_TEMPLATE"
    error.message; // => "invalid URI template \"/repos/{owner}/{repo\" at position 15: …"
  }
}
// #endregion restbuild-error

// #region error-constructor
const error = new RestbuildError("MISSING_URL", "the options have no url");
error.name; // => "RestbuildError"
error.code; // => "MISSING_URL"
error.message; // => "the options have no url"
error instanceof Error; // => true
// #endregion error-constructor

// #region error-code
try {
  RequestBuilder.create().route("GET /user").header("x-note", "one\r\ntwo");
} catch (error) {
  if (isRestbuildError(error)) {
    error.code; // => "INVALID_HEADER_VALUE"
  }
}
// #endregion error-code

// #region error-codes
function codeOf(call: () => unknown): RestbuildErrorCode | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    if (isRestbuildError(error)) return error.code;
    throw error;
  }
}

codeOf(() => endpoint("GET /repos/{owner}/{repo", { owner: "octocat" })); // => "INVALID_TEMPLATE"
codeOf(() => endpoint("GET /users/{username}", { username: ".." })); // => "PATH_TRAVERSAL"
codeOf(() => endpoint("GE(T) /user")); // => "INVALID_METHOD"
codeOf(() => endpoint({ method: "GET" })); // => "MISSING_URL"
codeOf(() => endpoint("GET /search/issues", { q: 42 } as never)); // => "INVALID_QUERY_VALUE"
codeOf(() => endpoint("GET /user")); // => undefined
// #endregion error-codes

// #region is-restbuild-error
isRestbuildError(new RestbuildError("MISSING_URL", "the options have no url")); // => true
isRestbuildError(new TypeError("x is not a function")); // => false

// An error from another copy of the package (an ESM and a CJS copy in one process) has
// another class, so `instanceof` fails, but isRestbuildError() still knows it.
const fromOtherCopy = Object.assign(new Error("bad method"), {
  name: "RestbuildError",
  code: "INVALID_METHOD",
});
fromOtherCopy instanceof RestbuildError; // => false
isRestbuildError(fromOtherCopy); // => true
// #endregion is-restbuild-error
