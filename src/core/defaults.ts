import { freezeDeep } from "./copy.js";
import type { MergedOptions } from "./options.js";

declare const __RESTBUILD_VERSION__: string;

/**
 * The released version of this package, taken from package.json when it is built. The
 * default `user-agent` header carries it.
 *
 * @example The version and the user agent
 * {@includeCode ../../examples/endpoint.ts#version}
 *
 * @category endpoint API
 */
export const VERSION: string = __RESTBUILD_VERSION__;

/** The base address of GitHub's REST API, the default `baseUrl`. */
const DEFAULT_BASE_URL = "https://api.github.com";

/** The default `accept` header: GitHub's REST API, version 3, as JSON. */
export const DEFAULT_ACCEPT = "application/vnd.github.v3+json";

/** The default `user-agent` header. */
export const USER_AGENT = `restbuild-endpoint.js/${VERSION}`;

/**
 * The built-in defaults, deep-frozen once: snapshots start from here, and
 * immer skips frozen subtrees, which keeps later derivations cheap.
 */
export const BUILT_IN_DEFAULTS: Readonly<MergedOptions> = freezeDeep({
  method: "GET",
  baseUrl: DEFAULT_BASE_URL,
  headers: {
    accept: DEFAULT_ACCEPT,
    "user-agent": USER_AGENT,
  },
  mediaType: { format: "", previews: [] },
});
