import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import checkSharedFixtures, {
  assertSharedFixtures,
  missingFixtures,
} from "../support/shared-setup.js";

describe("the check for ../shared", () => {
  const empty = mkdtempSync(join(tmpdir(), "restbuild-shared-"));
  afterAll(() => rmSync(empty, { recursive: true, force: true }));

  it("names every fixture missing from a folder", () => {
    expect(missingFixtures(empty)).toEqual(["uritemplate-test", "github-routes/routes.json"]);
  });

  it("stops with a message that says what is missing and how to get it", () => {
    expect(() => assertSharedFixtures(empty)).toThrow(
      `The tests need ${empty}/uritemplate-test and ${empty}/github-routes/routes.json, which are missing. Put the shared folder beside the repository`,
    );
  });

  it("passes when ../shared holds the fixtures", () => {
    expect(() => checkSharedFixtures()).not.toThrow();
  });
});
