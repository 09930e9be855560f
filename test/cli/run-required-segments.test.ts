import { describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.js";
import { cli, options } from "./support/fake-io.js";

describe("run: a segment that names an item needs its value (C6b)", () => {
  it("refuses an empty value for a method other than GET or HEAD, with the library's code", async () => {
    const result = await cli("DELETE /orgs/{org}/members/{username}", "org=o", "username=");
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      'restbuild: MISSING_PARAMETER: the route "DELETE /orgs/{org}/members/{username}" needs a value for {username}, which is "" (an empty value is allowed only for GET and HEAD): without it the template expands to "/orgs/o/members/"\n',
    );
  });

  it("refuses a route outside the catalogue in the same way, :name included", async () => {
    const result = await cli("PUT /things/:kind/items/{id}", "kind=k", "id=");
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^restbuild: MISSING_PARAMETER: .*\{id\}, which is ""/);
  });

  it("refuses a missing or null value whatever the method", async () => {
    for (const argv of [
      ["GET /users/{username}"],
      ["HEAD /users/{username}", "username:=null"],
      ["DELETE /gists/{gist_id}", "gist_id:=null"],
    ]) {
      const result = await cli(...argv);
      expect(result.status, argv.join(" ")).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toMatch(/username|gist_id/);
    }
  });

  it("keeps an explicit empty value for GET, as the contents route of a repository's root", async () => {
    const built = await options(
      "GET /repos/{owner}/{repo}/contents/{path}",
      "owner=o",
      "repo=r",
      "path=",
    );
    expect(built.url).toBe("https://api.github.com/repos/o/r/contents");
  });
});

describe("run: the placeholders a route requires are those the library and the types require", () => {
  it("prints a route whose {/y}, {a}.{b} or query expression is left out, as endpoint() does", async () => {
    const calls = [
      endpoint({ method: "GET", url: "/x{/y}" }),
      endpoint({ method: "GET", url: "/x/{a}.{b}", a: "1" }),
      endpoint({ method: "GET", url: "/x/{a}{?q}", a: "1" }),
    ];
    const printed = [
      await options("GET /x{/y}"),
      await options("GET /x/{a}.{b}", "a=1"),
      await options("GET /x/{a}{?q}", "a=1"),
    ];
    expect(printed.map(({ url }) => url)).toEqual(calls.map(({ url }) => url));
  });

  it("compiles GET /x{/y} without y and /x/{a}.{b} without b, which the runtime and the command accept", async () => {
    // Compiling is half the check: `npx tsc -p tsconfig.test.json` fails if the types required y or b.
    expect(endpoint("GET /x{/y}").url).toBe("https://api.github.com/x");
    expect(endpoint("GET /x/{a}.{b}", { a: "1" }).url).toBe("https://api.github.com/x/1.");
    expect((await options("GET /x{/y}")).url).toBe("https://api.github.com/x");
    expect((await options("GET /x/{a}.{b}", "a=1")).url).toBe("https://api.github.com/x/1.");
  });

  it("stops at a placeholder that fills a segment alone, which the types require too", async () => {
    // @ts-expect-error y is required by the types
    expect(() => endpoint("GET /x/{y}", {})).toThrow(/needs a value for \{y\}/);
    const result = await cli("GET /x/{y}");
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'restbuild: missing the path parameter "y" of "/x/{y}"; give y=VALUE\n',
    );
    expect((await cli("GET /x/:yy/z")).stderr).toMatch(
      /^restbuild: missing the path parameter "yy"/,
    );
  });
});
