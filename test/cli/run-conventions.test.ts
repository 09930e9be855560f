import { describe, expect, it } from "vitest";
import { collectParameters, parseField, parseParameter } from "../../src/cli/request-input.js";
import { failure, options, output } from "./support/fake-io.js";

describe("run: conventions of gh, httpie and curl", () => {
  it("takes the method from -X or --method, over the route's", async () => {
    expect((await options("-X", "DELETE", "/repos/{o}/{r}", "o=a", "r=b")).method).toBe("delete");
    expect((await options("--method", "put", "POST /x")).method).toBe("put");
    expect(await failure(["-X", "G@T", "/x"])).toMatch(/^INVALID_METHOD: .*"G@T"/);
  });

  it("prints the version for -V", async () => {
    expect(await output(["-V"])).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it("reads gh's -f as strings and -F as typed values", async () => {
    const printed = await options(
      "POST /repos/{owner}/{repo}/notes",
      "-f",
      "owner=o",
      "-F",
      "repo=r",
      "-f",
      "title=100",
      "-F",
      "milestone=3",
      "-F",
      "draft=true",
      "-F",
      "assignee=null",
    );
    expect(printed.url).toBe("https://api.github.com/repos/o/r/notes");
    expect(printed.body).toEqual({
      title: "100",
      milestone: 3,
      draft: true,
      assignee: null,
    });
  });

  it("reads -F key=@FILE from the file", async () => {
    const text = await output(["-F", "body=@notes.md", "POST /x"], {
      files: { "notes.md": "# Notes" },
    });
    expect(JSON.parse(text).body).toEqual({ body: "# Notes" });
    expect(await failure(["-F", "body=@gone.md", "POST /x"])).toMatch(
      /^-F: cannot read the file "gone.md": ENOENT/,
    );
  });

  it("collects repeated labels[]= into an array", async () => {
    expect(
      (await options("POST /x", "labels[]=bug", "labels[]=ui", "-f", "labels[]=docs")).body,
    ).toEqual({
      labels: ["bug", "ui", "docs"],
    });
    expect(await failure(["POST /x", "labels=a", "labels[]=b"])).toBe(
      '"labels[]" adds to an array, but "labels" is not one',
    );
  });

  it("sends httpie's name==value in the query, whatever the method", async () => {
    const printed = await options("POST /repos/{o}/{r}/issues", "o=a", "r=b", "title=x", "page==2");
    expect(printed.url).toBe("https://api.github.com/repos/a/b/issues?page=2");
    expect(printed.body).toEqual({ title: "x" });
    const withBody = await output(["-d", "hi", "POST /x", "q==a b"]);
    expect(JSON.parse(withBody).url).toBe("https://api.github.com/x?q=a%20b");
    const named = await options("GET /x?a=1#top", "a b==1", "list:=[1]", "n==é");
    expect(named.url).toBe("https://api.github.com/x?a=1&list=1&a%20b=1&n=%C3%A9#top");
  });

  it("suggests the flag meant by a misspelled one", async () => {
    expect(await failure(["GET /x", "--hedaer", "a: 1"])).toMatch(
      /^unknown option "--hedaer" .*; did you mean --header\?$/,
    );
    expect(await failure(["-x", "GET", "/x"])).toMatch(/; did you mean -X\?$/);
    expect(await failure(["GET /x", "--zzzzzz"])).not.toMatch(/did you mean/);
  });

  it("prints the help when --help is given, even beside a bad option", async () => {
    expect(await output(["--bogus", "--help"])).toMatch(/^Usage: restbuild /);
    expect(await output(["GET /x", "-h", "-H"])).toMatch(/^Usage: restbuild /);
    expect(await failure(["GET /x", "--", "--help"])).toMatch(/^a parameter must be/);
  });
});

describe("parameter arguments", () => {
  it("reads name==value as a query parameter", () => {
    expect(parseParameter("page==2")).toEqual({ name: "page", value: "2", query: true });
    expect(parseParameter("q===x")).toEqual({ name: "q", value: "=x", query: true });
  });

  it("refuses -f and -F without key=value", async () => {
    await expect(parseField("novalue", false)).rejects.toThrow('-f needs key=value, got "novalue"');
    await expect(parseField("=1", true)).rejects.toThrow('-F needs key=value, got "=1"');
  });

  it("keeps -F text that is not a JSON literal as a string", async () => {
    for (const text of ["1.5", "01", "True", "@", "1e3", "9".repeat(16)]) {
      expect(await parseField(`a=${text}`, true)).toEqual({ name: "a", value: text });
    }
    expect(await parseField("a=-12", true)).toEqual({ name: "a", value: -12 });
  });

  it("keeps a bare [] name as it is, and __proto__ as a plain key", () => {
    const { params } = collectParameters([
      { name: "[]", value: 1 },
      { name: "__proto__", value: 2 },
    ]);
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
    expect(Object.keys(params)).toEqual(["[]", "__proto__"]);
  });
});
