import "server-only";
import path from "node:path";
import { env, publicPort } from "@/env";
import { adminToken } from "./admin/admin-token";
import { writeServerAddress } from "./admin/server-address";
import { alertTokenKey } from "./alerts/alert-keys";
import { startDigestJob, startDigestJobOnce, stopDigestJob } from "./alerts/digest-job";
import { releaseStaleDigestClaims } from "./alerts/digest-outbox";
import { eventBuffer, stopEventBuffer } from "./analytics/event-buffer";
import { startAnalyticsJob, startAnalyticsJobOnce, stopAnalyticsJob } from "./analytics/rollup-job";
import { bootDatabase } from "./boot";
import { releaseStalePurgeClaims } from "./cdn/cdn-purges";
import { leaveCdnServers } from "./cdn/served-versions";
import { startReservationWorkerOnce, stopReservationWorker } from "./checkout/reservation-worker";
import { getDatabaseHandle, registerDatabaseOpener } from "./db/database";
import { startPlannerStatisticsJob } from "./db/planner-statistics";
import { runAsBackground } from "./db/query-log";
import { watchInbox } from "./import/feed-inbox";
import { removeOrphanedSpoolFiles } from "./leads/delivery/mailer";
import { releaseStaleClaims } from "./leads/delivery/outbox";
import { releaseStaleNoticeClaims } from "./notices/shopper-notices";
import { logger } from "./observability/log";
import { metrics } from "./observability/metrics";
import { markMigrated } from "./observability/readiness";
import { outboxDepths } from "./outbox/outbox-depth";
import { wakeOutbox } from "./outbox/outbox-signal";
import { startServerOutboxWorker, stopOutboxWorker } from "./outbox-worker-instance";
import { startRetentionJob, startRetentionJobOnce, stopRetentionJob } from "./privacy/retention-job";
import { getStockSearch, peekStockSearch } from "./search/stock-search-instance";
import { warmAtBoot } from "./search/warm-stock-search";
import { purgeStaleTradeIns } from "./trade-in/trade-ins";

/**
 * How long a boot waits out a database that is not reachable yet (a PostgreSQL server still starting
 * beside this one): about half a minute in all, then the boot fails.
 */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

const log = logger("boot");
const inboxLog = logger("inbox");

/**
 * Opens, migrates and (on an empty database) seeds before the first request, so a shopper never waits
 * on it and a broken database fails the start: the caller (instrumentation) ends the process when
 * this throws, rather than leave a server answering 500s (decision 0020). On SIGTERM/SIGINT the
 * database is closed cleanly, which for PGlite flushes its files and releases the data-directory lock;
 * the lead outbox worker finishes its current sends first.
 */
