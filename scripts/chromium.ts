/**
 * Debian's Chromium, which scripts/ensure-chromium.mjs installs (Playwright's browser downloads cannot
 * work here), and the flags every headless run uses: no sandbox (root in a container), no GPU, and no
 * traffic of its own (QUIC, updates, sync, background networking) so tests and benchmarks stay on
 * loopback.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Debian's headless shell of the same Chromium (the `chromium-headless-shell` package): what the e2e
 * suite drives, as Playwright drives its own headless shell by default. On the same specs it spent about
 * 40% less CPU than the full browser (decision 0058, fourth-session addendum); Lighthouse keeps the full
 * browser, whose rendering it scores.
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
