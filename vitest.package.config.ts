import { defineConfig } from "vitest/config";

// The packaging checks: pack the built library, install the tarball into a fresh project and use
// it from ESM, CJS and TypeScript. Slower than the unit tests, so `npm test` leaves them out and
// `npm run test:package` runs them.
export default defineConfig({
  test: {
    include: ["test/package/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/package/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
