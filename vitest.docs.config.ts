import { defineConfig } from "vitest/config";

// The docs site check: the site that `npm run docs` builds into docs/api, opened in Chromium.
// `npm test` leaves it out; `npm run test:docs` builds the site and runs it.
export default defineConfig({
  test: {
    include: ["test/docs/site.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
