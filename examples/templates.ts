// biome-ignore-all lint/correctness/noUnusedVariables: an example computes values to show them, not to use them
// Examples of the RFC 6570 template functions and their types. The API docs show each region
// through `{@includeCode}`, and test/examples/examples.test.ts runs this file and checks every
// result a `// =>` comment shows.
import {
  type CompiledTemplate,
  compileTemplate,
  expandTemplate,
  isRestbuildError,
  type TemplateExpression,
  type TemplatePart,
  type TemplateValues,
  type VariableSpec,
} from "../src/index.js";

// #region compile-template
const issuesTemplate = compileTemplate("/repos/{owner}/{repo}/issues{?state,labels}");
issuesTemplate.variableNames; // => ["owner", "repo", "state", "labels"]
expandTemplate(issuesTemplate, { owner: "octocat", repo: "Hello-World", labels: ["bug", "ui"] });
// => "/repos/octocat/Hello-World/issues?labels=bug,ui"
// #endregion compile-template

// #region expand-template
const search = compileTemplate("/search/issues{?q,page}");
expandTemplate(search, { q: "is:open label:bug", page: 2 });
// => "/search/issues?q=is%3Aopen%20label%3Abug&page=2"

// Undefined variables, null and empty lists leave nothing behind.
expandTemplate(search, { q: null, page: undefined }); // => "/search/issues"

const docsPath = compileTemplate("{/segments*}{#section}");
expandTemplate(docsPath, { segments: ["rest", "issues"], section: "list" });
// => "/rest/issues#list"
// #endregion expand-template

// #region compile-options
// GitHub's routes use "-" in some names, which RFC 6570 does not allow.
const teams = "/enterprises/{enterprise}/teams/{enterprise-team}";
compileTemplate(teams, { allowHyphenInNames: true }).variableNames;
// => ["enterprise", "enterprise-team"]

try {
  compileTemplate(teams);
} catch (error) {
  isRestbuildError(error) && error.code; // => "INVALID_TEMPLATE"
}
// #endregion compile-options

// #region compiled-template
const user: CompiledTemplate = compileTemplate("/users/{username}{?fields}");
user;
// => {
//   source: "/users/{username}{?fields}",
//   parts: ["/users/", { ... }, { ... }],
//   variableNames: ["username", "fields"],
//   pathMayEndWithSlash: true,
//   startsWithSlash: true,
// }
// #endregion compiled-template

// #region compiled-template-source
compileTemplate("/users/{username}").source; // => "/users/{username}"
// #endregion compiled-template-source

// #region compiled-template-parts
compileTemplate("/users/{username}").parts;
// => [
//   "/users/",
//   {
//     operator: { char: "", first: "", separator: ",", named: false, ifEmpty: "", allowReserved: false },
//     variables: [{ name: "username", explode: false, maxLength: 0 }],
//     writesPathSegment: true,
//     startsDotSegment: false,
//   },
// ]
// #endregion compiled-template-parts

// #region compiled-template-variable-names
compileTemplate("/repos/{owner}/{repo}{/path*}{?ref,ref}").variableNames;
// => ["owner", "repo", "path", "ref"]
// #endregion compiled-template-variable-names

// #region compiled-template-path-may-end-with-slash
compileTemplate("/repos/{owner}{?page}").pathMayEndWithSlash; // => true
compileTemplate("/user/repos{?page}").pathMayEndWithSlash; // => false
// #endregion compiled-template-path-may-end-with-slash

// #region compiled-template-starts-with-slash
compileTemplate("/user").startsWithSlash; // => true
compileTemplate("{+baseUrl}/user").startsWithSlash; // => false
// #endregion compiled-template-starts-with-slash

// #region template-part
const parts: readonly TemplatePart[] = compileTemplate("/users/{username}").parts;
parts.map((part) => (typeof part === "string" ? `literal ${part}` : "expression"));
// => ["literal /users/", "expression"]

// Literals are encoded once, when the template is compiled.
compileTemplate("/search/hello world/{term}").parts[0]; // => "/search/hello%20world/"
// #endregion template-part

// #region template-expression
const [pageQuery] = compileTemplate("{?page,per_page}").parts as readonly TemplateExpression[];
pageQuery;
// => {
//   operator: { char: "?", first: "?", separator: "&", named: true, ifEmpty: "=", allowReserved: false },
//   variables: [
//     { name: "page", explode: false, maxLength: 0 },
//     { name: "per_page", explode: false, maxLength: 0 },
//   ],
//   writesPathSegment: false,
//   startsDotSegment: false,
// }
// #endregion template-expression

// #region template-expression-operator
const [labelsPath] = compileTemplate("{/labels*}").parts as readonly TemplateExpression[];
labelsPath?.operator.char; // => "/"
// #endregion template-expression-operator

// #region template-expression-variables
const [fileQuery] = compileTemplate("{?path*,ref:7}").parts as readonly TemplateExpression[];
fileQuery?.variables;
// => [
//   { name: "path", explode: true, maxLength: 0 },
//   { name: "ref", explode: false, maxLength: 7 },
// ]
// #endregion template-expression-variables

