/** The Chromium that the browser tests drive through playwright-core (no browser downloads). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Under CI a missing Chromium fails the browser tests; elsewhere it skips them. */
export const IN_CI =
  process.env.CI !== undefined && process.env.CI !== "" && process.env.CI !== "false";

// Flags from the toolchain notes: no sandbox (root in a container), no GPU, no background traffic.
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
