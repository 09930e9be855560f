import { describe, expect, it } from "vitest";
import { failure, options, output } from "./support/fake-io.js";

// The command knows GitHub's catalogue as the route types do.

describe("run: a route written with its values is checked as its catalogue route", () => {
  it("finds the near miss of a parameter of a literal path", async () => {
    expect(await failure(["GET repos/octocat/Hello-World/issues", "stat=opne"])).toBe(
      '"GET /repos/{owner}/{repo}/issues" has no parameter "stat"; did you mean "state"?',
    );
    expect(await failure(["GET /repos/octocat/Hello-World/issues", "state=opne"])).toBe(
      '"state" of "GET /repos/{owner}/{repo}/issues" is one of open, closed, all; got "opne"',
    );
  });

  it("says what a GET would say when no method made it a POST", async () => {
    const message = await failure(["repos/octocat/Hello-World/issues", "stat=opne"]);
    expect(message).toMatch(
      /^"POST \/repos\/\{owner\}\/\{repo\}\/issues" has no parameter "stat"; /,
    );
    expect(message).toMatch(
      /; as a GET: "GET \/repos\/\{owner\}\/\{repo\}\/issues" has no parameter "stat"; did you mean "state"\?\)$/,
    );
  });

  it("prefers the route with more literal segments, and prints the url as written", async () => {
    expect(await failure(["GET /repos/o/r/issues/comments", "sort=nope"])).toMatch(
      /^"sort" of "GET \/repos\/\{owner\}\/\{repo\}\/issues\/comments" is one of /,
    );
    const printed = await options("GET /repos/o/r/issues", "state=open");
    expect(printed.url).toBe("https://api.github.com/repos/o/r/issues?state=open");
  });

  it("leaves a route with its own placeholder names to the caller", async () => {
    const printed = await options("-X", "DELETE", "/repos/{o}/{r}", "o=a", "r=b");
    expect(printed.url).toBe("https://api.github.com/repos/a/b");
  });
});

describe("run: a route that is not GitHub's but nearly is", () => {
  it("names the catalogue route one slip away", async () => {
    expect(await failure(["GET /repos/{owner}/{repo}/isues", "owner=o", "repo=r"])).toBe(
      '"GET /repos/{owner}/{repo}/isues" is not a GitHub route; did you mean "GET /repos/{owner}/{repo}/issues"? (for another API\'s route, give --no-catalogue)',
    );
    expect(await failure(["GET /repos/{ownr}/{repo}/issues", "ownr=o", "repo=r"])).toMatch(
      /did you mean "GET \/repos\/\{owner\}\/\{repo\}\/issues"\?/,
    );
    expect(await failure(["GET repos/octocat/Hello-World/isues"])).toMatch(
      /did you mean "GET \/repos\/\{owner\}\/\{repo\}\/issues"\?/,
    );
  });

  it("names the methods GitHub has for a path", async () => {
    expect(await failure(["PUT /search/issues", "q=x"])).toBe(
      'GitHub has no PUT for "/search/issues", only GET; for another API\'s route, give --no-catalogue',
    );
  });

  it("prints the route as given with --no-catalogue", async () => {
    const printed = JSON.parse(
      await output(["--no-catalogue", "GET /repos/{owner}/{repo}/isues", "owner=o", "repo=r"]),
    );
    expect(printed.url).toBe("https://api.github.com/repos/o/r/isues");
    // Nor is a required field asked for.
    const post = await options(
      "--no-catalogue",
      "POST /repos/{owner}/{repo}/issues",
      "owner=o",
      "repo=r",
    );
    expect(post.url).toBe("https://api.github.com/repos/o/r/issues");
  });

  it("leaves routes far from every catalogue route alone", async () => {
    expect((await options("GET /x")).url).toBe("https://api.github.com/x");
    expect((await options("GET /usr")).url).toBe("https://api.github.com/usr");
  });
});

describe("run: HEAD on GitHub's routes", () => {
  it("takes HEAD wherever the catalogue has GET, written with -X or in the route", async () => {
    expect(await options("-X", "HEAD", "user")).toMatchObject({
      method: "head",
      url: "https://api.github.com/user",
    });
    expect(await options("HEAD /user")).toMatchObject({ method: "head" });
    const repo = await options("HEAD /repos/{owner}/{repo}", "owner=o", "repo=r");
    expect(repo).toMatchObject({ method: "head", url: "https://api.github.com/repos/o/r" });
    expect((await options("HEAD /repos/o/r/issues", "state=open")).url).toBe(
      "https://api.github.com/repos/o/r/issues?state=open",
    );
  });

  it("checks a HEAD's parameters as the GET's, and names the route with HEAD", async () => {
    expect(await failure(["HEAD /repos/o/r/issues", "state=opne"])).toBe(
      '"state" of "HEAD /repos/{owner}/{repo}/issues" is one of open, closed, all; got "opne"',
    );
    expect(await failure(["HEAD /repos/{owner}/{repo}/isues", "owner=o", "repo=r"])).toBe(
      '"HEAD /repos/{owner}/{repo}/isues" is not a GitHub route; did you mean "HEAD /repos/{owner}/{repo}/issues"? (for another API\'s route, give --no-catalogue)',
    );
  });

  it("still refuses HEAD on a path GitHub serves with other methods only", async () => {
    expect(await failure(["HEAD /markdown"])).toBe(
      'GitHub has no HEAD for "/markdown", only POST; for another API\'s route, give --no-catalogue',
    );
    expect(await failure(["-X", "HEAD", "/markdown/raw"])).toBe(
      'GitHub has no HEAD for "/markdown/raw", only POST; for another API\'s route, give --no-catalogue',
    );
  });
});

describe("run: a required field of a catalogue route", () => {
  it("stops when a required body field or query parameter is left out", async () => {
    expect(await failure(["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r"])).toBe(
      '"POST /repos/{owner}/{repo}/issues" requires the body field "title"; give title=VALUE',
    );
    expect(await failure(["GET /search/issues"])).toBe(
      '"GET /search/issues" requires the query parameter "q"; give q=VALUE',
    );
    expect((await options("GET /search/issues", "q==is:open")).url).toBe(
      "https://api.github.com/search/issues?q=is%3Aopen",
    );
  });

  it("leaves the fields of a body given as it is to the caller", async () => {
    const printed = await options(
      ...["-d", '{"title":"Hi"}', "POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r"],
    );
    expect(printed.body).toBe('{"title":"Hi"}');
  });
});
