#!/usr/bin/env node
// Makes sure Debian's Chromium (/usr/bin/chromium) is installed for the Playwright e2e suite.
//
// Playwright's own browser downloads cannot work on our machines (no network beyond the npm registry and
// Debian's packages), so e2e runs against the distro build. Idempotent: when Chromium is already there it
// only runs `chromium --version` (well under a second). Otherwise, as root, it installs `chromium` and
// `fonts-liberation` with apt-get; as any other user it prints the command to run (ensure-debian-package).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureDebianPackage } from "./ensure-debian-package.mjs";

const CHROMIUM = "/usr/bin/chromium";

ensureDebianPackage({
  tag: "ensure-chromium",
  binary: CHROMIUM,
  packages: ["chromium", "fonts-liberation"],
  version() {
    if (!existsSync(CHROMIUM)) return null;
    const res = spawnSync(CHROMIUM, ["--version"], { encoding: "utf8", timeout: 30_000 });
    if (res.error || res.status !== 0) return null;
    return res.stdout.trim().split("\n").pop()?.trim() || null;
  },
});
