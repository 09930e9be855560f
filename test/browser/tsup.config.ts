import { defineConfig, type Options } from "tsup";

// The browser test and `npm run size` read the bundles from these folders (git-ignored).
const DEVELOPMENT_DIR = "test-artifacts/browser";
const PRODUCTION_DIR = "test-artifacts/browser-production";

/**
 * Applications bundled as an application's bundler bundles them: `@restbuild/endpoint` is
 * resolved by its name through package.json's exports (the package refers to itself), so they
 * read the built package in dist/, which `npm run build` writes first, and the `production`
 * condition picks its production build as Vite and webpack do when they build for production.
 * Each bundle is one self-contained, minified ES module, immer inlined: `restbuild.js` keeps
 * every export and loads from a plain <script type="module">, `endpoint-only.js` keeps what
 * `endpoint` needs. Test and measurement artifacts, not something the package ships; the source
 * maps, which go back through dist's own to src/, tell `npm run size` where the bytes come from.
 */
function application(outDir: string, conditions: string[]): Options {
  return {
    entry: {
      restbuild: "test/browser/every-export-app.ts",
      "endpoint-only": "test/browser/endpoint-only-app.ts",
    },
    splitting: false,
    // Run from the repository root (npm run build:browser, npm run size).
    outDir,
    format: ["esm"],
    platform: "browser",
    target: "es2022",
    noExternal: [/.*/],
    minify: true,
    treeshake: true,
    dts: false,
    // npm run size reads the maps, and measures each bundle without the comment naming its map.
    sourcemap: true,
    clean: true,
    esbuildOptions(options) {
      options.conditions = conditions;
      // tsconfig.json maps the package's name to src/ for the editor and the tests; an
      // application sees only what the package ships.
      delete options.tsconfig;
      options.tsconfigRaw = {};
    },
  };
}

export default defineConfig([
  application(DEVELOPMENT_DIR, ["development"]),
  application(PRODUCTION_DIR, ["production"]),
]);
