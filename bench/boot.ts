/**
 * Boot benchmark (issue 2): cold start time and idle memory of `npm start` in embedded (PGlite) mode
 * with the 3,000-car demo, each reported as a ratio against a baseline measured in the same run:
 *   - start time vs a bare Node HTTP server process starting on the same machine;
 *   - idle RSS vs PGlite alone opening the same data directory with the same settings.
 *
 * Usage: npm run build && npm run bench:boot   (writes nothing; prints a table)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stopProcess, treeUsage } from "./processes";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3410;

async function waitFor(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 180_000,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url, { headers });
      if (response.ok) {
        await response.arrayBuffer();
        return performance.now() - started;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

async function timeStart(command: string[], env: Record<string, string>, readyUrl: string) {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "ignore",
  });
  await waitFor(readyUrl);
  return { child, ms: performance.now() - started };
}

const MB = 1024 * 1024;
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error("Run `npm run build` first.");
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-boot-"));
  const env = { PORT: String(PORT), DATA_DIR: dataDir, FORECOURT_SKIP_BUILD: "1", NODE_ENV: "production" };
  const health = `http://127.0.0.1:${PORT}/api/health`;
  try {
    // Baseline: a bare Node HTTP server process, started the same way.
    const bare = await timeStart(
      [process.execPath, "-e", `require("http").createServer((q, s) => s.end("ok")).listen(${PORT + 1})`],
      {},
      `http://127.0.0.1:${PORT + 1}/`,
    );
    const bareRss = treeUsage(bare.child.pid!).rssBytes;
    await stopProcess(bare.child);

    // First start: migrate and seed the 3,000-car demo into an empty directory.
    const first = await timeStart([process.execPath, "scripts/start.mjs"], env, health);
    await stopProcess(first.child);

    // Cold start on the seeded directory: what a restart or deploy costs.
    const cold = await timeStart([process.execPath, "scripts/start.mjs"], env, health);
    for (const slug of ["metro-motor-group", "harbour-toyota", "outback-used-cars"]) {
      await waitFor(`http://127.0.0.1:${PORT}/`, { host: `${slug}.localhost:${PORT}` });
    }
    await new Promise((r) => setTimeout(r, 3000));
    const idleRss = treeUsage(cold.child.pid!).rssBytes;
    await stopProcess(cold.child);

    // Reference: PGlite alone on the same data directory with the server's settings.
    const pgliteOnly = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { PGlite } from "@electric-sql/pglite";
         const db = await PGlite.create({ dataDir: ${JSON.stringify(path.join(dataDir, "pglite"))},
           startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB", "-c", "work_mem=8MB"] });
         await db.query("select count(*) from cars");
         console.log("ready"); setInterval(() => {}, 1000);`,
      ],
      { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve) => pgliteOnly.stdout!.once("data", () => resolve()));
    await new Promise((r) => setTimeout(r, 1000));
    const pgliteRss = treeUsage(pgliteOnly.pid!).rssBytes;
    await stopProcess(pgliteOnly);

    console.log("figure                               value      baseline    ratio");
    console.log(
      `first start (migrate + seed demo)    ${fmt(first.ms).padEnd(10)} ${fmt(bare.ms).padEnd(11)} ${(first.ms / bare.ms).toFixed(1)}x bare node`,
    );
    console.log(
      `cold start, seeded (ready)           ${fmt(cold.ms).padEnd(10)} ${fmt(bare.ms).padEnd(11)} ${(cold.ms / bare.ms).toFixed(1)}x bare node`,
    );
    console.log(
      `idle RSS after serving 3 home pages  ${`${(idleRss / MB).toFixed(0)} MB`.padEnd(10)} ${`${(pgliteRss / MB).toFixed(0)} MB`.padEnd(11)} ${(idleRss / pgliteRss).toFixed(2)}x PGlite alone`,
    );
    console.log(`(bare node process RSS ${(bareRss / MB).toFixed(0)} MB)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
