import { readFileSync } from "node:fs";

const packageJson = readFileSync(new URL("../package.json", import.meta.url), "utf8");

/** The version in package.json: the one place the builds and the tests read it from. */
export const version: string = (JSON.parse(packageJson) as { version: string }).version;

/**
 * Constants the source reads at build time (src/core/defaults.ts), so the user-agent never
 * drifts from package.json. tsup and vitest both define them.
 */
export const define = { __RESTBUILD_VERSION__: JSON.stringify(version) };
