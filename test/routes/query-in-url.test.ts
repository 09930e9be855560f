import { describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.js";
import catalogue from "../../src/routes/github-routes.json" with { type: "json" };
import { runWith } from "../cli/support/fake-io.js";

// The catalogue's route of an operation that takes a query beside a body carries its query
// expression (spec 2.2 rule 4), and its host when GitHub serves it elsewhere; the command
// answers the route written without them with the route to name.

const CACHES = "DELETE /repos/{owner}/{repo}/actions/caches";
const UPLOAD =
  "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";
const routes = catalogue.routes.map(({ route }) => route);

describe("the catalogue's routes with a query beside a body", () => {
  it("carry the query expression and the upload host", () => {
    expect(routes).toContain(`${CACHES}{?key,ref}`);
    expect(routes).toContain(UPLOAD);
    expect(routes).not.toContain(CACHES);
    expect(routes).not.toContain("POST /repos/{owner}/{repo}/releases/{release_id}/assets");
  });

  it("send the query in the query string and the upload to uploads.github.com", () => {
    const upload = endpoint(UPLOAD, {
      owner: "octocat",
      repo: "Hello-World",
      release_id: 1,
      name: "notes (1).txt",
      data: "Hello",
    });
    expect(upload.url).toBe(
      "https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets?name=notes%20%281%29.txt",
    );
    expect(upload.body).toBe("Hello");
    const caches = endpoint(`${CACHES}{?key,ref}`, { owner: "o", repo: "r", key: "npm" });
    expect(caches.url).toBe("https://api.github.com/repos/o/r/actions/caches?key=npm");
    expect(caches.body).toBeUndefined();
  });
});

describe("the command on a route written without its query expression", () => {
  it("names the route to write when a query parameter is given", async () => {
    const result = await runWith([CACHES, "owner=o", "repo=r", "key=npm"]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `restbuild: "key" belongs in the query string, and the url has no {?key}; name the route "${CACHES}{?key,ref}"\n`,
    );
  });

  it("names the route to write when a required query parameter cannot be given", async () => {
    const result = await runWith([CACHES, "owner=o", "repo=r"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`the route requires "key" in the query string`);
  });

  it("checks a query name the url lacks when the url has part of the expression", async () => {
    const result = await runWith([`${CACHES}{?key}`, "owner=o", "repo=r", "key=npm", "ref=main"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`"ref" belongs in the query string`);
    const given = await runWith([`${CACHES}{?key}`, "owner=o", "repo=r", "key=npm"]);
    expect(given.status).toBe(0);
    expect(JSON.parse(given.stdout).url).toBe(
      "https://api.github.com/repos/o/r/actions/caches?key=npm",
    );
  });

  it("leaves a GET route with part of its query in the url as it was", async () => {
    const result = await runWith([
      "GET /repos/{owner}/{repo}/issues{?state}",
      "owner=o",
      "repo=r",
      "state=open",
      "per_page:=5",
    ]);
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout).url).toBe(
      "https://api.github.com/repos/o/r/issues?state=open&per_page=5",
    );
  });

  it("names the upload route, host included, for the relative upload", async () => {
    const result = await runWith([
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets",
      "owner=o",
      "repo=r",
      "release_id:=1",
      "name=a.zip",
    ]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`name the route "${UPLOAD}"`);
  });

  it("names the upload host for the relative upload with its query expression", async () => {
    const result = await runWith([
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      "owner=o",
      "repo=r",
      "release_id:=1",
      "name=a.zip",
    ]);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      `restbuild: GitHub serves this route at https://uploads.github.com, not at the API's host; name the route "${UPLOAD}"\n`,
    );
  });

  it("sends the catalogue's upload route to uploads.github.com", async () => {
    const result = await runWith([
      "--data",
      "Hello",
      UPLOAD,
      "owner=o",
      "repo=r",
      "release_id:=1",
      "name=a.zip",
    ]);
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toMatchObject({
      method: "post",
      url: "https://uploads.github.com/repos/o/r/releases/1/assets?name=a.zip",
      body: "Hello",
    });
  });
});
