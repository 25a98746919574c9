#!/usr/bin/env node
// Makes sure Debian's Chromium is installed: the full browser (/usr/bin/chromium: Lighthouse, the
// screenshots) and its headless shell (/usr/bin/chromium-headless-shell: the Playwright e2e suite).
//
// Playwright's own browser downloads cannot work on our machines (no network beyond the npm registry and
// Debian's packages), so e2e runs against the distro build. The e2e suite drives the headless shell, as
// Playwright does by default with its own builds: it spent about 40% less CPU than the full browser on
// the same specs (decision 0058, fourth-session addendum). Idempotent: when both are there it only runs
// each one's `--version` (well under a second). Otherwise, as root, it installs `chromium`,
// `chromium-headless-shell` and `fonts-liberation` with apt-get; as any other user it prints the command
// to run (ensure-debian-package).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureDebianPackage } from "./ensure-debian-package.mjs";

const CHROMIUM = "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** @param {string} binary */
function versionOf(binary) {
  if (!existsSync(binary)) return null;
  const res = spawnSync(binary, ["--version"], { encoding: "utf8", timeout: 30_000 });
  if (res.error || res.status !== 0) return null;
  return res.stdout.trim().split("\n").pop()?.trim() || null;
}

ensureDebianPackage({
  tag: "ensure-chromium",
  binary: `${CHROMIUM} and ${HEADLESS_SHELL}`,
  packages: ["chromium", "chromium-headless-shell", "fonts-liberation"],
  version() {
    const browser = versionOf(CHROMIUM);
    const shell = versionOf(HEADLESS_SHELL);
    return browser && shell ? `${browser}; headless shell ${shell}` : null;
  },
});
