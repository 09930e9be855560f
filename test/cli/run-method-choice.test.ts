import { describe, expect, it } from "vitest";
import { failure, options } from "./support/fake-io.js";

// With no method given, data makes a POST, as gh api and httpie choose it.

describe("run: the method when none is given", () => {
  it("sends -f and -F fields as a POST body, as gh api does", async () => {
    const printed = await options(
      "repos/octocat/Hello-World/issues",
      "-f",
      "title=Hi",
      "-F",
      "labels[]=bug",
    );
    expect(printed.method).toBe("post");
    expect(printed.url).toBe("https://api.github.com/repos/octocat/Hello-World/issues");
    expect(printed.body).toEqual({ title: "Hi", labels: ["bug"] });
  });

  it("sends httpie's name=value and name:=json as a POST body", async () => {
    const printed = await options("/x", "a=1", "n:=2");
    expect(printed.method).toBe("post");
    expect(printed.body).toEqual({ a: "1", n: 2 });
  });

  it("makes --data a POST", async () => {
    const printed = await options("--data", "hi", "/markdown/raw");
    expect(printed.method).toBe("post");
    expect(printed.body).toBe("hi");
  });

  it("stays a GET for placeholders and name==value, which are the url's", async () => {
    const printed = await options("/orgs/{org}/repos", "org=nodejs", "page==2");
    expect(printed.method).toBe("get");
    expect(printed.url).toBe("https://api.github.com/orgs/nodejs/repos?page=2");
    expect((await options("/users/:username", "-f", "username=octocat")).method).toBe("get");
    expect((await options("/user")).method).toBe("get");
  });

  it("keeps fields in the query under an explicit GET, from -X or the route", async () => {
    for (const argv of [
      ["-X", "GET", "repos/o/r/issues", "-f", "state=open"],
      ["GET repos/o/r/issues", "-f", "state=open"],
      ["GET repos/o/r/issues", "state=open"],
    ]) {
      const printed = await options(...argv);
      expect(printed.method, argv.join(" ")).toBe("get");
      expect(printed.url).toBe("https://api.github.com/repos/o/r/issues?state=open");
    }
    expect((await options("-X", "PUT", "/x", "a=1")).method).toBe("put");
  });

  it("says where a POST came from when the route refuses its parameters", async () => {
    expect(
      await failure(["/repos/{owner}/{repo}/issues", "owner=o", "repo=r", "state=open"]),
    ).toMatch(
      /has no parameter "state"; .* \(with no method, parameters make a POST, as in gh api and httpie; for another, write it: "GET \/repos\/\{owner\}\/\{repo\}\/issues"\)$/,
    );
  });
});
