import { describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.js";
import { failure, options, output, runWith } from "./support/fake-io.js";

describe("run: name==value query parameters", () => {
  it("gives a GET's name==value to the library as a parameter, with its query encoding", async () => {
    const printed = await options("GET /x", "q==it's (x)", "sort==é");
    const library = endpoint("GET /x", { q: "it's (x)", sort: "é" });
    // The url as fetch sends it: "'" is %27, the library's encoding otherwise.
    expect(printed.url).toBe(library.url.replace("'", "%27"));
    expect(await output(["GET /x", "a==1", "b[]==2"])).toBe(
      await output(["GET /x", "a=1", "b[]=2"]),
    );
  });

  it("puts another method's name==value in a query expression of the url", async () => {
    const printed = await options("POST /x?a=1#top", "q==it's (x)", "labels[]==a", "labels[]==b");
    const library = endpoint("POST /x?a=1{&q,labels}#top", { q: "it's (x)", labels: ["a", "b"] });
    expect(printed.url).toBe(library.url);
    const joined = await options("PUT /x{?a}", "a=1", "b==2");
    expect(joined.url).toBe(endpoint("PUT /x{?a,b}", { a: "1", b: "2" }).url);
  });

  it("refuses a query name that is a placeholder, an option or also a parameter", async () => {
    expect(await failure(["GET /x/{a}", "a==1"])).toBe(
      '"a==" is a query parameter, but the url has the placeholder "a"; give it as "a="',
    );
    expect(await failure(["POST /x/{a}", "a=1", "a==1"])).toBe(
      '"a" is given both as a parameter and as a query parameter (==); keep one',
    );
    expect(await failure(["GET /x", "url==1"])).toBe(
      '"url==" names one of the library\'s options, not a parameter; write it in the url: "?url=..."',
    );
  });
});

describe("run: a body the formats send alike", () => {
  it("removes curl's own content-type from a body without one", async () => {
    const line = await output(["--format", "curl", "PUT /x"]);
    expect(line).toMatch(/ -H 'content-type:' --data-binary ''\n$/);
    const typed = await output(["--format", "curl", "POST /x", "a=1"]);
    expect(typed).not.toContain("'content-type:'");
  });

  it("refuses a content-length header beside no body in the http format", async () => {
    expect(await failure(["--format", "http", "-H", "content-length: 5", "GET /x"])).toBe(
      'content-length "5" with no body: the server would wait for bytes that never come; drop the header',
    );
    expect(await output(["--format", "http", "-H", "content-length: 0", "GET /x"])).toMatch(
      /\r\ncontent-length: 0\r\n\r\n$/,
    );
  });
});

describe("run: header values beyond ASCII", () => {
  it("warns that the formats would send them differently, and prints the request", async () => {
    const result = await runWith(["GET /x", "-H", "x-note: café"]);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(
      'restbuild: warning: the header "x-note" holds characters beyond ASCII, which curl and the http format send as UTF-8 and fetch as Latin-1 (or refuses); percent-encode them if the server allows\n',
    );
    expect((await runWith(["GET /x", "-H", "x-note: cafe"])).stderr).toBe("");
  });
});
