import { describe, expect, it } from "vitest";
import { headerItem } from "../../src/cli/request-input.js";
import { failure, options } from "./support/fake-io.js";

// httpie's request items: Name:value is a header, beside name=value, name:=json and name==value.

describe("headerItem", () => {
  it("reads Name:value, the name a token, the value trimmed as -H trims it", () => {
    expect(headerItem("Accept:application/vnd.github.raw")).toEqual({
      name: "Accept",
      value: "application/vnd.github.raw",
    });
    expect(headerItem("X-GitHub-Api-Version: 2022-11-28 ")).toEqual({
      name: "X-GitHub-Api-Version",
      value: "2022-11-28",
    });
    // The name ends at the first ":", so the value may hold ":" and "=".
    expect(headerItem("X-Note:a:b=c")).toEqual({ name: "X-Note", value: "a:b=c" });
    expect(headerItem("X-Count:10")).toEqual({ name: "X-Count", value: "10" });
  });

  it("leaves every other argument to the parameters", () => {
    for (const argument of [
      'labels:=["bug"]',
      "per_page:=100",
      "state=open",
      "page==2",
      "body=a:b",
      "q==is:open",
      ":value",
      "no colon",
      "X Trace:1",
      "https://api.github.com/user",
      "http://localhost:8080/x",
      "localhost:8080/x",
      "/repos/:owner/:repo",
      "repos/:owner",
      "GET /x:y",
    ]) {
      expect(headerItem(argument), argument).toBeUndefined();
    }
  });

  it("refuses Name: with no value, which would remove the header in httpie", () => {
    for (const argument of ["Accept:", "Accept:  "]) {
      expect(() => headerItem(argument)).toThrow(
        `the header item "${argument}" has no value: httpie's "Name:" removes a header, which restbuild cannot do (the library's headers are always sent); for an empty value, write -H "Accept:"`,
      );
    }
  });
});

describe("run: Name:value arguments are headers", () => {
  it("sets the headers, replacing a default one", async () => {
    const printed = await options(
      "GET /repos/{owner}/{repo}/readme",
      "owner=o",
      "Accept:application/vnd.github.raw",
      "repo=r",
      "X-GitHub-Api-Version:2022-11-28",
    );
    expect(printed.url).toBe("https://api.github.com/repos/o/r/readme");
    expect(printed.headers).toEqual({
      accept: "application/vnd.github.raw",
      "user-agent": "restbuild-endpoint.js/0.2.0",
      "x-github-api-version": "2022-11-28",
    });
  });

  it("keeps name:=json, name=value and name==value as parameters", async () => {
    const printed = await options(
      "POST /repos/{owner}/{repo}/issues",
      "owner=o",
      "repo=r",
      "title=a:b",
      'labels:=["bug"]',
      "q==is:open",
    );
    expect(printed.url).toBe("https://api.github.com/repos/o/r/issues?q=is%3Aopen");
    expect(printed.body).toEqual({ title: "a:b", labels: ["bug"] });
    expect(Object.keys(printed.headers as object)).not.toContain("title");
  });

  it("makes no POST: a header is no data", async () => {
    expect((await options("user", "X-GitHub-Api-Version:2022-11-28")).method).toBe("get");
  });

  it("refuses a name given both with -H and as an item, and Name: with no value", async () => {
    expect(await failure(["GET /user", "-H", "accept: a/b", "Accept:c/d"])).toBe(
      '-H and the header item "Accept:c/d" both give the header "accept"; keep one',
    );
    expect(await failure(["GET /user", "Accept:"])).toMatch(
      /^the header item "Accept:" has no value: httpie's "Name:" removes a header/,
    );
  });

  it("reads a url among the parameters as a slip, not a header", async () => {
    expect(await failure(["owner=o", "https://api.github.com/user"])).toMatch(
      /^a parameter must be name=value or name:=json, got "https:\/\/api.github.com\/user"/,
    );
  });
});
