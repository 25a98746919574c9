import "server-only";
import type { Database } from "../db/client";
import { runAsBackground } from "../db/query-log";
import { logger } from "../observability/log";
import { processSingleton } from "../process-singleton";
import { type EventRow, writeEvents } from "./write-events";

const analyticsLog = logger("analytics");

/**
 * Raw events on their way to the database (issue 33 §2 "never slows a page"): the endpoint adds a
 * batch's rows and answers 202 at once; the buffer writes them, many batches to a statement, on a
 * timer and as soon as FLUSH_ROWS wait, always as background work (never inside a request), and at
 * shutdown. Memory is bounded: past MAX_HELD rows waiting (the database gone for a while) new events
 * are dropped and counted, and the log says so at most once a minute. A failed write is tried again
 * at the next flush while the rows fit.
 */
export const FLUSH_ROWS = 500;
export const FLUSH_EVERY_MS = 2_000;
export const MAX_HELD = 50_000;

export type EventBuffer = {
  add(rows: readonly EventRow[]): void;
  /** Writes everything waiting now; answers the rows stored. */
  flush(): Promise<number>;
  /** Rows waiting. */
  readonly size: number;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
};

/** Writes rows and answers how many were stored (the database's `writeEvents`, or a test's). */
export type WriteRows = (rows: readonly EventRow[]) => Promise<number>;

export function createEventBuffer(
  write: WriteRows,
  options: { flushRows?: number; everyMs?: number; maxHeld?: number; log?: (line: string) => void } = {},
): EventBuffer {
  const { flushRows = FLUSH_ROWS, everyMs = FLUSH_EVERY_MS, maxHeld = MAX_HELD } = options;
  const log = options.log ?? ((line: string) => analyticsLog.error(line));
  let waiting: EventRow[] = [];
  let writing: Promise<number> | null = null;
  let dropped = 0;
  let reportedAt = Number.NEGATIVE_INFINITY;

  const writeWaiting = async (): Promise<number> => {
    let stored = 0;
    while (waiting.length) {
      const rows = waiting.slice(0, flushRows);
      waiting = waiting.slice(rows.length);
      try {
        stored += await write(rows);
      } catch (error) {
        // Put back what fits; the next flush tries again.
        waiting = [...rows, ...waiting].slice(0, maxHeld);
        log(
          `[analytics] writing ${rows.length} events failed: ${error instanceof Error ? error.message : error}`,
        );
        break;
      }
    }
    return stored;
  };

  const flush = (): Promise<number> => {
    if (writing) return writing.then(() => flush());
    writing = runAsBackground("analytics-events", writeWaiting).finally(() => {
      writing = null;
    });
    return writing;
  };

  const timer = setInterval(() => {
    if (dropped && Date.now() - reportedAt >= 60_000) {
      reportedAt = Date.now();
      log(`[analytics] ${dropped} events dropped: ${maxHeld} were waiting to be written`);
      dropped = 0;
    }
    if (waiting.length && !writing) void flush();
  }, everyMs);
  timer.unref();

  return {
    add(rows) {
      const room = maxHeld - waiting.length;
      if (rows.length > room) dropped += rows.length - Math.max(0, room);
      if (room > 0) waiting.push(...rows.slice(0, room));
      if (waiting.length >= flushRows && !writing) void flush();
    },
    flush,
    get size() {
      return waiting.length;
    },
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

const buffer = processSingleton<{ db: Database; buffer: EventBuffer }>("analytics-event-buffer");

/** The server's one buffer (every bundle shares it), made on first use for the database given. */
export function eventBuffer(db: Database): EventBuffer {
  const held = buffer.get(() => ({ db, buffer: createEventBuffer((rows) => writeEvents(db, rows)) }));
  return held.db === db ? held.buffer : replace(db);
}

function replace(db: Database): EventBuffer {
  const old = buffer.clear();
  void old?.buffer.stop();
  return buffer.get(() => ({ db, buffer: createEventBuffer((rows) => writeEvents(db, rows)) })).buffer;
}

/** At shutdown: writes what waits and stops the timer. */
export async function stopEventBuffer(): Promise<void> {
  await buffer.clear()?.buffer.stop();
}
