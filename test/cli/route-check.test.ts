import { describe, expect, it } from "vitest";
import { checkRoute } from "../../src/cli/route-check.js";
import { UsageError } from "../../src/cli/usage-error.js";

describe("checkRoute: missing path parameters", () => {
  it("lists them all, the last after 'and'", () => {
    expect(() => checkRoute("GET", "/{a}/{b}/{c}", {}, [], false)).toThrow(
      new UsageError(
        'missing the path parameters "a", "b" and "c" of "/{a}/{b}/{c}"; give a=VALUE b=VALUE c=VALUE',
      ),
    );
  });

  it("names each slip of a given name", () => {
    expect(() =>
      checkRoute("GET", "/{owner}/{repo}", { ownr: "o", rpeo: "r" }, ["ownr", "rpeo"], false),
    ).toThrow(
      new UsageError(
        'missing the path parameters "owner" and "repo" of "/{owner}/{repo}"; "ownr" is not in the url: did you mean "owner"?; "rpeo" is not in the url: did you mean "repo"?',
      ),
    );
  });
});

describe("checkRoute: methods", () => {
  it("warns of a method that is not standard, naming the near one only when there is one", () => {
    expect(checkRoute("FROBNICATE", "/x", {}, [], false)).toEqual([
      '"FROBNICATE" is not a standard HTTP method; the request uses it as it is',
    ]);
    expect(checkRoute("gte", "/x", {}, [], false)).toEqual([
      '"gte" is not a standard HTTP method (did you mean GET?); the request uses it as it is',
    ]);
  });
});
