import { readFileSync } from "node:fs";
import { defineConfig, type Options } from "tsup";

const packageJson = readFileSync(new URL("./package.json", import.meta.url), "utf8");
const { version } = JSON.parse(packageJson) as { version: string };

// The source reads its version from this constant, so the user-agent never drifts from package.json.
const define = { __RESTBUILD_VERSION__: JSON.stringify(version) };

const library: Options = {
  entry: ["src/index.ts"],
  // tsup injects `baseUrl` into its declaration build, which TypeScript 6 reports as deprecated (TS5101).
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  treeshake: true,
  define,
};

// An array config builds in parallel, so no entry sets `clean`: the build script deletes dist first.
export default defineConfig([
  { ...library, format: ["esm"] },
  // url-template is ESM-only; inlining it keeps require() working where require(esm) is unavailable.
  { ...library, format: ["cjs"], noExternal: ["url-template"] },
  {
    entry: { cli: "src/cli/main.ts" },
    format: ["esm"],
    dts: false,
    sourcemap: false,
    target: "es2022",
    platform: "node",
    banner: { js: "#!/usr/bin/env node" },
    define,
  },
]);
