#!/usr/bin/env node
// Makes sure Debian's Chromium (/usr/bin/chromium) is installed for the Playwright e2e suite.
//
// Playwright's own browser downloads cannot work on our machines (no network beyond the npm registry and
// Debian's packages), so e2e runs against the distro build. This script is idempotent: when Chromium is
// already there it only runs `chromium --version` (well under a second) and exits 0. Otherwise, as root, it
// installs `chromium` and `fonts-liberation` with apt-get; as any other user it prints the command to run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";
const PACKAGES = ["chromium", "fonts-liberation"];
const INSTALL_HINT = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${PACKAGES.join(" ")}`;

/** Returns the version line, or null when Chromium is missing or does not run. */
function chromiumVersion() {
  if (!existsSync(CHROMIUM)) return null;
  const res = spawnSync(CHROMIUM, ["--version"], { encoding: "utf8", timeout: 30_000 });
  if (res.error || res.status !== 0) return null;
  const line = res.stdout.trim().split("\n").pop()?.trim();
  return line || null;
}

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(" ")}`);
  const res = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (res.error) {
    console.error(`ensure-chromium: could not run ${cmd}: ${res.error.message}`);
    return false;
  }
  if (res.status !== 0) {
    console.error(`ensure-chromium: \`${cmd} ${args.join(" ")}\` exited with ${res.status ?? res.signal}`);
    return false;
  }
  return true;
}

const existing = chromiumVersion();
if (existing) {
  console.log(`ensure-chromium: ${existing} (${CHROMIUM})`);
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(`ensure-chromium: ${CHROMIUM} is missing or does not run, and this is not root.`);
  console.error("Install it with:");
  console.error(`  ${INSTALL_HINT}`);
  process.exit(1);
}

console.log(`ensure-chromium: ${CHROMIUM} not usable; installing ${PACKAGES.join(", ")} from Debian...`);
const started = Date.now();
const ok =
  run("apt-get", ["update"]) && run("apt-get", ["install", "-y", "--no-install-recommends", ...PACKAGES]);
if (!ok) {
  console.error("ensure-chromium: apt-get failed; Chromium is not installed.");
  console.error(`Try by hand: ${INSTALL_HINT}`);
  process.exit(1);
}

const installed = chromiumVersion();
if (!installed) {
  console.error(`ensure-chromium: apt-get succeeded but \`${CHROMIUM} --version\` still fails.`);
  process.exit(1);
}
console.log(
  `ensure-chromium: installed ${installed} (${CHROMIUM}) in ${((Date.now() - started) / 1000).toFixed(1)}s`,
);
