import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import data from "../../src/routes/github-routes.json" with { type: "json" };

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the generated GitHub route catalogue", () => {
  it("is up to date with the pinned @octokit/openapi", () => {
    // --check exits non-zero, which makes execFileSync throw, when a file differs.
    expect(() =>
      execFileSync(process.execPath, ["scripts/generate-routes.mjs", "--check"], {
        cwd: root,
        stdio: "pipe",
      }),
    ).not.toThrow();
  });

  it("lists each route with its summary, docs link, parameters and enums", () => {
    const create = data.routes.find((entry) => entry.route === "POST /repos/{owner}/{repo}/issues");
    expect(create?.summary).toBe("Create an issue");
    expect(create?.docs).toBe("https://docs.github.com/rest/issues/issues#create-an-issue");
    expect(create?.parameters).toContainEqual({ name: "title", in: "body", required: true });
    const list = data.routes.find((entry) => entry.route === "GET /repos/{owner}/{repo}/issues");
    expect(list?.parameters).toContainEqual({
      name: "state",
      in: "query",
      required: false,
      enum: ["open", "closed", "all"],
    });
    expect(data.routes.length).toBeGreaterThan(1000);
  });
});
