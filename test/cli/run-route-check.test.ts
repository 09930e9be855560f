import { describe, expect, it } from "vitest";
import { editDistance, nearMiss } from "../../src/cli/near-miss.js";
import { failure, options, runWith } from "./support/fake-io.js";

describe("run: never a wrong request with exit status 0", () => {
  it("refuses a missing path parameter and names it", async () => {
    expect(await failure(["GET /repos/{owner}/{repo}/issues", "owner=octocat"])).toBe(
      'missing the path parameter "repo" of "/repos/{owner}/{repo}/issues"; give repo=VALUE',
    );
    expect(await failure(["GET /repos/:owner/:repo"])).toBe(
      'missing the path parameters "owner" and "repo" of "/repos/:owner/:repo"; give owner=VALUE repo=VALUE',
    );
  });

  it("names the near miss of a misspelled path parameter", async () => {
    expect(await failure(["GET /repos/{owner}/{repo}/issues", "owner=o", "rpeo=r"])).toBe(
      'missing the path parameter "repo" of "/repos/{owner}/{repo}/issues"; "rpeo" is not in the url: did you mean "repo"?',
    );
    expect(await failure(["GET /repos/{owner}/{repo}", "Owner=o", "repo=r"])).toMatch(
      /"Owner" is not in the url: did you mean "owner"\?$/,
    );
  });

  it("refuses null for a path parameter, and a missing {+path} too", async () => {
    expect(await failure(["GET /users/{user}", "user:=null"])).toMatch(
      /^missing the path parameter "user"/,
    );
    expect(await failure(["GET /r/{+path}"])).toMatch(/^missing the path parameter "path"/);
  });

  it("lets optional expressions go without a value", async () => {
    expect((await options("GET /orgs/{org}/repos{?type}{/extra*}", "org=o")).url).toBe(
      "https://api.github.com/orgs/o/repos",
    );
    expect((await options("GET /search{?q}/{x}", "x=1")).url).toBe(
      "https://api.github.com/search/1",
    );
  });

  it("warns on stderr when a body given as it is drops parameters", async () => {
    const result = await runWith(["-d", "hi", "POST /x", "state=open", "a=b"]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      body: "hi",
      url: "https://api.github.com/x",
    });
    expect(result.stderr).toBe(
      'restbuild: warning: the body is given as it is, so "state" and "a" are not sent: a parameter the url does not name is dropped; to send it in the query, write "{?state,a}" in the url\n',
    );
    const viaParameter = await runWith(["POST /x{?state}", "data=hi", "state=open", "x=1"]);
    expect(viaParameter.stderr).toMatch(/so "x" is not sent/);
    expect(JSON.parse(viaParameter.stdout).url).toBe("https://api.github.com/x?state=open");
  });

  it("warns on a method that is not a standard one, and still prints it", async () => {
    const result = await runWith(["GTE /x"]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).method).toBe("gte");
    expect(result.stderr).toBe(
      'restbuild: warning: "GTE" is not a standard HTTP method (did you mean GET?); the request uses it as it is\n',
    );
    expect((await runWith(["FETCH /x"])).stderr).toMatch(/"FETCH" is not a standard HTTP method/);
    expect((await runWith(["patch /x"])).stderr).toBe("");
  });

  it("refuses a method that is not a standard one on a path of GitHub's catalogue", async () => {
    for (const method of ["GTE", "FETCH", "purge"]) {
      const result = await runWith([`${method} /user`]);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toBe(
        `restbuild: GitHub has no ${method.toUpperCase()} for "/user", only GET, PATCH; for another API's route, give --no-catalogue\n`,
      );
    }
  });

  it("prints it with --no-catalogue: lowercase in the JSON, uppercase in the other formats", async () => {
    const warning =
      'restbuild: warning: "FETCH" is not a standard HTTP method (did you mean PATCH?); the request uses it as it is\n';
    const json = await runWith(["--no-catalogue", "-X", "Fetch", "/user"]);
    expect(JSON.parse(json.stdout).method).toBe("fetch");
    expect(json.stderr).toBe(warning);
    const curl = await runWith(["--no-catalogue", "--format", "curl", "fetch /user"]);
    expect(curl.stdout).toMatch(/^curl -X FETCH 'https:\/\/api\.github\.com\/user' /);
    expect(curl.stderr).toBe(warning);
    const fetch = await runWith(["--no-catalogue", "--format", "fetch", "fetch /user"]);
    expect(fetch.stdout).toMatch(/\n {2}method: "FETCH",\n/);
    const http = await runWith(["--no-catalogue", "--format", "http", "fetch /user"]);
    expect(http.stdout).toMatch(/^FETCH \/user HTTP\/1\.1\r\n/);
  });

  it("writes HEAD as curl --head on a GitHub route, as with --no-catalogue", async () => {
    for (const argv of [["HEAD /user"], ["--no-catalogue", "HEAD /user"], ["-X", "HEAD", "user"]]) {
      const result = await runWith(["--format", "curl", ...argv]);
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^curl --head 'https:\/\/api\.github\.com\/user' /);
    }
  });

  it("treats the words help and version as the options", async () => {
    expect((await runWith(["help"])).stdout).toMatch(/^Usage: restbuild /);
    expect((await runWith(["version"])).stdout).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("near misses", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("rpeo", "repo")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("ab", "ab")).toBe(0);
  });

  it("suggests only close candidates", () => {
    expect(nearMiss("rpeo", ["owner", "repo"])).toBe("repo");
    expect(nearMiss("ownr", ["owner"])).toBe("owner");
    expect(nearMiss("xyz", ["owner"])).toBeUndefined();
    expect(nearMiss("ab", ["cd"])).toBeUndefined();
    expect(nearMiss("a".repeat(65), ["a".repeat(65)])).toBeUndefined();
  });
});
