// Everyday mistakes with GitHub routes, each as the call a user would write. `expected` is a
// text the compiler's message must contain for `endpoint` (default) and for a
// `StrictEndpointInterface` (strict); `undefined` records that the mode does not catch it.

export interface Mistake {
  readonly name: string;
  /** The call, with `call` standing for `endpoint` or its strict form. */
  readonly code: string;
  readonly expected: { readonly default?: string; readonly strict?: string };
}

/** A mistake both modes catch with one message. */
function both(message: string): Mistake["expected"] {
  return { default: message, strict: message };
}

export const mistakes: readonly Mistake[] = [
  {
    name: "misspelled placeholder",
    code: `call("GET /repos/{owner}/{repo}/issues", { owner: "o", rpeo: "r" });`,
    expected: both("unknown parameter: rpeo (did you mean repo?)"),
  },
  {
    name: "missing placeholder",
    code: `call("GET /repos/{owner}/{repo}/issues", { owner: "o" });`,
    expected: both(`parameter of type '{ "missing route parameter: repo": true; }`),
  },
  {
    name: "options left out",
    code: `call("GET /repos/{owner}/{repo}/issues");`,
    expected: both("missing route parameter: owner"),
  },
  {
    name: "a string for a number",
    code: `call("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: "x" });`,
    expected: both("Type 'string' is not assignable to type 'number'"),
  },
  {
    name: "a value outside the enum",
    code: `call("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "opne" });`,
    expected: both(
      `Type '"opne"' is not assignable to type '"open" | "closed" | "all" | undefined'`,
    ),
  },
  {
    name: "misspelled query name",
    code: `call("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", perpage: 10 });`,
    expected: both("unknown parameter: perpage (did you mean per_page?)"),
  },
  {
    name: "an object where a number goes",
    code: `const issue = { number: 1 };
      call("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", repo: "r", issue_number: issue });`,
    expected: both("Type '{ number: number; }' is not assignable to type 'number'"),
  },
  {
    name: "a placeholder that may be undefined",
    code: `call("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: process.env.REPO });`,
    expected: both("Type 'string | undefined' is not assignable to type 'string'"),
  },
  {
    name: "wrong method for a known route",
    code: `call("PATCH /repos/{owner}/{repo}/issues", { owner: "o", repo: "r" });`,
    expected: {
      default:
        "unknown route: PATCH /repos/{owner}/{repo}/issues (methods of /repos/{owner}/{repo}/issues: GET, POST)",
      strict: "unknown route: PATCH /repos/{owner}/{repo}/issues",
    },
  },
  {
    name: "unknown route",
    code: `call("GET /repos/{owner}/{repo}/isues", { owner: "o", repo: "r" });`,
    expected: {
      default:
        "unknown route: GET /repos/{owner}/{repo}/isues (did you mean GET /repos/{owner}/{repo}/issues?)",
      strict: "unknown route: GET /repos/{owner}/{repo}/isues",
    },
  },
  {
    name: "method typo",
    code: `call("GTE /repos/{owner}/{repo}/issues", { owner: "o", repo: "r" });`,
    expected: both("unknown method: GTE (did you mean GET?)"),
  },
  {
    name: "a body on a GET",
    code: `call("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Bug" });`,
    expected: both("unknown parameter: title"),
  },
  {
    name: "a required body field left out",
    code: `call("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", body: "text" });`,
    expected: both(`parameter of type '{ "missing parameter: title": true; }`),
  },
  {
    name: "a string instead of an array",
    code: `call("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", labels: "bug" });`,
    expected: both("Type 'string' is not assignable to type 'readonly (string"),
  },
  {
    name: "header name typo",
    code: `call("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", headers: { autorization: "token x" } });`,
    expected: both("misspelt header: autorization (did you mean authorization?)"),
  },
  {
    name: "baseURL for baseUrl",
    code: `call("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", baseURL: "https://x" });`,
    expected: both("unknown parameter: baseURL (did you mean baseUrl?)"),
  },
  {
    name: "previews outside mediaType",
    code: `call("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", previews: "mercy" });`,
    expected: both("unknown parameter: previews"),
  },
  {
    name: "options left out where the body needs a field",
    code: `call("POST /gists");`,
    expected: both("missing parameter: files"),
  },
  {
    name: "a path parameter that may be undefined, with the options bound to a variable",
    code: `const options = { owner: "o", repo: undefined as string | undefined };
call("GET /repos/{owner}/{repo}/issues", options);`,
    expected: both("Types of property 'repo' are incompatible"),
  },
];
