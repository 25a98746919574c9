/**
 * Debian's Chromium, which scripts/ensure-chromium.mjs installs (Playwright's browser downloads cannot
 * work here), and the flags every headless run uses: no sandbox (root in a container), no GPU, and no
 * traffic of its own (QUIC, updates, sync, background networking) so tests and benchmarks stay on
 * loopback.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
