import { version } from "../../scripts/define.js";

/** The version in package.json, read where the builds read it. */
export { version };

/** The user-agent every request carries by default. */
export const USER_AGENT = `restbuild-endpoint.js/${version}`;
