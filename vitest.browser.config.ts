import { defineConfig } from "vitest/config";

// The browser checks: the self-contained bundle runs in Chromium from a plain page, and neither it
// nor dist/index.js refers to Node. `npm test` leaves them out; `npm run test:browser` runs them.
export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/browser/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
