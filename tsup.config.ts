import { defineConfig, type Options } from "tsup";
import { bundledImmer } from "./scripts/bundled-immer.js";
import { define, productionDefine } from "./scripts/define.js";
import { productionMessages } from "./scripts/production-messages.js";

const library: Options = {
  // One build for both entries: responses.d.ts imports the symbol key that carries a result's
  // route from index.d.ts, so there is one copy of it. responses is types only: its JavaScript
  // is an empty module, there so that a runtime import of the sub-path resolves.
  entry: ["src/index.ts", "src/responses.ts"],
  // tsup injects `baseUrl` into its declaration build, which TypeScript 6 reports as deprecated (TS5101).
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  treeshake: true,
  // Minified: a smaller file parses sooner, and start-up (import and the first call) is part of
  // what bench/startup.mjs holds against @octokit/endpoint. The source maps keep stack traces
  // readable.
  minify: true,
  define,
  noExternal: ["immer"],
  // responses imports the main entry by the package's name: its declarations keep the import.
  external: ["@restbuild/endpoint"],
  esbuildPlugins: [bundledImmer],
};

/**
 * The production build, which package.json's `production` condition names (Vite and webpack set
 * it when they build for production): every error keeps its code and its facts and links to its
 * page of docs/errors.md instead of the prose (scripts/production-messages.ts). Its declarations
 * are the main build's.
 */
const production: Options = {
  ...library,
  entry: { "index.production": "src/index.ts" },
  dts: false,
  define: productionDefine,
  esbuildPlugins: [bundledImmer, productionMessages],
};

// An array config builds in parallel, so no entry sets `clean`: the build script deletes dist first.
export default defineConfig([
  { ...library, format: ["esm"] },
  { ...library, format: ["cjs"] },
  { ...production, format: ["esm"] },
  { ...production, format: ["cjs"] },
  {
    entry: { cli: "src/cli/main.ts" },
    format: ["esm"],
    dts: false,
    sourcemap: false,
    target: "es2022",
    platform: "node",
    banner: { js: "#!/usr/bin/env node" },
    define,
    noExternal: ["immer"],
    esbuildPlugins: [bundledImmer],
  },
]);
