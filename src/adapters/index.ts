export type { FetchInit } from "./to-fetch.js";
export { toFetch } from "./to-fetch.js";
export { toRequest } from "./to-request.js";