// #region template-expression-writes-path-segment
const contents = compileTemplate("/repos/{owner}/contents{/path}{?ref}");
(contents.parts as readonly TemplatePart[])
  .filter((part): part is TemplateExpression => typeof part !== "string")
  .map((part) => [part.variables[0]?.name, part.writesPathSegment]);
// => [["owner", true], ["path", true], ["ref", false]]
// #endregion template-expression-writes-path-segment

// #region template-expression-starts-dot-segment
const [, afterSlash] = compileTemplate("/files/{.ext}").parts as readonly TemplatePart[];
const [, afterName] = compileTemplate("/files/name{.ext}").parts as readonly TemplatePart[];
typeof afterSlash === "object" && afterSlash.startsDotSegment; // => true
typeof afterName === "object" && afterName.startsDotSegment; // => false

// A dot segment there would change the path, so it is refused.
try {
  expandTemplate(compileTemplate("/files/{.ext}"), { ext: "." });
} catch (error) {
  isRestbuildError(error) && error.code; // => "PATH_TRAVERSAL"
}
// #endregion template-expression-starts-dot-segment

// #region variable-spec
const [fields] = compileTemplate("{?fields*}").parts as readonly TemplateExpression[];
const spec: VariableSpec | undefined = fields?.variables[0];
spec; // => { name: "fields", explode: true, maxLength: 0 }
// #endregion variable-spec

// #region variable-spec-name
const [names] = compileTemplate("{owner,repo:3}").parts as readonly TemplateExpression[];
names?.variables.map((variable) => variable.name); // => ["owner", "repo"]
// #endregion variable-spec-name

// #region variable-spec-explode
const exploded = compileTemplate("{?labels*}");
(exploded.parts[0] as TemplateExpression).variables[0]?.explode; // => true
expandTemplate(exploded, { labels: ["bug", "ui"] }); // => "?labels=bug&labels=ui"
expandTemplate(compileTemplate("{?labels}"), { labels: ["bug", "ui"] }); // => "?labels=bug,ui"
// #endregion variable-spec-explode

// #region variable-spec-max-length
const short = compileTemplate("/commits/{sha:7}");
(short.parts[1] as TemplateExpression).variables[0]?.maxLength; // => 7
expandTemplate(short, { sha: "6dcb09b5b57875f334f61aebed695e2e4193db5e" }); // => "/commits/6dcb09b"
// #endregion variable-spec-max-length

// #region operator
const [reserved] = compileTemplate("{+path}").parts as readonly TemplateExpression[];
reserved?.operator;
// => { char: "+", first: "", separator: ",", named: false, ifEmpty: "", allowReserved: true }
// #endregion operator

// #region operator-char
const operatorChars = compileTemplate("{a}{+b}{#c}{.d}{/e}{;f}{?g}{&h}")
  .parts as readonly TemplateExpression[];
operatorChars.map((expression) => expression.operator.char).join(" ");
// => " + # . / ; ? &"
// #endregion operator-char

// #region operator-first
const [matrix] = compileTemplate("{;x,y}").parts as readonly TemplateExpression[];
matrix?.operator.first; // => ";"
expandTemplate(compileTemplate("/map{;x,y}"), { x: 1024, y: 768 }); // => "/map;x=1024;y=768"
// #endregion operator-first

// #region operator-separator
const [query] = compileTemplate("{?x,y}").parts as readonly TemplateExpression[];
query?.operator.separator; // => "&"
expandTemplate(compileTemplate("{?x,y}"), { x: 1024, y: 768 }); // => "?x=1024&y=768"
// #endregion operator-separator

// #region operator-named
const [simple, named] = compileTemplate("{x}{?x}").parts as readonly TemplateExpression[];
simple?.operator.named; // => false
named?.operator.named; // => true
expandTemplate(compileTemplate("{x}{?x}"), { x: 1 }); // => "1?x=1"
// #endregion operator-named

// #region operator-if-empty
const [queryEmpty, matrixEmpty] = compileTemplate("{?q}{;q}")
  .parts as readonly TemplateExpression[];
queryEmpty?.operator.ifEmpty; // => "="
matrixEmpty?.operator.ifEmpty; // => ""
expandTemplate(compileTemplate("{?q}{;q}"), { q: "" }); // => "?q=;q"
// #endregion operator-if-empty

// #region operator-allow-reserved
const [plain, plus] = compileTemplate("{x}{+x}").parts as readonly TemplateExpression[];
plain?.operator.allowReserved; // => false
plus?.operator.allowReserved; // => true
expandTemplate(compileTemplate("{x}/{+x}"), { x: "a/b?c" }); // => "a%2Fb%3Fc/a/b?c"
// #endregion operator-allow-reserved

// #region template-values
const values: TemplateValues = {
  owner: "octocat",
  labels: ["bug", "ui"],
  sort: { by: "created", direction: "asc" },
  page: undefined,
};
expandTemplate(compileTemplate("/repos/{owner}/issues{?labels,sort*,page}"), values);
// => "/repos/octocat/issues?labels=bug,ui&by=created&direction=asc"
// #endregion template-values
