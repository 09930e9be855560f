import { describe, expect, it } from "vitest";
import { formatCurl } from "../../src/cli/format-curl.js";
import { formatFetch } from "../../src/cli/format-fetch.js";
import { formatHttp } from "../../src/cli/format-http.js";
import { formatJson } from "../../src/cli/format-json.js";
import { OUTPUT_FORMATS } from "../../src/cli/format-output.js";
import { endpoint } from "../../src/index.js";
import { failure, options, output, runWith } from "./support/fake-io.js";

const ROUTE = "POST /repos/{owner}/{repo}/issues";
const ARGS = [ROUTE, "owner=octocat", "repo=Hello-World", "title=it's here", 'labels:=["bug"]'];
const EXPECTED = endpoint(ROUTE, {
  owner: "octocat",
  repo: "Hello-World",
  title: "it's here",
  labels: ["bug"],
});

describe("run: --format", () => {
  it("prints JSON by default and for --format json", async () => {
    const byDefault = await output(ARGS);
    expect(byDefault).toBe(formatJson(EXPECTED));
    expect(await output(["--format", "json", ...ARGS])).toBe(byDefault);
  });

  it("prints the curl, fetch and http forms of the same request options", async () => {
    expect(await output(["--format", "curl", ...ARGS])).toBe(formatCurl(EXPECTED));
    expect(await output(["--format=fetch", ...ARGS])).toBe(formatFetch(EXPECTED));
    expect(await output([...ARGS, "--format", "http"])).toBe(formatHttp(EXPECTED));
  });

  it("keeps the last --format when it is given twice", async () => {
    expect(await output(["--format", "http", "--format", "curl", ...ARGS])).toMatch(/^curl /);
  });

  it("takes every format of the format table, lists each in the help, and json by default", async () => {
    const help = await output(["--help"]);
    for (const { name, format, help: line } of OUTPUT_FORMATS) {
      expect(await output(["--format", name, ...ARGS])).toEqual(format(EXPECTED, {}));
      expect(help).toMatch(new RegExp(`\\n  ${name} +${line.replace(/[()]/g, "\\$&")}\\n`));
    }
    expect(OUTPUT_FORMATS[0].name).toBe("json");
  });

  it("rejects an unknown format and names the ones it knows", async () => {
    expect(await failure(["--format", "xml", ...ARGS])).toBe(
      `unknown --format "xml" (expected ${OUTPUT_FORMATS.map(({ name }) => name)
        .join(", ")
        .replace(/, (\w+)$/, " or $1")})`,
    );
    // Names are exact: no case folding, no inherited keys of the format table.
    expect(await failure(["--format", "CURL", ...ARGS])).toMatch(/^unknown --format "CURL"/);
    expect(await failure(["--format", "toString", ...ARGS])).toMatch(/^unknown --format /);
    expect(await failure(["--format=", ...ARGS])).toMatch(/^unknown --format ""/);
  });

  it("rejects --format without a value", async () => {
    expect(await failure([...ARGS, "--format"])).toMatch(/^option "--format" needs a value/);
  });

  it("checks the format before reading any input", async () => {
    const result = await runWith(["--format", "xml", "-d", "@-", ROUTE], { stdin: "x" });
    expect(result.status).toBe(2);
    expect(result.reads).toEqual({ stdin: 0, files: [] });
  });

  it("reports a url that the http format cannot use, with exit status 2", async () => {
    expect(await failure(["--format", "http", "--base-url", "", "GET /user"])).toBe(
      'the http format needs an absolute url with a host, without spaces or control characters, got "/user" (see --base-url)',
    );
  });
});

describe("run: --preview and --media-format", () => {
  it("adds a preview to the accept header, with or without -preview in the name", async () => {
    for (const name of ["mercy", "mercy-preview"]) {
      const printed = await options(
        "--preview",
        name,
        "GET /repos/{owner}/{repo}/topics",
        "owner=o",
        "repo=r",
      );
      expect((printed.headers as Record<string, string>).accept).toBe(
        "application/vnd.github.mercy-preview+json",
      );
    }
  });

  it("adds repeated previews in order, each name once", async () => {
    const printed = await options(
      ...["--preview", "mercy", "--preview", "symmetra", "--preview", "mercy-preview", "GET /x"],
    );
    expect((printed.headers as Record<string, string>).accept).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    );
  });

  it("sets the media type format of the accept header", async () => {
    const printed = await options(
      "--media-format",
      "raw",
      "GET /repos/{owner}/{repo}/readme",
      "owner=o",
      "repo=r",
    );
    expect((printed.headers as Record<string, string>).accept).toBe(
      "application/vnd.github.v3.raw",
    );
    expect(printed).toEqual(
      endpoint("GET /repos/{owner}/{repo}/readme", {
        owner: "o",
        repo: "r",
        mediaType: { format: "raw" },
      }),
    );
  });

  it("combines previews and a format as the library does", async () => {
    const printed = await options("--preview", "mercy", "--media-format", "diff", "GET /x");
    expect((printed.headers as Record<string, string>).accept).toBe(
      "application/vnd.github.mercy-preview.diff",
    );
    expect(printed).toEqual(
      endpoint("GET /x", { mediaType: { previews: ["mercy"], format: "diff" } }),
    );
  });

  it("reports a media type format that the library rejects, with its error code", async () => {
    expect(await failure(["--media-format", "a b", "GET /x"])).toMatch(/^INVALID_MEDIA_TYPE: /);
  });
});
