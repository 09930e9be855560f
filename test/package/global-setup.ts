import { ensureLibraryBuild } from "./build-artifacts.js";

/** The consumer test packs dist, so dist must match the sources first. */
export default function setup(): void {
  ensureLibraryBuild();
}
