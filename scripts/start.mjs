#!/usr/bin/env node
// `npm start`: build once if there is no production build (or the sources are newer), then serve.
// Honours PORT (default 3000) and DATA_DIR (default .data); FORECOURT_SKIP_BUILD=1 serves the existing
// build as is (the test suite builds first). Migrations and the demo seed run inside the server at boot.
// Requests always reach Next through the front door (scripts/front-cache.mjs): it sets the client's
// address and protocol (TRUSTED_PROXIES), the security headers, the allowed methods, the body limits,
// the timeouts and the per-client cap (FRONT_*), and keeps shareable answers in memory. FORECOURT_FRONT_CACHE=0 keeps it as a pass-through that stores
// nothing; Next itself only ever listens on loopback.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileTrustedProxies } from "./client-address.mjs";
import { createFrontServer } from "./front-cache.mjs";
import { frontLimitsFromEnv } from "./front-limits.mjs";
import { frontLogger } from "./front-log.mjs";
import { paymentsOf } from "./security-headers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// JSON lines, like the app's (scripts/front-log.mjs, decision 0068).
const log = frontLogger("start");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const buildId = path.join(root, ".next", "BUILD_ID");
// In the container image (Dockerfile, decision 0064) the app is Next's standalone output: its own
// server.js beside this folder, built already, and no `next` command.
const standaloneServer = path.join(root, "server.js");
const standalone = existsSync(standaloneServer);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const inputs = ["src", "public"].map((d) => path.join(root, d)).filter(existsSync);
  const configs = ["next.config.ts", "package.json", "postcss.config.mjs"]
    .map((f) => path.join(root, f))
    .filter(existsSync);
  return inputs.some((d) => newestMtime(d) > built) || configs.some((f) => statSync(f).mtimeMs > built);
}

const trustedProxies = process.env.TRUSTED_PROXIES ?? "";
// A typo in TRUSTED_PROXIES stops the start here, before anything is built or started.
try {
  compileTrustedProxies(trustedProxies);
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// The same default and bounds as src/env.ts: the front stops reading an import at the app's limit.
const importLimitMb = Number(process.env.IMPORT_BODY_LIMIT_MB ?? "200");
if (!Number.isInteger(importLimitMb) || importLimitMb < 1 || importLimitMb > 4096) {
  log.fatal("IMPORT_BODY_LIMIT_MB must be a whole number of megabytes from 1 to 4096");
  process.exit(1);
}

// The front's timeouts and per-client cap (FRONT_HEADER_TIMEOUT_MS, FRONT_BODY_TIMEOUT_MS,
// FRONT_REQUEST_TIMEOUT_MS, FRONT_CONNECTIONS_PER_CLIENT; decision 0040): a typo stops the start too.
/** @type {ReturnType<typeof frontLimitsFromEnv>} */
let clientLimits;
try {
  clientLimits = frontLimitsFromEnv(process.env);
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

if (!standalone && process.env.FORECOURT_SKIP_BUILD !== "1" && needsBuild()) {
  log.info("building the app (first start or sources changed)…");
  const result = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? "3000");
log.info(`serving on http://localhost:${port} (sites at http://<slug>.localhost:${port})`, { port });

/** A free loopback port for Next behind the front cache. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

// Next listens on loopback only; shoppers reach it through the front (scripts/front-cache.mjs), which
// serves pages Next marks shareable (cached car pages, built assets) from memory unless
// FORECOURT_FRONT_CACHE=0, and is the only one to tell Next who the client is (decision 0018).
const cache = process.env.FORECOURT_FRONT_CACHE !== "0";
const nextPort = await freePort();
// Lets the front, and only it, ask the app which sites changed (issue 15 §5), and marks every request
// it forwards as its own (`x-forecourt-front`), so the app believes the client address it states.
const internalToken = randomBytes(24).toString("base64url");
// PUBLIC_PORT: the port shoppers reach, when a balancer in front listens on another (compose.yaml).
const publicPort = process.env.PUBLIC_PORT || String(port);
const nextEnv = {
  ...process.env,
  PUBLIC_PORT: publicPort,
  FORECOURT_FRONT_PORT: String(port),
  FORECOURT_INTERNAL_TOKEN: internalToken,
};
// The standalone server takes its port and host from PORT and HOSTNAME (which Docker sets to the
// container's name): loopback here too.
const child = standalone
  ? spawn(process.execPath, [standaloneServer], {
      cwd: root,
      stdio: "inherit",
      env: { ...nextEnv, PORT: String(nextPort), HOSTNAME: "localhost" },
    })
  : spawn(process.execPath, [nextBin, "start", "-p", String(nextPort), "-H", "localhost"], {
      cwd: root,
      stdio: "inherit",
      env: nextEnv,
    });
const frontLog = frontLogger("front");
const { server } = createFrontServer({
  upstreamPort: nextPort,
  cache,
  versions: { token: internalToken },
  frontToken: internalToken,
  trustedProxies,
  bodyLimits: { importBytes: importLimitMb * 1024 * 1024 },
  payments: paymentsOf(process.env),
  clientLimits,
  log: (line) => frontLog.warn(line),
});
server.keepAliveTimeout = 65_000;
server.listen(port);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
