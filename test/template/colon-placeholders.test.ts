import { describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.js";
import { compileProgram } from "../../src/template/compile-template.js";

/** The template in braces form, as the compiler reads its `:name` placeholders. */
const colonToBraces = (url: string) =>
  compileProgram(url, { allowHyphenInNames: true, colonPlaceholders: true }).source;

// Contract C4: ":name" (a lowercase letter and at least one more word character) means
// "{name}", only in the path. The path starts after "scheme://authority" and ends at the first
// literal "?" or "#".

describe(":name in the path, read as {name}", () => {
  it("converts placeholders in the path and nowhere else of a full URL", () => {
    expect(colonToBraces("https://u:pw@example.com:8080/orgs/:org/repos?x=:y")).toBe(
      "https://u:pw@example.com:8080/orgs/{org}/repos?x=:y",
    );
  });

  it("converts every placeholder of a relative route", () => {
    expect(colonToBraces("/repos/:owner/:repo/releases/:id/assets{?name,label}")).toBe(
      "/repos/{owner}/{repo}/releases/{id}/assets{?name,label}",
    );
  });

  it("converts a placeholder at the very start of a relative path", () => {
    expect(colonToBraces(":owner/x")).toBe("{owner}/x");
    expect(colonToBraces("repos/:owner")).toBe("repos/{owner}");
  });

  it("takes upper-case letters, digits and underscores after the first letter", () => {
    expect(colonToBraces("/x/:aB1_c/y")).toBe("/x/{aB1_c}/y");
    expect(colonToBraces("/x/:repo_name")).toBe("/x/{repo_name}");
  });

  it("ends the name at the first character that is not a word character", () => {
    expect(colonToBraces("/users/:owner-name")).toBe("/users/{owner}-name");
    expect(colonToBraces("/files/:name.json")).toBe("/files/{name}.json");
    expect(colonToBraces("/:aa/:bb")).toBe("/{aa}/{bb}");
  });

  it("converts a placeholder right after an expression", () => {
    expect(colonToBraces("/{a}:bc")).toBe("/{a}{bc}");
  });

  it("keeps a colon that starts no name as a literal before a placeholder", () => {
    expect(colonToBraces("/x/::ab")).toBe("/x/:{ab}");
  });

  it("keeps converting after a query expression, which is no literal '?'", () => {
    expect(colonToBraces("/x{?q}/:id")).toBe("/x{?q}/{id}");
  });
});

describe(":name left as literal text", () => {
  it("a colon followed by a single letter", () => {
    expect(colonToBraces("/x/:a/y")).toBe("/x/:a/y");
    expect(colonToBraces("/x/:a")).toBe("/x/:a");
  });

  it("a name that does not start with a lowercase letter", () => {
    expect(colonToBraces("/x/:Org")).toBe("/x/:Org");
    expect(colonToBraces("/x/:1abc")).toBe("/x/:1abc");
    expect(colonToBraces("/x/:_ab")).toBe("/x/:_ab");
  });

  it("the user info, host and port of the authority", () => {
    expect(colonToBraces("https://user:password@example.com/:id")).toBe(
      "https://user:password@example.com/{id}",
    );
    expect(colonToBraces("https://[2001:db8::ab]:443/x/:id")).toBe(
      "https://[2001:db8::ab]:443/x/{id}",
    );
    expect(colonToBraces("https://user:abc@example.com/:id")).toBe(
      "https://user:abc@example.com/{id}",
    );
  });

  it("a URL that has no path", () => {
    expect(colonToBraces("https://u:pw@example.com")).toBe("https://u:pw@example.com");
    expect(colonToBraces("https://u:pw@example.com?x=:y")).toBe("https://u:pw@example.com?x=:y");
  });

  it("the scheme, whatever its case", () => {
    expect(colonToBraces("HTTPS://u:pw@h/:id")).toBe("HTTPS://u:pw@h/{id}");
    expect(colonToBraces("git+ssh://git:secret@h/:repo")).toBe("git+ssh://git:secret@h/{repo}");
  });

  it("an expression in the authority", () => {
    expect(colonToBraces("https://{sub}.example.com/:id")).toBe("https://{sub}.example.com/{id}");
  });

  it("a '/', '?' or '#' inside an expression of the authority, which does not end it", () => {
    expect(colonToBraces("https://h.example{/seg}/:id")).toBe("https://h.example{/seg}/{id}");
    expect(colonToBraces("https://h{?q}.example/:id")).toBe("https://h{?q}.example/{id}");
    expect(colonToBraces("https://h{#f}.example/:id")).toBe("https://h{#f}.example/{id}");
  });

  it("everything after a literal '?' or '#'", () => {
    expect(colonToBraces("/search?q=:term")).toBe("/search?q=:term");
    expect(colonToBraces("/x?a=1&b=:bb/:cc")).toBe("/x?a=1&b=:bb/:cc");
    expect(colonToBraces("/x#:frag")).toBe("/x#:frag");
    expect(colonToBraces("/:aa#:bb")).toBe("/{aa}#:bb");
  });

  it("a '/' after the authority's '?' or '#': the query or fragment, not a path", () => {
    expect(colonToBraces("https://h.example?q=/:ab")).toBe("https://h.example?q=/:ab");
    expect(colonToBraces("https://h.example#/:ab")).toBe("https://h.example#/:ab");
    expect(colonToBraces("https://u:pw@h.example?next=/x/:ab#/:cd")).toBe(
      "https://u:pw@h.example?next=/x/:ab#/:cd",
    );
  });

  it("a colon inside an expression", () => {
    expect(colonToBraces("/a/{b:12}/:id")).toBe("/a/{b:12}/{id}");
    expect(colonToBraces("/a{?q:12}")).toBe("/a{?q:12}");
  });

  it("a URL without any colon, returned as the same string", () => {
    const url = "/repos/{owner}/{repo}";
    expect(colonToBraces(url)).toBe(url);
  });
});

describe(":name placeholders through endpoint()", () => {
  it.each<[string, string]>([
    ["/orgs/:zz", "https://api.github.com/orgs/v"],
    ["/orgs/:ab_9", "https://api.github.com/orgs/v"],
    ["/orgs/:a/x", "https://api.github.com/orgs/:a/x"],
    ["/orgs/:Ab", "https://api.github.com/orgs/:Ab"],
    ["/orgs/:{x}", "https://api.github.com/orgs/:"],
    ["/x/:ab/https://h", "https://api.github.com/x/v/https://h"],
  ])("in %s", (url, expected) => {
    // POST: parameters the url does not use go to the body, not the query.
    expect(endpoint({ method: "POST", url, zz: "v", ab_9: "v", ab: "v" }).url).toBe(expected);
  });

  it.each<[string, string]>([
    ["https://h.example?x=:ab", "https://h.example?x=:ab"],
    ["https://h.example#:ab", "https://h.example#:ab"],
    ["https://h.example:8080/:ab", "https://h.example:8080/v"],
    ["https://u:pw@h.example/:ab", "https://u:pw@h.example/v"],
    ["https://{host}/:ab", "https://h.example/v"],
    ["https://h.example", "https://h.example"],
  ])("not in the authority, query or fragment of %s", (url, expected) => {
    expect(endpoint({ method: "POST", url, ab: "v", host: "h.example" }).url).toBe(expected);
  });
});

describe("an error in a url with :name placeholders", () => {
  it("quotes the url as written and gives the position in it", () => {
    const route = "/repos/:owner/{repo";
    expect(() => endpoint(`GET ${route}` as string)).toThrow(
      `invalid URI template "${route}" at position ${route.indexOf("{")}: '{' without a matching '}'`,
    );
  });
});
