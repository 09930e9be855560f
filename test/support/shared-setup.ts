import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The tests read fixtures kept beside the repository, in ../shared. Without them every such
// test would fail with a raw ENOENT; this global setup stops the run first and says why.

/**
 * The shared folder: ../shared beside the repository, or RESTBUILD_SHARED when set (the
 * mutation run sets it, as its sandbox copy of the repository has no ../shared beside it).
 */
export const SHARED_DIRECTORY =
  process.env.RESTBUILD_SHARED ?? fileURLToPath(new URL("../../../shared", import.meta.url));

/** The path of a file in the shared folder, from a path relative to it. */
export function sharedFile(relative: string): string {
  return `${SHARED_DIRECTORY}/${relative}`;
}

/** The fixtures the tests read, relative to ../shared. */
export const SHARED_FIXTURES = ["uritemplate-test", "github-routes/routes.json"] as const;

/** The fixtures missing under `sharedDirectory`. */
export function missingFixtures(sharedDirectory: string): string[] {
  return SHARED_FIXTURES.filter((fixture) => !existsSync(`${sharedDirectory}/${fixture}`));
}

/** Throws an error that says what is missing under `shared` and how to get it. */
export function assertSharedFixtures(shared: string): void {
  const missing = missingFixtures(shared);
  if (missing.length === 0) return;
  throw new Error(
    `The tests need ${missing.map((fixture) => `${shared}/${fixture}`).join(" and ")}, which ${missing.length === 1 ? "is" : "are"} missing. ` +
      "Put the shared folder beside the repository: ../shared/uritemplate-test is a clone of " +
      "https://github.com/uri-templates/uritemplate-test, and ../shared/github-routes/routes.json " +
      'a JSON array of GitHub route templates ("GET /repos/{owner}/{repo}", ...).',
  );
}

export default function checkSharedFixtures(): void {
  assertSharedFixtures(SHARED_DIRECTORY);
}
