import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCli, childEnv, isStale, restbuild } from "./support/built-cli.js";

// The built command, in a real process, for each rule a gh, httpie or curl user relies on.

let directory: string;
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "restbuild-rules-"));
  if (isStale()) await buildCli();
}, 60_000);
afterAll(() => rmSync(directory, { recursive: true, force: true }));

async function printed(args: string[], env = childEnv()) {
  const result = await restbuild(args, { env });
  expect(result.stderr, args.join(" ")).toBe("");
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as { method: string; url: string; body?: unknown };
}

async function refused(args: string[], env = childEnv()) {
  const result = await restbuild(args, { env });
  expect(result.status, args.join(" ")).toBe(2);
  expect(result.stdout).toBe("");
  expect(result.stderr).toMatch(/^restbuild: [^\n]+\n$/);
  return result.stderr;
}

describe("the built command, as gh, httpie and curl users expect it", () => {
  it("makes fields a POST when no method is given, and keeps them in a GET's query", async () => {
    const post = await printed(["repos/octocat/Hello-World/issues", "-f", "title=Hi"]);
    expect(post).toMatchObject({ method: "post", body: { title: "Hi" } });
    const get = await printed([
      "-X",
      "GET",
      "repos/octocat/Hello-World/issues",
      "-f",
      "state=open",
    ]);
    expect(get.url).toBe("https://api.github.com/repos/octocat/Hello-World/issues?state=open");
  });

  it("reads httpie's name=@FILE and name:=@FILE", async () => {
    const notes = join(directory, "notes.md");
    const labels = join(directory, "labels.json");
    writeFileSync(notes, "Steps\n");
    writeFileSync(labels, '["bug"]');
    const options = await printed(["POST /x", `body=@${notes}`, `labels:=@${labels}`]);
    expect(options.body).toEqual({ body: "Steps\n", labels: ["bug"] });
    expect(await refused(["POST /x", `a:=@${join(directory, "none.json")}`])).toContain(
      "none.json",
    );
  });

  it("never echoes a token given in place of --token-env's name", async () => {
    const token = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";
    const stderr = await refused(["--token-env", token, "GET /user"]);
    expect(stderr).not.toContain(token.slice(4));
    expect(stderr).toMatch(/expects the NAME of an environment variable/);
  });

  it("reads --hostname and GH_HOST as gh does", async () => {
    expect((await printed(["--hostname", "ghe.example", "GET /user"])).url).toBe(
      "https://ghe.example/api/v3/user",
    );
    const env = { ...childEnv(), GH_HOST: "octo.ghe.com" };
    expect((await printed(["GET /user"], env)).url).toBe("https://api.octo.ghe.com/user");
  });

  it("points other tools' options and a host written as a path to what to write", async () => {
    expect(await refused(["--data-binary", "@x", "POST /x"])).toMatch(/did you mean --data\?/);
    expect(await refused(["api.github.com/user"])).toMatch(/write "GET \/user"/);
  });

  it("checks a route written with its values, a misspelled route and a required field", async () => {
    expect(await refused(["GET repos/octocat/Hello-World/issues", "stat=open"])).toMatch(
      /did you mean "state"\?/,
    );
    expect(await refused(["GET /repos/{owner}/{repo}/isues", "owner=o", "repo=r"])).toMatch(
      /did you mean "GET \/repos\/\{owner\}\/\{repo\}\/issues"\?/,
    );
    expect(await refused(["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r"])).toMatch(
      /requires the body field "title"/,
    );
  });

  it("prints one url in every format: the query as fetch sends it", async () => {
    const args = ["GET /x", "q==it's"];
    expect((await printed(args)).url).toBe("https://api.github.com/x?q=it%27s");
    for (const format of ["curl", "fetch", "http"]) {
      const result = await restbuild(["--format", format, ...args]);
      expect(result.stdout, format).toContain("/x?q=it%27s");
    }
  });
});
