import { buildBrowserBundle, ensureLibraryBuild } from "../package/build-artifacts.js";

/** The page loads the browser bundle, and the scan reads it and dist/index.js. */
export default function setup(): void {
  ensureLibraryBuild();
  buildBrowserBundle();
}