export async function bootServer(): Promise<void> {
  const started = Date.now();
  // getDatabase() holds the handle but does not make it (so the routes that call it never reach the
  // demo seed or the import pipeline): the boot tells it how.
  registerDatabaseOpener(() => bootDatabase(env));
  const handle = await openWithRetries();
  log.info(`database ready (${handle.kind}) in ${Date.now() - started} ms`, { database: handle.kind });
  markMigrated();
  // What only the boot knows how to read, for /metrics (decision 0068).
  metrics().observe({
    outbox: () => outboxDepths(handle.db),
    search: () => peekStockSearch()?.memory(),
  });
  const admin = adminToken(env);
  if (admin.created) {
    // Shown once, when made; the CLI on this machine reads the file itself.
    // Named, never shown: logs travel to other systems, and the CLI on this machine reads the file itself.
    log.info(`admin API token made and kept in ${admin.file} (read it there for Authorization: Bearer)`);
  }
  // `forecourt import` finds this server here and sends it the feed (issue 15 §1).
  // The front door's own port (npm start), not the public one a balancer may add in front.
  const localPort = env.FORECOURT_FRONT_PORT ?? publicPort();
  writeServerAddress(env.DATA_DIR, { pid: process.pid, url: `http://127.0.0.1:${localPort}` });
  // Embedded PGlite is this process's alone: a claim left in its outbox is a crashed process's.
  if (handle.kind === "pglite") {
    const freed = await releaseStaleClaims(handle.db, new Date());
    if (freed) log.info(`${freed} lead deliveries interrupted by a crash are due again`);
    const digests = await releaseStaleDigestClaims(handle.db, new Date());
    if (digests) log.info(`${digests} alert digests interrupted by a crash are due again`);
    const notices = await releaseStaleNoticeClaims(handle.db, new Date());
    if (notices) log.info(`${notices} shopper notices interrupted by a crash are due again`);
    await releaseStalePurgeClaims(handle.db, new Date());
  }
  // A spool write a kill interrupted left its temporary file (never a half message) in this server's
  // own DATA_DIR (decision 0020); anything from before this process started is such a leftover.
  const spoolDir = path.join(env.DATA_DIR, "mail");
  const orphans = await removeOrphanedSpoolFiles(spoolDir, new Date(Date.now() - process.uptime() * 1000));
  if (orphans) log.info(`removed ${orphans} unfinished temporary files from ${spoolDir}`);
  // Leads stored while the server was down (or whose delivery a crash interrupted) go out now, and
  // alert digests with them (one outbox worker, decision 0038).
  runAsBackground("outbox-worker", () => startServerOutboxWorker(handle.db, env));
  // Shoppers' alert digests, made once a day each at their site's digest hour (decision 0038).
  runAsBackground("alert-digests", () =>
    startDigestJobOnce(() =>
      startDigestJob({
        db: handle.db,
        tokenKey: (site) => alertTokenKey(handle.db, site.id),
        digestsMade: wakeOutbox,
      }),
    ),
  );
  // Reservations a crash left unfinished are finished or paid back; holds past 48 hours expire and
  // their deposits are refunded (issue 18, decision 0026). Its hourly retention sweep also deletes the
  // trade-in valuations nobody finished, which hold a shopper's answers just as long (issue 20).
  const staleTradeIns = async (now: Date) => {
    const unfinished = await purgeStaleTradeIns(handle.db, now);
    if (unfinished) logger("reservations").info(`deleted ${unfinished} trade-in valuations never finished`);
  };
  runAsBackground("reservation-worker", () => startReservationWorkerOnce(handle.db, env, [staleTradeIns]));
  // Not awaited: the boot and the first request go ahead, and a site's searches answer from SQL until
  // its index is built (decision 0007, amended for issue 15); /api/ready says ready once it is (0068).
  runAsBackground("search-index", () => {
    getStockSearch()
      .then((search) => warmAtBoot(handle.db, search))
      .catch((error) => log.error("warming the search indexes failed", { err: error }));
  });
  // First-party analytics (issue 33, decision 0061): the buffer the events endpoint fills, made here so
  // its timer's writes are background work, and the job that rolls up days, rotates the visitor salts
  // and purges raw events past ANALYTICS_RAW_DAYS.
  runAsBackground("analytics", () => {
    eventBuffer(handle.db);
    startAnalyticsJobOnce(() =>
      startAnalyticsJob(
        { db: handle.db, rawDays: env.ANALYTICS_RAW_DAYS },
        env.ANALYTICS_ROLLUP_SECONDS * 1000,
      ),
    );
  });
  // The daily retention purge (issue 36 item 6, decision 0070): each site's shoppers' details past its
  // `retention` periods, once a day per site across servers.
  runAsBackground("retention", () =>
    startRetentionJobOnce(() => startRetentionJob({ db: handle.db, rawDays: env.ANALYTICS_RAW_DAYS })),
  );
  // Embedded PGlite runs no autovacuum: the planner's statistics are refreshed here, table by table,
  // when a table has grown a tenth (decision 0050). PostgreSQL's autovacuum does it there.
  const statistics = handle.kind === "pglite" ? startPlannerStatisticsJob(handle.db) : null;
  // Feeds dropped into DATA_DIR/inbox are imported while the server serves (issue 15 §1).
  const inbox =
    env.INBOX_POLL_SECONDS > 0
      ? watchInbox(handle.db, {
          dir: path.join(env.DATA_DIR, "inbox"),
          pollMs: env.INBOX_POLL_SECONDS * 1000,
          maxBytes: env.IMPORT_BODY_LIMIT_MB * 1024 * 1024,
          log: (line) => inboxLog.info(line),
        })
      : null;
  const close = () => {
    Promise.all([
      stopDigestJob().then(stopOutboxWorker),
      // The events still buffered are written before the database closes.
      stopAnalyticsJob().then(stopEventBuffer),
      stopReservationWorker(),
      stopRetentionJob(),
      inbox?.stop(),
      statistics?.stop(),
      // The other servers stop waiting for this one before purging the shared cache (decision 0076).
      leaveCdnServers(handle.db),
      // A search snapshot being written is finished (a few seconds at most), so the next start has it
      // (decision 0089); past 5 s it is left, and that start reads the database instead.
      Promise.race([
        peekStockSearch()?.snapshotsWritten(),
        new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
      ]),
    ])
      .catch(() => undefined)
      .finally(() => handle.close().finally(() => process.exit(0)));
  };
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}

async function openWithRetries() {
  for (let attempt = 0; ; attempt++) {
    try {
      return await getDatabaseHandle();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isUnreachable(error)) throw error;
      log.warn(
        `the database is not reachable yet (${describeFailure(error)}); trying again in ${delay / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Connection-level failures worth waiting out; anything else (a failed migration, a held data directory) is final. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "ENOTFOUND",
  "57P03", // cannot_connect_now: the server is starting up or shutting down
  "53300", // too_many_connections
  "08001",
  "08006",
]);

function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && UNREACHABLE_CODES.has(code);
}

/** A refused connection to `localhost` is an AggregateError (IPv6 and IPv4) with no message, only a code. */
function describeFailure(error: unknown): string {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  return (typeof message === "string" && message) || (typeof code === "string" && code) || String(error);
}
