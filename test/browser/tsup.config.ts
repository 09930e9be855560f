import { defineConfig } from "tsup";
import { bundledImmer } from "../../scripts/bundled-immer.js";
import { define } from "../../scripts/define.js";

// The browser test and `npm run size` read the bundle from this folder (git-ignored).
const outDir = "test-artifacts/browser";

// One self-contained, minified ES module for a plain <script type="module">: immer is
// inlined, so the page needs no import map and no bundler. Beside it, the bundle of an
// application that imports only `endpoint`, tree-shaken. Both are test and measurement
// artifacts, not something the package ships; the metafile tells `npm run size` where the
// bytes come from.
export default defineConfig({
  entry: { restbuild: "src/index.ts", "endpoint-only": "test/browser/endpoint-only-app.ts" },
  metafile: true,
  splitting: false,
  // Run from the repository root (npm run build:browser, npm run size).
  outDir,
  format: ["esm"],
  platform: "browser",
  target: "es2022",
  noExternal: [/.*/],
  // The immer build the package ships (scripts/bundled-immer.ts).
  esbuildPlugins: [bundledImmer],
  minify: true,
  treeshake: true,
  dts: false,
  sourcemap: false,
  clean: true,
  define: {
    ...define,
    // immer's ESM build reads process.env.NODE_ENV, which a browser does not have.
    "process.env.NODE_ENV": JSON.stringify("production"),
  },
});
