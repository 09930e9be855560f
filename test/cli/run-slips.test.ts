import { describe, expect, it } from "vitest";
import { failure, output } from "./support/fake-io.js";

const UNKNOWN = '(an argument that starts with "-" goes after "--")';

describe("run: other tools' options point to restbuild's", () => {
  it.each([
    ["--data-binary", "@x.bin", "did you mean --data? (curl's --data-binary:"],
    ["--input", "x.json", "did you mean --data @FILE? (gh api's --input:"],
    ["--token", "abc", "did you mean --token-env NAME? (a token is never given"],
    ["-u", "me:pw", "did you mean --token-env NAME?"],
    ["--json", "{}", "did you mean --data? (curl's and httpie's --json"],
    ["-G", "", "did you mean -X GET?"],
    ["-Z", "", "restbuild prints the request and sends none"],
    ["--paginate", "", "restbuild prints the request and sends none"],
  ])("%s", async (option, value, hint) => {
    const argv = value === "" ? [option, "POST /x"] : [option, value, "POST /x"];
    const message = await failure(argv);
    expect(message.startsWith(`unknown option "${option}" ${UNKNOWN}; ${hint}`), message).toBe(
      true,
    );
  });

  it("never shows the value of an unknown option such as --token=SECRET", async () => {
    const message = await failure(["--token=ghp_abcdefgh1234567890ABCD", "GET /x"]);
    expect(message).not.toContain("ghp_abcdefgh");
  });

  it("keeps the near miss for a misspelling of restbuild's own options", async () => {
    expect(await failure(["--hedaer", "a: 1", "GET /x"])).toMatch(/; did you mean --header\?$/);
  });
});

describe("run: a host written as the first path segment", () => {
  it("says to drop api.github.com, the default host", async () => {
    expect(await failure(["api.github.com/user"])).toBe(
      'the route "api.github.com/user" starts with the host "api.github.com", which would become part of the path; write "GET /user" (api.github.com is the default)',
    );
  });

  it("says which --base-url another host is, /api/v3 included", async () => {
    expect(await failure(["GET ghe.example.com/api/v3/user"])).toBe(
      'the route "ghe.example.com/api/v3/user" starts with the host "ghe.example.com", which would become part of the path; write --base-url https://ghe.example.com/api/v3 "GET /user", or the whole url: "GET https://ghe.example.com/api/v3/user"',
    );
  });

  it("leaves a first segment that is no host name alone", async () => {
    expect(JSON.parse(await output(["v1.2/items"])).url).toBe("https://api.github.com/v1.2/items");
    expect(JSON.parse(await output(["README.md"])).url).toBe("https://api.github.com/README.md");
    expect(await failure(["github.com/octocat"])).toBe(
      'the route "github.com/octocat" starts with the host "github.com", GitHub\'s web site; the API is at api.github.com, the default: write an API route such as "GET /user" (restbuild routes lists them)',
    );
    expect(JSON.parse(await output(["repos/o/r"])).url).toBe("https://api.github.com/repos/o/r");
  });
});

describe("run: argument-order slips", () => {
  it("filters routes by every word of restbuild routes WORD WORD", async () => {
    const lines = (await output(["routes", "release", "asset"])).trim().split("\n");
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.toLowerCase()).toMatch(/release.*asset|asset.*release/);
    expect(
      lines.some((line) => line.startsWith("GET /repos/{owner}/{repo}/releases/assets/")),
    ).toBe(true);
    expect(await failure(["routes", "release", "zzzz"])).toBe(
      'no GitHub route matches "release zzzz" (restbuild routes lists them all)',
    );
  });

  it("says the method goes before the url", async () => {
    expect(await failure(["/user", "GET"])).toBe(
      'a parameter must be name=value or name:=json, got "GET"; the method goes before the url, in one argument: "GET /user"',
    );
  });

  it("says the route comes before the parameters", async () => {
    expect(await failure(["owner=octocat", "GET /users/{owner}"])).toBe(
      'a parameter must be name=value or name:=json, got "GET /users/{owner}"; the route comes first, then the parameters: restbuild "GET /users/{owner}" "owner=octocat"',
    );
  });

  it("says to quote a route split in two", async () => {
    expect(await failure(["GET", "/user"])).toBe(
      'a parameter must be name=value or name:=json, got "/user"; quote the route as one argument: "GET /user"',
    );
  });
});
