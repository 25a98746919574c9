import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type SiteReply, siteRequest } from "./site-request";

/**
 * Test support: a real app process (`npm start`'s scripts/start.mjs, front cache included) on its own
 * port and DATA_DIR, for tests about what a server does as an operator starts it (two servers on one
 * database; a server configured another way than the e2e server). Needs a production build.
 */
export type AppServer = { name: string; port: number; dataDir: string; child: ChildProcess; log: string[] };

const ROOT = path.resolve(import.meta.dirname, "..");

/** A free port in 3500-3599 (the range this machine leaves to such tests), from a random start. */
export async function freePort(taken: number[] = []): Promise<number> {
  const start = Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 3500 + ((start + i) % 100);
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 3500-3599");
}

/**
 * Starts the app as an operator would: its own port and a fresh DATA_DIR, no SMTP relay (mail goes to
 * DATA_DIR/mail), no shared form secret or admin token, the inbox not polled; `env` adds or overrides.
 */
export function startAppServer(name: string, port: number, env: Record<string, string>): AppServer {
  const dataDir = mkdtempSync(path.join(tmpdir(), `forecourt-${name}-`));
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    "NODE_ENV",
    "SMTP_URL",
    "LEAD_FORM_SECRET",
    "ADMIN_TOKEN",
    "FORECOURT_QUERY_LOG",
    "OTEL_EXPORTER_OTLP_ENDPOINT",
    "DATABASE_URL",
    "PAYMENT_PROVIDER",
    "VEHICLE_LOOKUP_PROVIDER",
    "VALUATION_PROVIDER",
  ]) {
    delete childEnv[key];
  }
  Object.assign(childEnv, {
    FORECOURT_SKIP_BUILD: "1",
    // The operator's default (the test runner's own is silent): the tests read the server's log.
    LOG_LEVEL: "info",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "auto",
    INBOX_POLL_SECONDS: "0",
    ...env,
  });
  // Its own process group: a test may stop (SIGSTOP) or kill (SIGKILL) start.mjs and Next together.
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: childEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString("utf8")));
  return { name, port, dataDir, child, log };
}

export function signalGroup(server: AppServer, signal: NodeJS.Signals): void {
  try {
    if (server.child.pid) process.kill(-server.child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its data directory. */
export async function stopAppServer(server: AppServer): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve();
    else server.child.once("exit", () => resolve());
  });
  signalGroup(server, "SIGCONT");
  signalGroup(server, "SIGTERM");
  const timer = setTimeout(() => signalGroup(server, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
  // Next may outlive start.mjs for a moment; the group's kill above reaches it too.
  signalGroup(server, "SIGKILL");
  rmSync(server.dataDir, { recursive: true, force: true });
}

export const appServerLog = (server: AppServer) => server.log.join("");
export const appServerTail = (server: AppServer) =>
  `${server.name}'s log:\n${appServerLog(server).slice(-3_000)}`;

/** A request to a server on loopback with the Host (and Origin, for posts) a shopper's browser sends. */
export function requestApp(
  server: AppServer,
  options: {
    site?: string;
    method?: string;
    path: string;
    body?: unknown;
    timeoutMs?: number;
    headers?: Record<string, string>;
  },
): Promise<SiteReply> {
  const host = options.site ? `${options.site}.localhost:${server.port}` : `localhost:${server.port}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return siteRequest({
    port: server.port,
    host,
    method: options.method ?? "GET",
    path: options.path,
    ...(body === undefined
      ? { headers: { ...options.headers } }
      : {
          body,
          headers: { "content-type": "application/json", origin: `http://${host}`, ...options.headers },
        }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
}

/** Polls /api/health until it answers 200; fails at once if the server exits, with its log. */
export async function waitHealthy(server: AppServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited with ${server.child.exitCode}\n${appServerTail(server)}`);
    }
    const reply = await requestApp(server, { path: "/api/health", timeoutMs: 5_000 }).catch(() => null);
    if (reply?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.name} not healthy after ${timeoutMs} ms\n${appServerTail(server)}`);
}
