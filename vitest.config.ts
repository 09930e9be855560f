import { availableParallelism } from "node:os";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { define } from "./scripts/define.js";

/**
 * Unit, property and type tests: what `npm test` runs. Stryker's configuration
 * (test/reliability/stryker/) starts from this one too.
 */
export const unit = {
  define,
  test: {
    name: "unit",
    include: ["test/**/*.test.ts"],
    // The projects below need a build or a browser and run on their own.
    exclude: [
      ...configDefaults.exclude,
      "test/package/**",
      "test/browser/**",
      "test/docs/site.test.ts",
      "test/docs/site-links.test.ts",
    ],
    environment: "node",
    // Test files of a worker share its loaded modules instead of loading src/ and the route
    // catalogue again for each file: loading took a tenth of the run. The library's caches are
    // its only module state, and a test checks what it computes, cached or not.
    isolate: false,
    // Records each file's CPU time for `npm run test:profile`; does nothing otherwise.
    setupFiles: ["test/support/cpu-per-file.ts"],
    // A test proves behaviour, never speed (the benchmarks measure speed), so its time limit only
    // stops one that hangs. vitest's 5-second default failed tests on a busy machine: a language
    // service starting, the command run as a process, thousands of generated cases. With two
    // `yes > /dev/null` and other work beside the suite on two cores (load average 12), the
    // slowest test without a limit of its own took 15 s (CONTRIBUTING.md).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: "tsconfig.test.json",
    },
  },
} satisfies TestProjectInlineConfiguration;

export default defineConfig({
  test: {
    // vitest's default keeps a core for itself, which is one worker on a two-core machine; the
    // workers spend much of their time waiting for child processes and compilers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      unit,
      // npm run test:package: packs the built library, installs the tarball into a fresh project
      // and uses it from ESM, CJS and TypeScript.
      {
        // two-builds.test.ts runs the sources beside the builds. A copy: vitest takes the keys
        // out of the object it is given, which the unit project's config holds too.
        define: { ...define },
        test: {
          name: "package",
          include: ["test/package/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/package/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // npm run test:browser: the self-contained bundle runs in Chromium from a plain page, and
      // neither it nor dist/index.js refers to Node.
      {
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/browser/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // npm run test:docs: the site that `npm run docs` builds into docs/api, in Chromium.
      {
        test: {
          name: "docs",
          include: ["test/docs/site.test.ts", "test/docs/site-links.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: "v8",
      include: ["src/**"],
      // `npm test` collects coverage in its one run; scripts/coverage.mjs reads the summary.
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "coverage",
      // All of src, the command included: its in-process tests reach every branch but the
      // process glue (main.ts, node-io.ts), which test/cli/cli-process.test.ts runs in a child.
      thresholds: { branches: 95 },
    },
  },
});
