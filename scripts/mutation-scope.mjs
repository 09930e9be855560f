// What `npm run mutation` measures: the folders of src/ with the tests run against each, the
// named groups of files, and the record of when each file was last measured and at which
// version (test/reliability/stryker/results/measured.json). scripts/mutation.mjs runs Stryker
// by them; scripts/record-mutation.mjs writes the figures from them.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export const root = new URL("../", import.meta.url);
export const resultsDir = "test/reliability/stryker/results";
const measuredUrl = new URL(`${resultsDir}/measured.json`, root);

/**
 * The folders of src/: the files each leaves out, as stryker.config.json's `mutate` does
 * (`root` is the files directly in src/), and the test folders run against its mutants: its
 * own tests, the tests of the faces built on it, and test/reliability, which holds the
 * security and robustness properties. Other suites (the generated route checks, the docs'
 * examples) reach the same code through these faces; leaving them out keeps a folder's run
 * short, and can only make its score lower.
 */
export const FOLDERS = {
  adapters: { mutate: ["src/adapters/**/*.ts"], tests: ["test/adapters", "test/reliability"] },
  builder: {
    mutate: ["src/builder/**/*.ts"],
    tests: ["test/builder", "test/compat", "test/reliability"],
  },
  cli: {
    mutate: ["src/cli/**/*.ts", "!src/cli/main.ts", "!src/cli/node-io.ts"],
    tests: ["test/cli"],
  },
  compat: { mutate: ["src/compat/**/*.ts"], tests: ["test/compat", "test/reliability"] },
  core: {
    mutate: ["src/core/**/*.ts", "!src/core/route-types.ts"],
    tests: ["test/core", "test/builder", "test/compat", "test/reliability"],
  },
  root: {
    mutate: ["src/*.ts", "!src/index.ts"],
    tests: ["test/errors.test.ts", "test/core", "test/reliability"],
  },
  shared: {
    mutate: ["src/shared/**/*.ts"],
    tests: ["test/shared", "test/template", "test/core", "test/reliability"],
  },
  template: {
    mutate: ["src/template/**/*.ts"],
    tests: ["test/template", "test/shared", "test/reliability"],
  },
};

/**
 * Named sets of files, measured with `npm run mutation -- --group NAME` and reported apart in
 * docs/security.md. `security`: the one reading of a URL (src/template/url-reading.ts), the
 * text rules of values and URLs it and the command share, the command's handling of secrets
 * and of its input, and the places of the library that copy, merge and check options.
 */
export const GROUPS = {
  security: [
    "src/template/url-reading.ts",
    "src/shared/url-text.ts",
    "src/shared/value-text.ts",
    "src/shared/unsafe-chars.ts",
    "src/cli/secrets.ts",
    "src/cli/token-env.ts",
    "src/cli/data-input.ts",
    "src/cli/request-input.ts",
    "src/cli/run.ts",
    "src/builder/snapshot.ts",
    "src/builder/pending-changes.ts",
    "src/builder/builder-state.ts",
    "src/core/copy.ts",
    "src/core/headers.ts",
    "src/core/media-type.ts",
    "src/core/merge.ts",
    "src/core/merge-values.ts",
    "src/core/option-rules.ts",
    "src/core/parse.ts",
    "src/core/validate.ts",
    "src/template/expand-template.ts",
    "src/template/compile-template.ts",
  ],
};

/** The folder of FOLDERS a file of src/ belongs to, or undefined when it is none's. */
export function folderOf(path) {
  const parts = path.split("/");
  if (parts[0] !== "src" || !path.endsWith(".ts")) return undefined;
  const folder = parts.length === 2 ? "root" : parts[1];
  if (!(folder in FOLDERS)) return undefined;
  const left = FOLDERS[folder].mutate
    .filter((pattern) => pattern.startsWith("!"))
    .map((pattern) => pattern.slice(1));
  return left.includes(path) ? undefined : folder;
}

/** A short fingerprint of a file's text, to tell whether it changed since it was measured. */
export const fingerprint = (text) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** The current fingerprint of a file of the repository, or undefined when it is gone. */
export function currentFingerprint(path) {
  const url = new URL(path, root);
  return existsSync(url) ? fingerprint(readFileSync(url, "utf8")) : undefined;
}

/**
 * When each file of src/ was last measured and the fingerprint of its text then:
 * `{ "src/core/merge.ts": { "date": "2026-11-26", "source": "…" } }`.
 */
export const readMeasured = () =>
  existsSync(measuredUrl) ? JSON.parse(readFileSync(measuredUrl, "utf8")) : {};

export function writeMeasured(measured) {
  const sorted = Object.fromEntries(
    Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(measuredUrl, `${JSON.stringify(sorted, undefined, 2)}\n`);
}
