import { describe, expect, it } from "vitest";
import { RequestBuilder, type RequestOptions, endpoint as typedEndpoint } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

// The inputs here are the ones the types refuse: the check is for callers without them.
type Build = (route: string, options?: Record<string, unknown>) => RequestOptions;
const endpoint = typedEndpoint as unknown as Build & {
  parse: typeof typedEndpoint.parse;
  merge: (route: string, options?: object) => never;
  defaults: (options: Record<string, unknown>) => Build;
};

const MEMBER = "DELETE /orgs/{org}/members/{username}";

function messageOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the call returned");
}

describe("an item never becomes its collection (C6b)", () => {
  it("names the route, the placeholder and what was given, and where the request would go", () => {
    expect(messageOf(() => endpoint(MEMBER, { org: "o" }))).toBe(
      'the route "DELETE /orgs/{org}/members/{username}" needs a value for {username}, which was left out: without it the template expands to "/orgs/o/members/"',
    );
    expect(messageOf(() => endpoint(MEMBER, { org: "o", username: null }))).toContain(
      "{username}, which is null: ",
    );
    expect(messageOf(() => endpoint(MEMBER, { org: "o", username: "" }))).toContain(
      '{username}, which is "" (an empty value is allowed only for GET and HEAD): ',
    );
    expect(messageOf(() => endpoint(MEMBER, { org: "o", username: [] }))).toContain(
      "which is a list with nothing to write",
    );
    expect(messageOf(() => endpoint(MEMBER, { org: "o", username: {} }))).toContain(
      "which is a map with nothing to write",
    );
    expect(
      messageOf(() => endpoint("DELETE /orgs/:org/members/:username", { username: "u" })),
    ).toBe(
      'the route "DELETE /orgs/:org/members/:username" needs a value for {org}, which was left out: without it the template expands to "/orgs//members/u"',
    );
  });

  it("keeps a message short whatever the route and values", () => {
    const long = "x".repeat(10_000);
    const message = messageOf(() =>
      endpoint(`DELETE /${long}/{id}`, { id: "", [long]: long, headers: {} }),
    );
    expect(message.length).toBeLessThan(300);
    expect(message).toContain("{id}");
    const name = "n".repeat(10_000);
    expect(messageOf(() => endpoint(`DELETE /x/{${name}}`, {})).length).toBeLessThan(300);
  });

  it("refuses undefined and null for every method", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "get", "Options"]) {
      expect(
        codeOf(() => endpoint(`${method} /users/{username}`, {})),
        method,
      ).toBe("MISSING_PARAMETER");
      expect(codeOf(() => endpoint(`${method} /users/{username}`, { username: null }))).toBe(
        "MISSING_PARAMETER",
      );
    }
  });

  it("takes an explicit empty value for GET and HEAD, as GitHub's contents route needs", () => {
    const contents = "/repos/{owner}/{repo}/contents/{path}";
    for (const method of ["GET", "head", "Get"]) {
      expect(endpoint(`${method} ${contents}`, { owner: "o", repo: "r", path: "" }).url).toBe(
        "https://api.github.com/repos/o/r/contents",
      );
    }
    expect(endpoint(`GET ${contents}`, { owner: "o", repo: "r", path: [] }).url).toBe(
      "https://api.github.com/repos/o/r/contents",
    );
    for (const method of ["PUT", "DELETE", "post", "PATCH"]) {
      expect(
        codeOf(() => endpoint(`${method} ${contents}`, { owner: "o", repo: "r", path: "" })),
      ).toBe("MISSING_PARAMETER");
    }
  });

  it("checks every way a request is built: options, parse(merge()), defaults and the builder", () => {
    expect(
      codeOf(() => typedEndpoint({ method: "DELETE", url: "/gists/{gist_id}" as string })),
    ).toBe("MISSING_PARAMETER");
    expect(codeOf(() => endpoint.parse(endpoint.merge("DELETE /gists/{gist_id}", {})))).toBe(
      "MISSING_PARAMETER",
    );
    const withDefault = endpoint.defaults({ gist_id: "g" });
    expect(withDefault("DELETE /gists/{gist_id}").url).toBe("https://api.github.com/gists/g");
    expect(codeOf(() => withDefault("DELETE /gists/{gist_id}", { gist_id: "" }))).toBe(
      "MISSING_PARAMETER",
    );
    const builder = RequestBuilder.create()
      .route("DELETE /orgs/{org}/members/{username}" as string)
      .param("org", "o")
      .param("username", "");
    expect(codeOf(() => builder.build())).toBe("MISSING_PARAMETER");
    expect(codeOf(() => builder.toFetch())).toBe("MISSING_PARAMETER");
    expect(codeOf(() => builder.toRequest())).toBe("MISSING_PARAMETER");
    // The merged options expand nothing: a value can still come in a later step.
    expect(builder.toOptions().username).toBe("");
    expect(builder.param("username", "u").build().url).toBe(
      "https://api.github.com/orgs/o/members/u",
    );
  });

  it("keeps {/x} an optional segment and leaves shared segments and the query alone", () => {
    expect(endpoint("DELETE /gists{/gist_id}", {}).url).toBe("https://api.github.com/gists");
    expect(endpoint("DELETE /files/{name}.{ext}/raw", { name: "a" }).url).toBe(
      "https://api.github.com/files/a./raw",
    );
    expect(endpoint("DELETE /items/{id}{?force}", { id: 1 }).url).toBe(
      "https://api.github.com/items/1",
    );
    expect(endpoint("DELETE https://{host}.example.com/x", { host: "a" }).url).toBe(
      "https://a.example.com/x",
    );
  });

  it("refuses a {+x} value that leaves its segment empty, and checks segments after one", () => {
    expect(codeOf(() => endpoint("DELETE /files/{+path}", { path: "?recursive=1" }))).toBe(
      "MISSING_PARAMETER",
    );
    expect(codeOf(() => endpoint("DELETE /files/{+path}", { path: "/x" }))).toBe(
      "MISSING_PARAMETER",
    );
    expect(endpoint("DELETE /files/{+path}", { path: "a/b" }).url).toBe(
      "https://api.github.com/files/a/b",
    );
    const after = "DELETE /trees/{+tree}/blobs/{sha}";
    expect(codeOf(() => endpoint(after, { tree: "a/b" }))).toBe("MISSING_PARAMETER");
    expect(codeOf(() => endpoint(after, { tree: "a/b", sha: "" }))).toBe("MISSING_PARAMETER");
    expect(endpoint(after, { tree: "a/b", sha: "s" }).url).toBe(
      "https://api.github.com/trees/a/b/blobs/s",
    );
  });

  it("counts zero, false and a value that writes text as values", () => {
    expect(endpoint("DELETE /items/{id}", { id: 0 }).url).toBe("https://api.github.com/items/0");
    expect(endpoint("DELETE /items/{id}", { id: false }).url).toBe(
      "https://api.github.com/items/false",
    );
    expect(endpoint("DELETE /items/{id}", { id: ["a", "b"] }).url).toBe(
      "https://api.github.com/items/a,b",
    );
    expect(codeOf(() => endpoint("DELETE /items/{id}", { id: [""] }))).toBe("MISSING_PARAMETER");
  });

  it("tells an empty sparse list from one with a member without reading its holes", () => {
    const empty: string[] = [];
    empty.length = 2 ** 32 - 1;
    const one: string[] = [];
    one.length = 2 ** 32 - 1;
    one[7] = "x";
    expect(codeOf(() => endpoint("DELETE /items/{id}", { id: empty }))).toBe("MISSING_PARAMETER");
    const afterReserved = "DELETE /trees/{+tree}/blobs/{sha}";
    expect(codeOf(() => endpoint(afterReserved, { tree: "t", sha: empty }))).toBe(
      "MISSING_PARAMETER",
    );
    expect(messageOf(() => endpoint(afterReserved, { tree: "t", sha: empty }))).toContain(
      "which is a list with nothing to write",
    );
    expect(endpoint(afterReserved, { tree: "t", sha: one }).url).toBe(
      "https://api.github.com/trees/t/blobs/x",
    );
  });

  it("reads a getter of a required segment once, and checks the value the URL got", () => {
    let reads = 0;
    const values = {
      org: "o",
      get username() {
        reads++;
        return reads === 1 ? "" : "u";
      },
    };
    expect(codeOf(() => endpoint(MEMBER, values))).toBe("MISSING_PARAMETER");
    reads = 0;
    const filled = {
      org: "o",
      get username() {
        reads++;
        return reads === 1 ? "u" : "";
      },
    };
    expect(endpoint(MEMBER, filled).url).toBe("https://api.github.com/orgs/o/members/u");
    expect(reads).toBe(1);
  });

  it("reports a dot segment before a missing value, as the expansion meets it first", () => {
    expect(codeOf(() => endpoint("DELETE /a/{x}/b/{y}", { x: ".." }))).toBe("PATH_TRAVERSAL");
  });
});
