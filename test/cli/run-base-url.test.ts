import { describe, expect, it } from "vitest";
import { failure, options } from "./support/fake-io.js";

describe("run: --base-url is checked and normalised", () => {
  it("drops trailing slashes and writes the host as WHATWG URL does", async () => {
    const url = async (base: string) => (await options("--base-url", base, "GET /user")).url;
    expect(await url("https://ghe.example/api/v3/")).toBe("https://ghe.example/api/v3/user");
    expect(await url("https://GHE.Example:443//")).toBe("https://ghe.example/user");
    expect(await url("https://bücher.example/api")).toBe("https://xn--bcher-kva.example/api/user");
    expect(await url("http://127.0.0.1:8080")).toBe("http://127.0.0.1:8080/user");
  });

  it("refuses a base URL without a scheme and shows the fixed form", async () => {
    expect(await failure(["--base-url", "ghe.example/api/v3", "GET /user"])).toBe(
      '--base-url "ghe.example/api/v3" has no scheme; did you mean "https://ghe.example/api/v3"?',
    );
  });

  it("refuses a query, a fragment, user info, other schemes, spaces and control characters", async () => {
    const cases: [string, RegExp][] = [
      ["https://ghe.example/api?x=1", /has a query or fragment/],
      ["https://ghe.example/api#top", /has a query or fragment/],
      ["https://me:pw@ghe.example", /holds user info/],
      ["ftp://ghe.example", /^--base-url: baseUrl "ftp:\/\/ghe.example" has the scheme "ftp:"/],
      ["https://ghe example", /holds a space or a control character/],
      ["https://ghe.example/\u001b[2J", /holds a space or a control character/],
      // The library's rule, with its message: one host or none, no backslash.
      [
        "https://[::1",
        /^--base-url: baseUrl "https:\/\/\[::1" names no valid host after its "\/\/"$/,
      ],
      ["//", /^--base-url: baseUrl "\/\/" names no valid host after its "\/\/"$/],
      ["https:", /--base-url: baseUrl "https:" has no "\/\/" and host after its scheme "https:"/],
      ["\\", /--base-url: baseUrl "\\\\" holds a backslash, which URL parsers read as "\/"/],
    ];
    for (const [base, message] of cases) {
      expect(await failure(["--base-url", base, "GET /user"]), base).toMatch(message);
    }
  });
});
