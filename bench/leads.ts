/**
 * Lead reliability (issue 5): not a timed test, a count. 2,000 lead posts at 50 concurrent against
 * the built app while a webhook sink refuses half its requests (the first attempt of every delivery
 * gets a 503) and the server is killed with SIGKILL three times mid-run and restarted. Clients retry
 * with their idempotency keys until they get an answer, as the browser form does. Prints leads
 * acknowledged, stored, delivered, duplicated and lost. Goal: 0 lost, 0 duplicated, all delivered.
 *
 * Usage: npm run build && npm run bench:leads                      (embedded PGlite)
 *        DATABASE_URL=postgres://… npm run bench:leads             (PostgreSQL; a fresh database is made)
 *   --leads 2000 --concurrency 50 --kills 3
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { dataDirLockOwner } from "../src/server/db/data-dir-lock";
import { leadDeliveries, leads, sites } from "../src/server/db/schema";
import { createScratchDatabase } from "../src/server/db/test-database";
import { type SiteReply, siteRequest } from "../test/site-request";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3430;
const SITE = "metro-motor-group";
const HOST = `${SITE}.localhost:${PORT}`;
const SECRET = randomBytes(24).toString("hex");

const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "50" },
    kills: { type: "string", default: "3" },
  },
});
const TOTAL = Number(values.leads);
const CONCURRENCY = Number(values.concurrency);
const KILLS = Number(values.kills);

type Reply = SiteReply;

function request(method: string, pathname: string, body?: string): Promise<Reply> {
  return siteRequest({
    port: PORT,
    host: HOST,
    method,
    path: pathname,
    body,
    headers: body ? { "content-type": "application/json" } : {},
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request retried until the server answers something other than a 5xx (it may be restarting). */
async function persist(method: string, pathname: string, body?: string): Promise<Reply> {
  for (;;) {
    try {
      const reply = await request(method, pathname, body);
      if (reply.status < 500) return reply;
    } catch {
      // connection refused or reset: the server is down or restarting
    }
    await sleep(250);
  }
}

/** The webhook sink: the first attempt of every delivery gets a 503, the retry is accepted. */
async function startSink() {
  const attempts = new Map<string, number>();
  const delivered = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const id = String(req.headers["x-forecourt-delivery"]);
      const n = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, n);
      if (n === 1) {
        res.writeHead(503).end("try later");
        return;
      }
      delivered.add((JSON.parse(body) as { lead: { leadId: string } }).lead.leadId);
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { server, url, attempts, delivered };
}

type Db = Awaited<ReturnType<typeof openDatabase>>;

/**
 * The server under test, `npm start` in its own process group so SIGKILL takes the front cache and Next
 * together, as a crash would. A server that exits without `kill()` (a crash, or a signal from outside)
 * is counted and restarted while `restartOnExit` is set: the clients would otherwise retry against
 * nothing for ever.
 */
function serverControl(env: NodeJS.ProcessEnv, dataDir: string, databaseUrl: string | undefined) {
  let server: ChildProcess | null = null;
  const control = {
    unplannedExits: 0,
    restartOnExit: true,
    // A killed server's processes take a moment to go; the next one must not find the data dir held.
    async waitUnlocked() {
      while (!databaseUrl && dataDirLockOwner(dataDir)) await sleep(100);
    },
    /** Starts the server if it is not running, and waits until it answers. */
    async start(): Promise<void> {
      await control.waitUnlocked();
      if (!server) {
        const child = spawn("node", ["scripts/start.mjs"], {
          cwd: ROOT,
          env,
          stdio: "ignore",
          detached: true,
        });
        server = child;
        child.on("exit", (code, signal) => {
          if (server !== child) return; // killed by kill()
          control.kill(); // the rest of its process group, if only the front process went
          control.unplannedExits++;
          console.log(`  server exited unplanned (code ${code}, signal ${signal}); restarting`);
          if (control.restartOnExit) void control.start();
        });
      }
      await persist("GET", "/api/health");
    },
    kill() {
      try {
        if (server?.pid) process.kill(-server.pid, "SIGKILL");
      } catch {
        // already gone
      }
      server = null;
    },
    /** Stops restarting and kills the server, waiting until its data dir is free. */
    async stop() {
      control.restartOnExit = false;
      control.kill();
      await control.waitUnlocked();
    },
  };
  return control;
}

