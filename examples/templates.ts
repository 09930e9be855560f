// biome-ignore-all lint/correctness/noUnusedVariables: an example computes values to show them, not to use them
// Examples of the RFC 6570 template functions and their types. The API docs show each region
// through `{@includeCode}`, and test/examples/examples.test.ts runs this file and checks every
// result a `// =>` comment shows.
import {
  type CompiledTemplate,
  compileTemplate,
  expandTemplate,
  isRestbuildError,
  type TemplateValues,
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
//   variableNames: ["username", "fields"],
//   requiredNames: ["username"],
//   ...
// }
// #endregion compiled-template

// #region required-names
// A segment of its own names an item: the request needs its value. {/page} is an optional
// segment, {name}.{ext} shares its segment, and the query may be left out.
compileTemplate("/repos/{owner}/{repo}/issues/{issue_number}{?state}").requiredNames;
// => ["owner", "repo", "issue_number"]
compileTemplate("/gists/{gist_id}/files/{name}.{ext}{/page}").requiredNames; // => ["gist_id"]
// #endregion required-names

// #region colon-placeholders
const comments = compileTemplate("/repos/:owner/:repo/issues/comments{?since}", {
  colonPlaceholders: true,
});
comments.source; // => "/repos/{owner}/{repo}/issues/comments{?since}"
comments.requiredNames; // => ["owner", "repo"]

// Only in the path: a port or a query is left as it is.
compileTemplate("https://ghe.example.com:8443/orgs/:org?q=:x", { colonPlaceholders: true }).source;
// => "https://ghe.example.com:8443/orgs/{org}?q=:x"
// #endregion colon-placeholders

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
