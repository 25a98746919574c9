#!/usr/bin/env node
// Makes sure Debian's Varnish (`varnishd`, package `varnish`) is installed for the integration tests of
// the shared cache in front of several servers (deploy/varnish, decision 0076), as ensure-chromium.mjs
// does for Chromium (ensure-debian-package). The package's own service is not what the tests run (they
// start varnishd themselves, on loopback), so on a machine run by systemd it is switched off.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureDebianPackage, runLogged } from "./ensure-debian-package.mjs";

const VARNISHD = "/usr/sbin/varnishd";

ensureDebianPackage({
  tag: "ensure-varnish",
  binary: VARNISHD,
  packages: ["varnish"],
  version() {
    if (!existsSync(VARNISHD)) return null;
    const res = spawnSync(VARNISHD, ["-V"], { encoding: "utf8", timeout: 30_000 });
    if (res.error || res.status !== 0) return null;
    // varnishd -V writes to stderr.
    return `${res.stderr}${res.stdout}`.trim().split("\n")[0]?.trim() || null;
  },
  afterInstall() {
    // The package starts its own Varnish (port 6081, every interface): the tests need none of it.
    if (existsSync("/run/systemd/system"))
      runLogged("ensure-varnish", "systemctl", ["disable", "--now", "varnish", "varnishncsa"]);
  },
});