type ServerControl = ReturnType<typeof serverControl>;

/** With the server stopped, points the site's lead webhook at the sink. */
async function pointWebhookAt(openDb: () => Promise<Db>, url: string): Promise<void> {
  const handle = await openDb();
  await handle.db
    .update(sites)
    .set({
      config: sql`${sites.config} || ${JSON.stringify({ leads: { webhook: { url, secret: SECRET } } })}::jsonb`,
    })
    .where(eq(sites.slug, SITE));
  await handle.close();
}

/**
 * TOTAL lead posts from CONCURRENCY clients, each with a fresh form ticket, retried with its idempotency
 * key until it is acknowledged; the server is SIGKILLed and restarted KILLS times along the way. Returns
 * the lead id acknowledged for each post, and every id any answer to it named (more than one: duplicated).
 */
async function postLeads(control: ServerControl) {
  const search = JSON.parse((await persist("GET", "/api/search?status=in_stock")).body) as {
    hits: { id: number }[];
  };
  const carIds = search.hits.map((h) => h.id);
  const acknowledged = new Map<number, string>();
  const answers = new Map<number, Set<string>>();
  let next = 0;
  let done = 0;
  const killAt = Array.from({ length: KILLS }, (_, i) => Math.floor((TOTAL * (i + 1)) / (KILLS + 1)));
  const started = Date.now();

  const client = async () => {
    for (;;) {
      const n = next++;
      if (n >= TOTAL) return;
      const form = JSON.parse((await persist("GET", "/api/leads/form")).body) as Record<string, string>;
      await sleep(3_100);
      const body = JSON.stringify({
        formKind: "quick-enquiry",
        name: `Shopper${n}`,
        email: `shopper${n}@example.com`,
        phone: "0412 345 678",
        postcode: "4000",
        message: `Bench lead ${n}`,
        car_id: carIds[n % carIds.length],
        ...form,
      });
      for (;;) {
        const reply = await persist("POST", "/api/leads", body);
        const id = reply.status < 300 ? (JSON.parse(reply.body) as { lead_id: string }).lead_id : null;
        if (!id) throw new Error(`lead ${n}: HTTP ${reply.status} ${reply.body}`);
        const seen = answers.get(n) ?? new Set<string>();
        seen.add(id);
        answers.set(n, seen);
        acknowledged.set(n, id);
        break;
      }
      done++;
      if (killAt.length && done >= killAt[0]!) {
        killAt.shift();
        console.log(`  SIGKILL at ${done} acknowledged (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        control.kill();
        await control.start();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  console.log(
    `  all ${TOTAL} acknowledged in ${((Date.now() - started) / 1000).toFixed(0)} s; waiting for delivery`,
  );
  return { acknowledged, answers };
}

/** Rows still pending delivery, with when they are claimed until and next due. */
async function pendingRows(openDb: () => Promise<Db>) {
  const handle = await openDb();
  const rows = await handle.db
    .select({
      id: leadDeliveries.id,
      channel: leadDeliveries.channel,
      lockedUntil: leadDeliveries.lockedUntil,
      nextAttemptAt: leadDeliveries.nextAttemptAt,
    })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.status, "pending"));
  await handle.close();
  return rows;
}

/**
 * The sink sees only the webhook. An e-mail or ADF row claimed by a server that was killed mid-send
 * (or a webhook row whose outcome the last kill beat to the database) stays pending until its claim
 * expires, 5 min after it was made: restart, wait for that, and count the rows delivered late.
 */
async function deliverStuckRows(control: ServerControl, openDb: () => Promise<Db>) {
  const stuck = await pendingRows(openDb);
  if (stuck.length > 0) {
    const due = Math.max(
      ...stuck.map((row) => Math.max(row.lockedUntil?.getTime() ?? 0, row.nextAttemptAt.getTime())),
    );
    const wait = Math.min(Math.max(0, due - Date.now()), 6 * 60_000) + 15_000;
    const channels = new Map<string, number>();
    for (const row of stuck) channels.set(row.channel, (channels.get(row.channel) ?? 0) + 1);
    const claimed = stuck.filter((row) => (row.lockedUntil?.getTime() ?? 0) > Date.now()).length;
    console.log(
      `  ${stuck.length} pending after the webhook deliveries (${[...channels].map(([channel, n]) => `${channel} ${n}`).join(", ")}; ` +
        `${claimed} claimed by a killed server); restarting for ${(wait / 1000).toFixed(0)} s, until they are due again`,
    );
    control.restartOnExit = true;
    await control.start();
    await sleep(wait);
    await control.stop();
  }
  const stillPending = new Set((await pendingRows(openDb)).map((row) => row.id));
  return { stuck: stuck.length, late: stuck.filter((row) => !stillPending.has(row.id)).length };
}

/** What the database holds at the end: the site's leads, and the deliveries by status. */
async function storedOutcome(openDb: () => Promise<Db>) {
  const handle = await openDb();
  const stored = await handle.db
    .select({ id: leads.id, key: leads.idempotencyKey })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(eq(sites.slug, SITE));
  const statuses = await handle.db
    .select({ status: leadDeliveries.status, count: sql<number>`count(*)::int` })
    .from(leadDeliveries)
    .groupBy(leadDeliveries.status);
  await handle.close();
  return { stored, statuses };
}

/** Leads acknowledged, stored, delivered, duplicated and lost. */
function report(
  backend: string,
  posted: Awaited<ReturnType<typeof postLeads>>,
  sink: Awaited<ReturnType<typeof startSink>>,
  outcome: Awaited<ReturnType<typeof storedOutcome>>,
  afterWait: { stuck: number; late: number },
  unplannedExits: number,
) {
  const ids = new Set(posted.acknowledged.values());
  const { stored, statuses } = outcome;
  const storedIds = new Set(stored.map((row) => row.id));
  const keys = new Set(stored.map((row) => row.key));
  const lost = [...ids].filter((id) => !storedIds.has(id)).length;
  const duplicated =
    stored.length - keys.size + [...posted.answers.values()].filter((s) => s.size > 1).length;
  const delivered = [...ids].filter((id) => sink.delivered.has(id)).length;
  console.log(
    `\nLead reliability on ${backend}: ${TOTAL} posts, ${CONCURRENCY} concurrent, ${KILLS} SIGKILLs`,
  );
  console.log(`  acknowledged ${ids.size}`);
  console.log(`  stored       ${stored.length}`);
  console.log(
    `  delivered    ${delivered} (webhook; sink refused ${[...sink.attempts.values()].length} first attempts)`,
  );
  console.log(`  duplicated   ${duplicated}`);
  console.log(`  lost         ${lost}`);
  console.log(`  deliveries by status: ${statuses.map((s) => `${s.status} ${s.count}`).join(", ")}`);
  console.log(
    `  pending after the webhook deliveries, delivered after the wait: ${afterWait.late} of ${afterWait.stuck}`,
  );
  if (unplannedExits > 0) console.log(`  unplanned server exits (restarted): ${unplannedExits}`);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-bench-leads-"));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, "forecourt_bench")
    : undefined;
  const databaseUrl = scratch?.url;
  const backend = databaseUrl ? "PostgreSQL" : "PGlite";
  const sink = await startSink();
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    FORECOURT_SKIP_BUILD: "1",
    DEMO_CARS: "300",
    LEAD_RATE_PER_IP: "1000000",
    LEAD_RATE_PER_SITE: "1000000",
    LEAD_WEBHOOK_ALLOW_PRIVATE: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const control = serverControl(env, dataDir, databaseUrl);
  const openDb = () =>
    openDatabase(
      databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir, role: "bench" },
    );

  try {
    // First start migrates and seeds; then, with the server stopped, point the site's webhook at the sink.
    await control.start();
    control.kill();
    await control.waitUnlocked();
    await pointWebhookAt(openDb, sink.url);
    await control.start();

    const posted = await postLeads(control);
    // Retries wait 30 s after the sink's 503; allow a few rounds, and a restart's worth of claims (5 min).
    const ids = new Set(posted.acknowledged.values());
    const deadline = Date.now() + 8 * 60_000;
    while (Date.now() < deadline && [...ids].some((id) => !sink.delivered.has(id))) await sleep(2_000);
    await control.stop();

    const afterWait = await deliverStuckRows(control, openDb);
    report(backend, posted, sink, await storedOutcome(openDb), afterWait, control.unplannedExits);
  } finally {
    control.kill();
    await new Promise((resolve) => sink.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
