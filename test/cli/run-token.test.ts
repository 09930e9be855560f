import { afterEach, describe, expect, it, vi } from "vitest";
import { maskSecrets, maskToken } from "../../src/cli/token-env.js";
import { RequestBuilder, type RequestOptions, RestbuildError } from "../../src/index.js";
import { failure, runWith } from "./support/fake-io.js";

const TOKEN = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";
const ENV = { GITHUB_TOKEN: TOKEN };

afterEach(() => {
  vi.restoreAllMocks();
});

async function printed(argv: string[], env: Record<string, string> = ENV): Promise<string> {
  const result = await runWith(argv, { env });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout;
}

describe("run: --token-env", () => {
  it("builds the request with authorization: token <the variable's value>", async () => {
    const build = vi.spyOn(RequestBuilder.prototype, "build");
    await printed(["--token-env", "GITHUB_TOKEN", "GET /user"]);
    const built = build.mock.results[0]?.value as RequestOptions;
    expect(built.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it("prints the token masked as its first 4 characters and an ellipsis", async () => {
    const json = JSON.parse(await printed(["--token-env", "GITHUB_TOKEN", "GET /user"]));
    expect(json.headers.authorization).toBe("token ghp_…");
  });

  it("never prints the token in any format", async () => {
    const expected = {
      json: '"authorization": "token ghp_…"',
      curl: '-H "authorization: token $GITHUB_TOKEN"',
      fetch: '"authorization": "token " + process.env["GITHUB_TOKEN"],',
      http: "\r\nauthorization: token ghp_…\r\n",
    };
    for (const [format, line] of Object.entries(expected)) {
      const text = await printed([
        "--format",
        format,
        "--token-env",
        "GITHUB_TOKEN",
        "POST /x",
        "a=1",
      ]);
      expect(text).toContain(line);
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(TOKEN.slice(0, 5));
    }
  });

  it("shows **** for a token shorter than 8 characters, and 4 characters from 8 on", async () => {
    const shown = async (token: string) =>
      JSON.parse(await printed(["--token-env", "T", "GET /user"], { T: token })).headers
        .authorization;
    expect(await shown("t0ken")).toBe("token ****");
    expect(await shown("1234567")).toBe("token ****");
    expect(await shown("12345678")).toBe("token 1234…");
  });

  it("prints a token given with -H as it is given: it is the user's own text", async () => {
    const text = await printed(["-H", `authorization: token ${TOKEN}`, "GET /user"]);
    expect(JSON.parse(text).headers.authorization).toBe(`token ${TOKEN}`);
  });

  it("reports a variable that is not set or is empty", async () => {
    expect(await failure(["--token-env", "GITHUB_TOKEN", "GET /user"])).toBe(
      '--token-env "GITHUB_TOKEN": the environment variable is not set',
    );
    expect(await failure(["--token-env", "T", "GET /user"], 2, { env: { T: "" } })).toBe(
      '--token-env "T": the environment variable is empty',
    );
  });

  it("does not take inherited properties for environment variables", async () => {
    expect(await failure(["--token-env", "constructor", "GET /user"])).toMatch(/is not set$/);
  });

  it("reports a token with a line break without showing it", async () => {
    const env = { T: `${TOKEN}\n` };
    const message = await failure(["--token-env", "T", "GET /user"], 2, { env });
    expect(message).toMatch(/^--token-env "T": the value holds a control character/);
    expect(message).not.toContain(TOKEN.slice(0, 5));
  });

  it("refuses --token-env together with an authorization header", async () => {
    for (const header of ["authorization: token x", "Authorization: token x"]) {
      expect(
        await failure(["--token-env", "GITHUB_TOKEN", "-H", header, "GET /user"], 2, { env: ENV }),
      ).toBe("--token-env and an authorization header both give the authorization; keep one");
    }
  });

  it("masks the token in an internal error message", async () => {
    vi.spyOn(RequestBuilder.prototype, "build").mockImplementation(() => {
      throw new Error(`cannot use "token ${TOKEN}"`);
    });
    expect(await failure(["--token-env", "GITHUB_TOKEN", "GET /user"], 1, { env: ENV })).toBe(
      'internal error: cannot use "token ghp_…"',
    );
  });

  it("masks the token in a library error message, also where it is JSON-escaped", async () => {
    const token = 'ab"cd\\efgh';
    vi.spyOn(RequestBuilder.prototype, "build").mockImplementation(() => {
      throw new RestbuildError("INVALID_HEADER_VALUE", `bad ${JSON.stringify(token)}, ${token}`);
    });
    const message = await failure(["--token-env", "T", "GET /user"], 2, { env: { T: token } });
    // The quoted copy keeps its escape: the message quotes a valid JSON string.
    expect(message).toBe('INVALID_HEADER_VALUE: bad "ab\\"c…", ab"c…');
  });
});

describe("run: --token-env names a shell can expand, and tokens in cut values", () => {
  it("refuses a name no POSIX shell can expand, in every format, with status 2", async () => {
    for (const name of ["MY-TOKEN", "1TOKEN", "MY.TOKEN", "TÖKEN"]) {
      for (const format of ["json", "curl", "fetch"]) {
        const env = { [name]: TOKEN };
        expect(
          await failure(["--token-env", name, "--format", format, "GET /user"], 2, { env }),
          name,
        ).toBe(
          `--token-env ${JSON.stringify(name)}: a POSIX shell cannot expand that name, so the printed command could not read the token; give a variable whose name has only letters, digits and _ and does not start with a digit, such as GITHUB_TOKEN`,
        );
      }
    }
    expect(
      await printed(["--token-env", "_T1", "--format", "curl", "GET /user"], { _T1: TOKEN }),
    ).toContain('-H "authorization: token $_T1"');
  });

  it("masks a token before a message cuts the value that holds it", async () => {
    const argument = `${"x".repeat(37)}${TOKEN}`;
    // The token pasted in place of the name, and again in an argument a message quotes.
    expect(await failure(["--token-env", TOKEN, "GET /x", argument])).toBe(
      `a parameter must be name=value or name:=json, got "${"x".repeat(37)}ghp_…"`,
    );
    // The token of the variable, in a value the library cuts: its cut start is masked.
    const message = await failure(
      ["--token-env", "GITHUB_TOKEN", `GET /{${"x".repeat(30)}${TOKEN}`],
      2,
      {
        env: ENV,
      },
    );
    expect(message).toContain(`"/{${"x".repeat(30)}ghp_…..."`);
    expect(message).not.toContain("ghp_1");
  });
});

describe("maskToken and maskSecrets", () => {
  it("keeps 4 characters of a token of 8 or more, none of a shorter one", () => {
    expect(maskToken(TOKEN)).toBe("ghp_…");
    expect(maskToken("abcdefgh")).toBe("abcd…");
    expect(maskToken("abcdefg")).toBe("****");
    expect(maskToken("a")).toBe("****");
  });

  it("replaces every copy of each secret and leaves other text alone", () => {
    expect(maskSecrets(`a ${TOKEN} b ${TOKEN}`, [TOKEN])).toBe("a ghp_… b ghp_…");
    expect(maskSecrets("nothing here", [TOKEN])).toBe("nothing here");
    expect(maskSecrets("empty", [""])).toBe("empty");
  });

  it("masks a part of a secret that a message cut, from five of its first characters on", () => {
    expect(maskSecrets(`got "x ${TOKEN.slice(0, 20)}..."`, [TOKEN])).toBe('got "x ghp_…..."');
    expect(maskSecrets(`ends ${TOKEN.slice(0, 5)}`, [TOKEN])).toBe("ends ghp_…");
    // Four characters are what the mask shows itself.
    expect(maskSecrets(`only ${TOKEN.slice(0, 4)}.`, [TOKEN])).toBe("only ghp_.");
    expect(maskSecrets(`${TOKEN}${TOKEN.slice(0, 9)}`, [TOKEN])).toBe("ghp_…ghp_…");
  });
});
