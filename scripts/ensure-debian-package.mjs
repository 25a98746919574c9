// The shared part of the ensure-*.mjs scripts: a tool the tests need from Debian (Chromium, Varnish) is
// installed by the project itself when missing (the brief: anything beyond npm comes from the project's
// own scripts, `apt-get update` first). Idempotent: when the tool runs, it only prints its version.
// As root it installs the packages with apt-get; as any other user it prints the command and fails.
import { spawnSync } from "node:child_process";

/** Runs a command with its output shown; true when it exited 0. */
export function runLogged(tag, cmd, args) {
  console.log(`$ ${cmd} ${args.join(" ")}`);
  const res = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (res.error) {
    console.error(`${tag}: could not run ${cmd}: ${res.error.message}`);
    return false;
  }
  if (res.status !== 0) {
    console.error(`${tag}: \`${cmd} ${args.join(" ")}\` exited with ${res.status ?? res.signal}`);
    return false;
  }
  return true;
}

/**
 * Exits 0 once `version()` answers (installing `packages` first if needed), 1 otherwise.
 * @param {{ tag: string, binary: string, packages: string[], version: () => string | null, afterInstall?: () => void }} tool
 */
export function ensureDebianPackage({ tag, binary, packages, version, afterInstall }) {
  const hint = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(" ")}`;
  const existing = version();
  if (existing) {
    console.log(`${tag}: ${existing} (${binary})`);
    process.exit(0);
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${tag}: ${binary} is missing or does not run, and this is not root.`);
    console.error("Install it with:");
    console.error(`  ${hint}`);
    process.exit(1);
  }
  console.log(`${tag}: ${binary} not usable; installing ${packages.join(", ")} from Debian...`);
  const started = Date.now();
  const ok =
    runLogged(tag, "apt-get", ["update"]) &&
    runLogged(tag, "apt-get", ["install", "-y", "--no-install-recommends", ...packages]);
  if (!ok) {
    console.error(`${tag}: apt-get failed; ${packages.join(", ")} not installed.`);
    console.error(`Try by hand: ${hint}`);
    process.exit(1);
  }
  afterInstall?.();
  const installed = version();
  if (!installed) {
    console.error(`${tag}: apt-get succeeded but ${binary} still does not run.`);
    process.exit(1);
  }
  console.log(`${tag}: installed ${installed} (${binary}) in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  process.exit(0);
}
