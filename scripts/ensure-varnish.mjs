#!/usr/bin/env node
// Makes sure Debian's Varnish (`varnishd`, package `varnish`) is installed for the integration tests of
// the shared cache in front of several servers (deploy/varnish, decision 0076), as ensure-chromium.mjs
// does for Chromium. Idempotent: when varnishd is there it only asks it its version. Otherwise, as root,
// it installs `varnish` with apt-get (after `apt-get update`); as any other user it prints the command.
// The package's own service is not what the tests run (they start varnishd themselves, on loopback).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const VARNISHD = "/usr/sbin/varnishd";
const PACKAGES = ["varnish"];
const INSTALL_HINT = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${PACKAGES.join(" ")}`;

/** The version line, or null when varnishd is missing or does not run. */
function varnishVersion() {
  if (!existsSync(VARNISHD)) return null;
  const res = spawnSync(VARNISHD, ["-V"], { encoding: "utf8", timeout: 30_000 });
  if (res.error || res.status !== 0) return null;
  // varnishd -V writes to stderr.
  const line = `${res.stderr}${res.stdout}`.trim().split("\n")[0]?.trim();
  return line || null;
}

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(" ")}`);
  const res = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (res.error) {
    console.error(`ensure-varnish: could not run ${cmd}: ${res.error.message}`);
    return false;
  }
  if (res.status !== 0) {
    console.error(`ensure-varnish: \`${cmd} ${args.join(" ")}\` exited with ${res.status ?? res.signal}`);
    return false;
  }
  return true;
}

const existing = varnishVersion();
if (existing) {
  console.log(`ensure-varnish: ${existing}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(`ensure-varnish: ${VARNISHD} is missing or does not run, and this is not root.`);
  console.error("Install it with:");
  console.error(`  ${INSTALL_HINT}`);
  process.exit(1);
}

console.log(`ensure-varnish: ${VARNISHD} not usable; installing ${PACKAGES.join(", ")} from Debian...`);
const started = Date.now();
const ok =
  run("apt-get", ["update"]) && run("apt-get", ["install", "-y", "--no-install-recommends", ...PACKAGES]);
if (!ok) {
  console.error("ensure-varnish: apt-get failed; Varnish is not installed.");
  console.error(`Try by hand: ${INSTALL_HINT}`);
  process.exit(1);
}

// On a machine run by systemd the package starts its own Varnish (port 6081, every interface): the
// tests need none of it.
if (existsSync("/run/systemd/system")) run("systemctl", ["disable", "--now", "varnish", "varnishncsa"]);

const installed = varnishVersion();
if (!installed) {
  console.error(`ensure-varnish: apt-get succeeded but \`${VARNISHD} -V\` still fails.`);
  process.exit(1);
}
console.log(`ensure-varnish: installed ${installed} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
