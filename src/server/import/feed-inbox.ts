import "server-only";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { feedFormatByName } from "@/lib/import/read-feed";
import type { Database } from "../db/client";
import { BodyTooLargeError } from "../http/read-body";
import { beginMachineImport, finishMachineImport } from "./feed-history";
import { type FeedReport, FeedUnreadableError, ingestFeed } from "./ingest-feed";

/**
 * The inbox folder (issue 15 §1): a feed provider drops files into `DATA_DIR/inbox/` (over SFTP, say)
 * and the server imports each one once, then moves it to `done/` or `failed/` with its report beside
 * it (`<name>.report.json`). Decision 0017.
 *
 * - `*.json` is a bundle, `*.csv` (or `*.tsv`) a stock feed (docs/csv-feeds.md); a CSV in `inbox/<dealership-slug>/` belongs to that
 *   dealership unless its rows say otherwise.
 * - A name with `.full.` in it (`stock.full.csv`) is a complete feed: its dealerships' cars missing
 *   from it are marked sold (`--replace-stock`).
 * - Files still being written are left alone: names starting with `.` or ending in `.part`, `.tmp`,
 *   `.filepart` or `.partial` (what SFTP clients upload under), and anything changed in the last
 *   `settleMs`.
 * - A file is claimed by renaming it into `processing/`, which only one server can do; a file found
 *   there at start (a crash mid-import) goes back to the inbox and is imported again, which is safe
 *   because imports are upserts.
 * - `done/` holds feeds that imported (some records may have been refused: the report names them);
 *   `failed/` holds feeds that could not be read or imported nothing.
 */

export type InboxOptions = {
  /** The inbox folder (`DATA_DIR/inbox`). */
  dir: string;
  /** Largest file imported, in bytes. */
  maxBytes: number;
  /** A file must be unchanged this long before it is taken (default 2 s). */
  settleMs?: number;
  log?: (line: string) => void;
};

export type InboxOutcome = { file: string; to: "done" | "failed"; report: FeedReport | { error: string } };

const IN_PROGRESS = /(^\.)|\.(part|tmp|filepart|partial)$/i;
const RESERVED = new Set(["processing", "done", "failed"]);

function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, "-");
}

async function* fileChunks(file: string, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    total += (chunk as Buffer).byteLength;
    if (total > maxBytes) throw new BodyTooLargeError(maxBytes);
    yield chunk as Buffer;
  }
}

/** Files ready to import: `[path, dealership folder or undefined]`. */
async function readyFiles(options: InboxOptions, now: number): Promise<[string, string | undefined][]> {
  const settle = options.settleMs ?? 2_000;
  const found: [string, string | undefined][] = [];
  const look = async (dir: string, dealership: string | undefined) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (IN_PROGRESS.test(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dealership === undefined && !RESERVED.has(entry.name)) await look(full, entry.name);
        continue;
      }
      if (!entry.isFile()) continue;
      const info = await stat(full).catch(() => null);
      if (info && now - info.mtimeMs >= settle) found.push([full, dealership]);
    }
  };
  await look(options.dir, undefined);
  return found.sort(([a], [b]) => a.localeCompare(b));
}

/** Puts back files a crash left in `processing/`, so the next scan imports them again. */
export async function recoverInbox(options: InboxOptions): Promise<number> {
  const processing = path.join(options.dir, "processing");
  let names: string[];
  try {
    names = await readdir(processing);
  } catch {
    return 0;
  }
  for (const name of names) {
    // Claimed names are `<stamp>--<dealership or _>--<name>`.
    const [, dealership, ...rest] = name.split("--");
    const original = rest.join("--");
    if (!original) continue;
    const back = dealership && dealership !== "_" ? path.join(options.dir, dealership) : options.dir;
    await mkdir(back, { recursive: true });
    await rename(path.join(processing, name), path.join(back, original)).catch(() => undefined);
    options.log?.(`[inbox] ${original} was being imported when the server stopped; importing it again`);
  }
  return names.length;
}

/** One pass over the inbox: imports every ready file, in name order. */
export async function scanInbox(
  db: Database,
  options: InboxOptions,
  now = new Date(),
): Promise<InboxOutcome[]> {
  await mkdir(options.dir, { recursive: true });
  const outcomes: InboxOutcome[] = [];
  for (const [file, dealership] of await readyFiles(options, now.getTime())) {
    const name = path.basename(file);
    const claimed = `${stamp(now)}--${dealership ?? "_"}--${name}`;
    const processing = path.join(options.dir, "processing", claimed);
    await mkdir(path.dirname(processing), { recursive: true });
    try {
      await rename(file, processing);
    } catch {
      continue; // another server took it, or it went away
    }
    const format = feedFormatByName(name);
    let report: FeedReport | { error: string };
    let to: "done" | "failed";
    const history = {
      source: "inbox" as const,
      actor: { kind: "inbox" as const },
      format: format ?? "unknown",
      startedAt: new Date(),
      fileName: dealership ? `${dealership}/${name}` : name,
      dealershipSlug: dealership,
    };
    const importId = await beginMachineImport(db, history);
    if (!format) {
      report = { error: "Not a feed: inbox files are .json bundles or .csv stock feeds" };
      to = "failed";
    } else {
      try {
        report = await ingestFeed(db, {
          chunks: fileChunks(processing, options.maxBytes),
          format,
          dealershipSlug: dealership,
          replaceStock: /\.full\./i.test(name),
          importId,
        });
        const imported = Object.values(report.counts).some((c) => c.inserted + c.updated > 0);
        const wholeFeed = report.issues.some((i) => i.section === "bundle");
        to = wholeFeed || (!imported && report.issues.length > 0) ? "failed" : "done";
      } catch (error) {
        if (!(error instanceof FeedUnreadableError || error instanceof BodyTooLargeError)) {
          options.log?.(`[inbox] importing ${name} failed: ${(error as Error).stack ?? error}`);
        }
        report = { error: (error as Error).message };
        to = "failed";
      }
    }
    await finishMachineImport(
      db,
      importId,
      history,
      "error" in report ? { error: report.error, outcome: "failed" } : { report },
    );
    const target = path.join(options.dir, to, `${stamp(now)}-${name}`);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(processing, target);
    await writeFile(`${target}.report.json`, `${JSON.stringify(report, null, 2)}\n`);
    options.log?.(
      `[inbox] ${name} → ${to}/ (${"error" in report ? report.error : `${report.issues.length} problem(s), ${report.warnings.length} warning(s)`})`,
    );
    outcomes.push({ file: name, to, report });
  }
  return outcomes;
}

/** Watches the inbox every `pollMs` until stopped; a pass starts only when the last one has ended. */
export function watchInbox(
  db: Database,
  options: InboxOptions & { pollMs: number },
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = recoverInbox(options)
    .catch((error) => options.log?.(`[inbox] recovering interrupted feeds failed: ${error}`))
    .finally(() => {
      running = null;
    });
  const timer = setInterval(() => {
    if (running) return;
    running = scanInbox(db, options)
      .catch((error) => options.log?.(`[inbox] scan failed: ${error}`))
      .finally(() => {
        running = null;
      });
  }, options.pollMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
