import { describe, expect, it } from "vitest";
import { failure, runWith } from "./support/fake-io.js";

const TOKEN = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";

async function printed(argv: string[], env: Record<string, string> = {}) {
  const result = await runWith(argv, { env });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout;
}

describe("run: --token-env given a value instead of a name", () => {
  it("never shows a token pasted in place of the name", async () => {
    for (const pasted of [
      TOKEN,
      "github_pat_11ABCDEFG0abcdefghijkl",
      "abc-def.ghi",
      "s3cretT0kenValue1234",
    ]) {
      const result = await runWith(["--token-env", pasted, "GET /user"], {
        env: { GITHUB_TOKEN: TOKEN },
      });
      expect(result.status).toBe(2);
      expect(result.stderr).not.toContain(pasted);
      expect(result.stderr).not.toContain(pasted.slice(4));
      expect(result.stderr).toMatch(/expects the NAME of an environment variable/);
    }
  });

  it("keeps the secret out of a later message too", async () => {
    // The pasted token is also the name of a set variable: the run goes on, and fails later.
    const result = await runWith(["--token-env", TOKEN, "GET /x", `bad-${TOKEN}`], {
      env: { [TOKEN]: "value" },
    });
    expect(result.status).toBe(2);
    expect(result.stderr).not.toContain(TOKEN);
  });

  it("names a variable written as variables are, when it is not set", async () => {
    expect(await failure(["--token-env", "GH_TOKEN", "GET /user"])).toBe(
      '--token-env "GH_TOKEN": the environment variable is not set',
    );
  });
});

describe("run: --auth-scheme", () => {
  it("sends authorization: Bearer with --auth-scheme bearer, in every format", async () => {
    const env = { API_TOKEN: TOKEN };
    const argv = ["--token-env", "API_TOKEN", "--auth-scheme", "bearer", "GET /me"];
    expect(JSON.parse(await printed(argv, env)).headers.authorization).toBe("Bearer ghp_…");
    expect(await printed(["--format", "curl", ...argv], env)).toContain(
      '-H "authorization: Bearer $API_TOKEN"',
    );
    expect(await printed(["--format", "fetch", ...argv], env)).toContain(
      '"authorization": "Bearer " + process.env["API_TOKEN"],',
    );
    expect(await printed(["--format", "http", ...argv], env)).toContain(
      "\r\nauthorization: Bearer ghp_…\r\n",
    );
    expect(
      JSON.parse(
        await printed(["--token-env", "API_TOKEN", "--auth-scheme", "TOKEN", "GET /me"], env),
      ).headers.authorization,
    ).toBe("token ghp_…");
  });

  it("refuses another scheme, and a scheme without a token", async () => {
    expect(
      await failure(["--token-env", "T", "--auth-scheme", "basic", "GET /me"], 2, {
        env: { T: "x" },
      }),
    ).toBe('--auth-scheme "basic" is not one the command knows: token or bearer');
    expect(await failure(["--auth-scheme", "bearer", "GET /me"])).toBe(
      "--auth-scheme is the scheme of the token of --token-env; give both",
    );
  });
});

describe("run: --hostname and GH_HOST, as gh reads them", () => {
  const url = async (argv: string[], env: Record<string, string> = {}) =>
    JSON.parse(await printed(argv, env)).url as string;

  it("sends github.com to api.github.com, a GHE.com host to api.HOST, another to HOST/api/v3", async () => {
    expect(await url(["--hostname", "github.com", "GET /user"])).toBe(
      "https://api.github.com/user",
    );
    expect(await url(["--hostname", "octo.ghe.com", "GET /user"])).toBe(
      "https://api.octo.ghe.com/user",
    );
    expect(await url(["--hostname", "GHE.example:8443", "GET /user"])).toBe(
      "https://ghe.example:8443/api/v3/user",
    );
  });

  it("reads GH_HOST when neither --hostname nor --base-url is given", async () => {
    const env = { GH_HOST: "ghe.example" };
    expect(await url(["GET /user"], env)).toBe("https://ghe.example/api/v3/user");
    expect(await url(["--hostname", "github.com", "GET /user"], env)).toBe(
      "https://api.github.com/user",
    );
    expect(await url(["--base-url", "https://x.example", "GET /user"], env)).toBe(
      "https://x.example/user",
    );
    expect(await url(["GET /user"], { GH_HOST: "" })).toBe("https://api.github.com/user");
  });

  it("refuses a URL as a host name, and --hostname beside --base-url", async () => {
    expect(await failure(["--hostname", "https://ghe.example", "GET /user"])).toBe(
      '--hostname "https://ghe.example" is not a host name such as ghe.example; give a URL with --base-url',
    );
    expect(await failure(["GET /user"], 2, { env: { GH_HOST: "ghe.example/api" } })).toMatch(
      /^GH_HOST "ghe\.example\/api" is not a host name/,
    );
    expect(
      await failure(["--hostname", "ghe.example", "--base-url", "https://x.example", "GET /user"]),
    ).toBe("--base-url and --hostname both give the API's address; keep one");
  });
});
