// The baseline of the type-cost measurement in docs/typed-routes.md: the imports of
// github-routes.test-d.ts and nothing else, so that the difference is the cost of the routes.
export type { ExpectTypeOf } from "vitest";
export { endpoint, RequestBuilder } from "../../src/index.js";
export { GITHUB_ROUTE_SAMPLE } from "../fixtures/route-templates.js";
