import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../src/cli/catalogue.js";
import { failure, output } from "./support/fake-io.js";

describe("run: GitHub routes from the catalogue", () => {
  it("lists routes with their summary, filtered", async () => {
    const listed = await output(["routes", "issues/{issue_number}/labels"]);
    const lines = listed.trimEnd().split("\n");
    expect(lines).toContain(
      "GET /repos/{owner}/{repo}/issues/{issue_number}/labels  List labels for an issue",
    );
    expect(lines.every((line) => /issues\/\{issue_number\}\/labels/i.test(line))).toBe(true);
    expect((await output(["routes"])).trimEnd().split("\n").length).toBeGreaterThan(1000);
    expect(await failure(["routes", "no such route at all"])).toBe(
      'no GitHub route matches "no such route at all" (restbuild routes lists them all)',
    );
  });

  it("reports a misspelled parameter of a catalogue route before printing", async () => {
    expect(
      await failure(["GET /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "stat=open"]),
    ).toBe('"GET /repos/{owner}/{repo}/issues" has no parameter "stat"; did you mean "state"?');
    expect(await failure(["GET /user", "zzz=1"])).toMatch(
      /^"GET \/user" has no parameter "zzz"; it takes none$/,
    );
  });

  it("lists the names a long route takes whole, the nearest first", async () => {
    const message = await failure([
      "GET /repos/{owner}/{repo}/issues",
      "owner=o",
      "stte=x",
      "repo=r",
    ]);
    expect(message).toBe(
      '"GET /repos/{owner}/{repo}/issues" has no parameter "stte"; did you mean "state"?',
    );
    const far = await failure(["GET /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "lab=x"]);
    const list = /; it takes (.*) and (\d+) more \(nearest first\)$/.exec(far);
    expect(list?.[1]?.split(", ")[0]).toBe("labels");
    expect(far).not.toContain("...");
    const names = (list?.[1] ?? "").split(", ");
    const issues = (await loadCatalogue()).routes.find(
      (entry) => entry.route === "GET /repos/{owner}/{repo}/issues",
    );
    expect(names.length + Number(list?.[2])).toBe(issues?.parameters.length);
    expect(names.every((name) => issues?.parameters.some((known) => known.name === name))).toBe(
      true,
    );
  });

  it("reports a value outside a parameter's list of values", async () => {
    expect(
      await failure(["GET /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "state=opened"]),
    ).toBe(
      '"state" of "GET /repos/{owner}/{repo}/issues" is one of open, closed, all; got "opened"',
    );
  });

  it("accepts the route's own parameters, :name placeholders and name==value", async () => {
    const printed = await output([
      "GET /repos/:owner/:repo/issues",
      "owner=o",
      "repo=r",
      "state=closed",
      "debug==1",
    ]);
    expect(JSON.parse(printed).url).toBe(
      "https://api.github.com/repos/o/r/issues?state=closed&debug=1",
    );
  });
});
