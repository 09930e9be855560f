import { readFileSync } from "node:fs";

const packageJson = readFileSync(new URL("../package.json", import.meta.url), "utf8");

/** The version in package.json: the one place the builds and the tests read it from. */
export const version: string = (JSON.parse(packageJson) as { version: string }).version;

/**
 * Constants the source reads at build time, so the user-agent never drifts from package.json
 * (src/core/defaults.ts) and full messages are the default (src/errors.ts). tsup and vitest
 * both define them.
 */
export const define = {
  __RESTBUILD_VERSION__: JSON.stringify(version),
  __RESTBUILD_PRODUCTION__: "false",
};

/** The same constants for the production build: messages of a code, facts and a link. */
export const productionDefine = { ...define, __RESTBUILD_PRODUCTION__: "true" };
