import { describe, expect, it } from "vitest";
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
