import { beforeAll, describe, expect, it } from "vitest";
import { buildCli, childEnv, cliPath, isStale, restbuild, runFile } from "./support/built-cli.js";
import { startCaptureServer } from "./support/capture-server.js";

// The built command, in a real process: what it refuses, what it warns about.

beforeAll(async () => {
  if (isStale()) await buildCli();
}, 60_000);

describe("the built command never exits 0 with a wrong request", () => {
  it("stops reading /dev/zero, as a parameter file or as stdin, at its limit, with status 2", async () => {
    const file = await restbuild(["POST /repos/o/r/issues", "title=@/dev/zero"]);
    expect(file).toEqual({
      status: 2,
      stdout: "",
      stderr:
        'restbuild: title=@/dev/zero: the file "/dev/zero" holds more than 10485760 bytes, the most the command reads; give --max-input-size BYTES to read more\n',
    });
    const command = `"${process.execPath}" "${cliPath}" --max-input-size 65536 --data @- "POST /markdown/raw" < /dev/zero`;
    const stdin = await runFile("/bin/sh", ["-c", command], { env: childEnv() });
    expect(stdin).toEqual({
      status: 2,
      stdout: "",
      stderr:
        "restbuild: --data: stdin holds more than 65536 bytes, the most the command reads; give --max-input-size BYTES to read more\n",
    });
  });

  it("exits 2 for a missing path parameter and names the near miss", async () => {
    const result = await restbuild(["GET /repos/{owner}/{repo}/issues", "owner=octocat", "rpeo=x"]);
    expect(result).toEqual({
      status: 2,
      stdout: "",
      stderr:
        'restbuild: missing the path parameter "repo" of "/repos/{owner}/{repo}/issues"; "rpeo" is not in the url: did you mean "repo"?\n',
    });
  });

  it("warns about parameters a body given as it is drops, and about an unknown method", async () => {
    const dropped = await restbuild(["-d", "hi", "POST /x", "state=open"]);
    expect(dropped.status).toBe(0);
    expect(dropped.stderr).toMatch(/^restbuild: warning: .*"state" is not sent.*"\{\?state\}"/);
    const method = await restbuild(["GTE /x"]);
    expect(method.status).toBe(0);
    expect(method.stderr).toMatch(/^restbuild: warning: "GTE" is not a standard HTTP method/);
  });

  it("takes the words help and version for the options", async () => {
    expect((await restbuild(["help"])).stdout).toMatch(/^Usage: restbuild /);
    expect((await restbuild(["version"])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it("joins a route without a leading slash to the base URL with one slash", async () => {
    const result = await restbuild(["repos/{owner}/{repo}", "owner=octocat", "repo=Hello-World"]);
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout).url).toBe("https://api.github.com/repos/octocat/Hello-World");
  });
});

describe("the built command follows gh, httpie and curl", () => {
  it("takes -X, -f, -F, labels[]= and name==value", async () => {
    const result = await restbuild([
      "-X",
      "POST",
      "repos/{owner}/{repo}/issues",
      "-f",
      "owner=octocat",
      "-F",
      "repo=Hello-World",
      "-F",
      "milestone=2",
      "-f",
      "title=Hi",
      "labels[]=bug",
      "labels[]=ui",
      "page==3",
    ]);
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toMatchObject({
      method: "post",
      url: "https://api.github.com/repos/octocat/Hello-World/issues?page=3",
      body: { milestone: 2, title: "Hi", labels: ["bug", "ui"] },
    });
  });

  it("prints the version for -V, suggests a misspelled flag, and lets --help win", async () => {
    expect((await restbuild(["-V"])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const slip = await restbuild(["GET /x", "--hedaer", "a: 1"]);
    expect(slip.status).toBe(2);
    expect(slip.stderr).toMatch(/did you mean --header\?\n$/);
    const help = await restbuild(["--bogus", "--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: restbuild /);
  });
});

describe("the built command's output with --token-env runs", () => {
  it("prints a curl command that sends the token from the variable, and shows none", async () => {
    const server = await startCaptureServer();
    try {
      const token = "ghp_runnable0123456789";
      const env = childEnv({ RESTBUILD_TEST_TOKEN: token });
      const args = ["--base-url", server.origin, "--token-env", "RESTBUILD_TEST_TOKEN"];
      const printed = await restbuild([...args, "--format", "curl", "GET /user"], { env });
      expect(printed.stderr).toBe("");
      expect(printed.stdout).not.toContain(token.slice(0, 5));
      const sent = await runFile("/bin/sh", ["-c", `${printed.stdout.trim()} --silent`], { env });
      expect(sent.status).toBe(0);
      expect(server.requests.map((request) => request.headers.authorization)).toEqual([
        `token ${token}`,
      ]);
    } finally {
      await server.close();
    }
  });
});

describe("the built command checks --base-url", () => {
  it("normalises a trailing slash and refuses a base URL without a scheme", async () => {
    const ok = await restbuild(["--base-url", "https://GHE.example/api/v3/", "GET /user"]);
    expect(JSON.parse(ok.stdout).url).toBe("https://ghe.example/api/v3/user");
    const bad = await restbuild(["--base-url", "ghe.example/api/v3", "GET /user"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(
      /has no scheme; did you mean "https:\/\/ghe\.example\/api\/v3"\?\n$/,
    );
  });
});

describe("the built command knows GitHub's routes", () => {
  it("lists routes and refuses a misspelled parameter before printing", async () => {
    const listed = await restbuild(["routes", "releases/{release_id}/assets"]);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(
      /^GET \/repos\/\{owner\}\/\{repo\}\/releases\/\{release_id\}\/assets {2}\S/m,
    );
    const slip = await restbuild([
      "GET /repos/{owner}/{repo}/issues",
      "owner=o",
      "repo=r",
      "stat=open",
    ]);
    expect(slip).toMatchObject({ status: 2, stdout: "" });
    expect(slip.stderr).toMatch(/has no parameter "stat"; did you mean "state"\?\n$/);
  });
});
