import { fileURLToPath } from "node:url";
import type { Options } from "tsup";

type Plugin = NonNullable<Options["esbuildPlugins"]>[number];

const productionBuild = fileURLToPath(
  new URL("../node_modules/immer/dist/immer.production.mjs", import.meta.url),
);

/**
 * Bundles immer's production build into restbuild's own files. `import "immer"` in Node loads
 * immer's development build, three times the size, with checks restbuild never needs (it calls
 * immer from one place, src/builder/snapshot.ts); the production build makes importing the
 * package faster (bench/startup.mjs) and leaves nothing to install beside it. immer's licence
 * ships as dist/LICENSE.immer.
 */
export const bundledImmer: Plugin = {
  name: "bundled-immer",
  setup(build) {
    build.onResolve({ filter: /^immer$/ }, () => ({ path: productionBuild }));
  },
};
