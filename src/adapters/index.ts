export type { FetchInit } from "./to-fetch.js";
export { toFetch } from "./to-fetch.js";
export { type NodeRequest, toNodeRequest } from "./to-node-request.js";
export { toRequest } from "./to-request.js";
