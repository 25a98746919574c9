#!/usr/bin/env node
import { spawnSync } from "node:child_process";
// `npm run lint`'s check of the deployment files (issue 36 item 4, decision 0064), with linters from the
// registries, installed on demand as ensure-chromium.mjs installs Chromium:
//
//   Dockerfile     dockerfile-utils (the instructions as Docker parses them: flags, durations, ports)
//                  and dockerlinter (hadolint's rules in JavaScript, RUN lines through ShellCheck);
//                  hadolint itself is in neither npm nor Debian
//   compose.yaml   dclint (the Compose Specification's JSON schema, then its rules)
//
// The linters are pinned in tools/deploy-lint/package-lock.json and installed there (`npm ci`, no
// install scripts: dockerlinter's would download ShellCheck from GitHub) when that lock changes.
// ShellCheck comes from Debian (`apt-get install shellcheck`, as root; otherwise it says what to run).
// Any finding, warnings included, fails the lint.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tools = path.join(root, "tools", "deploy-lint");
const installed = path.join(tools, "node_modules", ".forecourt-lock-sha256");
const bin = (file) => path.join(tools, "node_modules", file);

/** Runs a command; true when it exits 0. Its output goes to ours. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.error) console.error(`[lint-deploy] could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

function ensureShellcheck() {
  const found = spawnSync("shellcheck", ["--version"], { encoding: "utf8" });
  if (found.status === 0) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error("[lint-deploy] ShellCheck is missing; install it with: sudo apt-get install -y shellcheck");
    return false;
  }
  console.log("[lint-deploy] installing ShellCheck from Debian…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  return (
    run("apt-get", ["update"], { env }) &&
    run("apt-get", ["install", "-y", "--no-install-recommends", "shellcheck"], { env })
  );
}

function ensureLinters() {
  const lock = createHash("sha256")
    .update(readFileSync(path.join(tools, "package-lock.json")))
    .digest("hex");
  if (existsSync(installed) && readFileSync(installed, "utf8") === lock) return true;
  console.log("[lint-deploy] installing the linters pinned in tools/deploy-lint…");
  const ok = run("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: tools,
  });
  if (ok) writeFileSync(installed, lock);
  return ok;
}

if (!ensureShellcheck() || !ensureLinters()) process.exit(1);

const compose = path.join(root, "compose.yaml");
// The app's image, and compose.yaml's front (Varnish, decision 0076).
const dockerfiles = ["Dockerfile", "deploy/varnish/Dockerfile"];
const checks = [
  ...dockerfiles.flatMap((file) => [
    [
      `${file}: dockerfile-utils`,
      [bin("dockerfile-utils/bin/dockerfile-utils"), "lint", path.join(root, file)],
    ],
    [
      `${file}: dockerlinter`,
      [bin("dockerlinter/bin/dockerfilelinter.js"), "-f", path.join(root, file), "-e", "info"],
    ],
  ]),
  // Its one setting: quoted ports in double quotes, as Biome formats YAML.
  [
    "compose.yaml: dclint",
    [
      bin("dclint/bin/dclint.cjs"),
      compose,
      "-c",
      path.join(tools, "dclint.config.json"),
      "--max-warnings",
      "0",
    ],
  ],
];
const failed = checks
  .filter(([, args]) => !run(process.execPath, args, { cwd: root }))
  .map(([label]) => label);
if (failed.length) {
  console.error(`[lint-deploy] failed: ${failed.join("; ")}`);
  process.exit(1);
}
console.log(`[lint-deploy] ${checks.map(([label]) => label).join("; ")}: no findings`);
