import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file is test/package/build-artifacts.ts). */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The files `npm run build` writes, which the packed tarball ships. */
const LIBRARY_OUTPUTS = [
  "index.js",
  "index.cjs",
  "index.production.js",
  "index.production.cjs",
  "index.d.ts",
  "index.d.cts",
  "responses.js",
  "responses.cjs",
  "responses.d.ts",
  "responses.d.cts",
  "cli.js",
].map((name) => join(ROOT, "dist", name));

/** What the library build reads: when one of these is newer than dist, dist is stale. */
const LIBRARY_INPUTS = [
  "src",
  "examples",
  "scripts/inline-examples.mjs",
  "scripts/production-messages.ts",
  "scripts/bundled-immer.ts",
  "scripts/define.ts",
  "package.json",
  "tsup.config.ts",
  "tsconfig.json",
];

function newestModification(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

function run(command: string, args: readonly string[]): void {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${command} ${args.join(" ")}: ${seconds} s`);
}

/**
 * Runs `npm run build` when dist is missing or older than its sources, so these tests never
 * check a stale package (CI builds just before, and then nothing is rebuilt).
 */
export function ensureLibraryBuild(): void {
  const missing = LIBRARY_OUTPUTS.some((path) => !existsSync(path));
  const stale =
    !missing &&
    Math.min(...LIBRARY_OUTPUTS.map((path) => statSync(path).mtimeMs)) <
      Math.max(...LIBRARY_INPUTS.map((path) => newestModification(join(ROOT, path))));
  if (missing || stale) run("npm", ["run", "build"]);
}

/**
 * The self-contained browser bundles that `test/browser/tsup.config.ts` writes from dist/: an
 * application's, with every export, resolved without and with the `production` condition.
 */
export const BROWSER_BUNDLE = join(ROOT, "test-artifacts", "browser", "restbuild.js");
export const PRODUCTION_BROWSER_BUNDLE = join(
  ROOT,
  "test-artifacts",
  "browser-production",
  "restbuild.js",
);

/** Builds the browser bundles from the current dist/ (a few seconds, so always). */
export function buildBrowserBundle(): void {
  run("npx", ["--no-install", "tsup", "--config", "test/browser/tsup.config.ts"]);
}
