import { describe, expect, it } from "vitest";
import { argumentSlip, checkHostAsPath } from "../../src/cli/slips.js";
import { UsageError } from "../../src/cli/usage-error.js";

/** The message checkHostAsPath throws for a route, or undefined when it passes. */
function hostMessage(url: string): string | undefined {
  try {
    checkHostAsPath(url);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
}

const asPath = (url: string, host: string, meant: string) =>
  `the route "${url}" starts with the host "${host}", which would become part of the path; write ${meant}`;

describe("checkHostAsPath", () => {
  it("names the base URL and the whole url for another host", () => {
    expect(hostMessage("ghe.example.com")).toBe(
      asPath(
        "ghe.example.com",
        "ghe.example.com",
        '--base-url https://ghe.example.com "GET /", or the whole url: "GET https://ghe.example.com/"',
      ),
    );
    expect(hostMessage("a.b.zz/x")).toBe(
      asPath(
        "a.b.zz/x",
        "a.b.zz",
        '--base-url https://a.b.zz "GET /x", or the whole url: "GET https://a.b.zz/x"',
      ),
    );
  });

  it("takes /api/v3 at the start of the path, and only there, into the base URL", () => {
    expect(hostMessage("ghe.example.com/api/v3")).toBe(
      asPath(
        "ghe.example.com/api/v3",
        "ghe.example.com",
        '--base-url https://ghe.example.com/api/v3 "GET /", or the whole url: "GET https://ghe.example.com/api/v3"',
      ),
    );
    expect(hostMessage("ghe.example.com/x/api/v3/y")).toBe(
      asPath(
        "ghe.example.com/x/api/v3/y",
        "ghe.example.com",
        '--base-url https://ghe.example.com "GET /x/api/v3/y", or the whole url: "GET https://ghe.example.com/x/api/v3/y"',
      ),
    );
  });

  it("says GitHub's web site for github.com and www.github.com", () => {
    expect(hostMessage("www.github.com/octocat")).toBe(
      `the route "www.github.com/octocat" starts with the host "www.github.com", GitHub's web site; the API is at api.github.com, the default: write an API route such as "GET /user" (restbuild routes lists them)`,
    );
  });

  it("leaves a file name, a host past the first segment and a host with a query alone", () => {
    for (const url of ["README.md", "data.json", "repos/api.github.com/x", "api.github.com?x=1"]) {
      expect(hostMessage(url), url).toBeUndefined();
    }
  });
});

describe("argumentSlip", () => {
  const error = new UsageError("bad");
  const slip = (argument: string, index: number, route: string) =>
    argumentSlip(error, argument, index, route).message;

  it("says to quote a route split in two", () => {
    expect(slip("/user", 0, "GET")).toBe('bad; quote the route as one argument: "GET /user"');
    expect(slip("/user", 1, "GET")).toBe("bad");
  });

  it("says to put the method first", () => {
    expect(slip("get", 0, "/user")).toBe(
      'bad; the method goes before the url, in one argument: "GET /user"',
    );
    expect(slip("get", 1, "/user")).toBe("bad");
    expect(slip("get", 0, "GET /user")).toBe("bad");
  });

  it("says to put the route before the parameters", () => {
    const first = (route: string) =>
      `bad; the route comes first, then the parameters: restbuild "${route}" "owner=o"`;
    expect(slip("GET /x", 1, "owner=o")).toBe(first("GET /x"));
    expect(slip("/x", 1, "owner=o")).toBe(first("/x"));
    expect(slip("x/", 1, "owner=o")).toBe("bad");
    expect(slip("9 GET /x", 1, "owner=o")).toBe("bad");
    expect(slip("/x", 1, "owner")).toBe("bad");
  });

  it("gives the error as it is when no slip shows", () => {
    expect(argumentSlip(error, "x", 1, "owner=o")).toBe(error);
  });
});
