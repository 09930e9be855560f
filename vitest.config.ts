import { readFileSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";

const packageJson = readFileSync(new URL("./package.json", import.meta.url), "utf8");
const { version } = JSON.parse(packageJson) as { version: string };

export default defineConfig({
  define: { __RESTBUILD_VERSION__: JSON.stringify(version) },
  test: {
    include: ["test/**/*.test.ts"],
    // Packaging, browser and docs site checks need a build and run on their own:
    // npm run test:package, npm run test:browser, npm run test:docs.
    exclude: [
      ...configDefaults.exclude,
      "test/package/**",
      "test/browser/**",
      "test/docs/site.test.ts",
    ],
    environment: "node",
    // Stops the run with a clear message when ../shared is missing.
    globalSetup: ["test/support/shared-setup.ts"],
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: "tsconfig.test.json",
    },
    coverage: {
      provider: "v8",
      include: ["src/**"],
      reporter: ["text", "html", "json-summary"],
      reportsDirectory: "coverage",
      // All of src, the command included: its in-process tests reach every branch but the
      // process glue (main.ts, node-io.ts), which test/cli/cli-process.test.ts runs in a child.
      thresholds: { branches: 95 },
    },
  },
});
