import "server-only";
import type { FeedFormat } from "@/lib/import/read-feed";
import type { ImportSiteScope } from "@/lib/import/site-scope";
import type { Database } from "../db/client";
import { runAsBackground } from "../db/query-log";
import { type ImportOutcome, metrics } from "../observability/metrics";
import { inSpan } from "../observability/tracing";
import { processSingleton } from "../process-singleton";
import { invalidateSiteCache } from "../tenancy/site-cache";
import { timeSlicer } from "../time-slice";
import { type ImportReport, importBundle } from "./import-bundle";
import { importFeed } from "./import-feed";
import { FeedUnreadableError, readJsonBundle } from "./json-feed-stream";

/**
 * A feed taken by a running server (issue 15 §1): from `POST /admin/api/import`, the inbox folder, or
 * `forecourt import` sending to the server that holds the data directory. One feed at a time per
 * server: two feeds for the same dealership interleaving their batches would leave a mix of both.
 */

export type { FeedFormat };

export type FeedUpload = {
  /** The feed's bytes as they arrive. */
  chunks: AsyncIterable<Uint8Array>;
  format: FeedFormat;
  /** The dealership a CSV feed's rows belong to when it has no dealership column. */
  dealershipSlug?: string;
  /** The feed is complete: its dealerships' in-stock cars missing from it are marked sold. */
  replaceStock?: boolean;
  /** Store the bundle's configs as written instead of merging them (decision 0041). */
  replaceConfig?: boolean;
  /** A site's API key sends it: only that site's own data is taken (ImportOutsideSiteError otherwise). */
  onlySite?: ImportSiteScope;
  /** The feed history's record of it (beginFeedImport), which each car it writes names. */
  importId?: number | null;
};

export type FeedReport = ImportReport & {
  feed: { format: FeedFormat; bytes: number; ms: number; waitedMs: number };
};

export { FeedUnreadableError };

const queue = processSingleton<{ tail: Promise<unknown> }>("feed-queue");

/** Runs `work` after every feed before it in this process has finished. */
function inTurn<T>(work: (queuedAt: number) => Promise<T>): Promise<T> {
  const q = queue.get(() => ({ tail: Promise.resolve() }));
  const queuedAt = Date.now();
  const run = () => work(queuedAt);
  const result = q.tail.then(run, run);
  q.tail = result.catch(() => undefined);
  return result;
}

async function* counted(chunks: AsyncIterable<Uint8Array>, total: { bytes: number }) {
  for await (const chunk of chunks) {
    total.bytes += chunk.byteLength;
    yield chunk;
  }
}

/** A CSV feed's text (CSV feeds are a row per car with no photo lists: a tenth of a bundle's size). */
async function textOf(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * Reads, validates and imports one feed, returning the import's report. Throws FeedUnreadableError
 * when the feed as a whole cannot be read (not JSON, no header row …); errors reading the body
 * (BodyTooLargeError) pass through. The feed is read as it arrives and the work yields between
 * pieces, so shoppers' requests on this server keep being answered during a 50,000-car import.
 */
export function ingestFeed(db: Database, upload: FeedUpload): Promise<FeedReport> {
  return inTurn((queuedAt) =>
    runAsBackground("import", () => measured(upload, () => readAndImport(db, upload, queuedAt))),
  );
}

/**
 * The import in a span (`import.feed`) and in the metrics (decision 0068): its duration by format and
 * outcome, a refused site or an unreadable feed, and the records it refused.
 */
async function measured(upload: FeedUpload, work: () => Promise<FeedReport>): Promise<FeedReport> {
  const started = performance.now();
  const record = (outcome: ImportOutcome, refusedRecords = 0) =>
    metrics().import(upload.format, outcome, (performance.now() - started) / 1000, refusedRecords);
  return inSpan("import.feed", { "forecourt.import.format": upload.format }, async (span) => {
    try {
      const report = await work();
      const outcome = report.refused ? "refused" : "imported";
      span.setAttributes({
        "forecourt.import.outcome": outcome,
        "forecourt.import.bytes": report.feed.bytes,
        "forecourt.import.cars": report.counts.cars.inserted + report.counts.cars.updated,
        "forecourt.import.issues": report.issues.length,
      });
      record(outcome, report.issues.length);
      return report;
    } catch (error) {
      record(error instanceof FeedUnreadableError ? "unreadable" : "failed");
      throw error;
    }
  });
}

async function readAndImport(db: Database, upload: FeedUpload, queuedAt: number): Promise<FeedReport> {
  const started = Date.now();
  const total = { bytes: 0 };
  // One clock for the whole feed: reading, validating and writing each pause every 10 ms of work.
  const pause = timeSlicer();
  const chunks = counted(upload.chunks, total);
  const report =
    upload.format === "csv"
      ? await importFeed(db, await textOf(chunks), {
          format: "csv",
          dealershipSlug: upload.dealershipSlug,
          replaceStock: upload.replaceStock,
          replaceConfig: upload.replaceConfig,
          onlySite: upload.onlySite,
          importId: upload.importId,
          pause,
        })
      : await importBundle(db, await readJsonBundle(chunks, pause), {
          replaceStock: upload.replaceStock,
          replaceConfig: upload.replaceConfig,
          onlySite: upload.onlySite,
          importId: upload.importId,
          pause,
        });
  invalidateSiteCache();
  return {
    ...report,
    feed: {
      format: upload.format,
      bytes: total.bytes,
      ms: Date.now() - started,
      waitedMs: started - queuedAt,
    },
  };
}
