import "server-only";
import type { Database } from "../db/client";
import { logger } from "../observability/log";
import { kickDigestJob } from "./digest-job";
import { type ImportedCarChanges, recordAlertEvents } from "./record-alert-events";

const log = logger("alerts");

/**
 * The import's hand-off to the alerts (issue 21 §6): records the events its car changes make and, when
 * there are any, asks this server's digest loop to look now (a shopper whose digest hour has passed
 * today and who had no digest yet hears at once, not at the next minute). An alert is never worth a
 * failed import: a failure here is logged, and the cars stay imported.
 */
export async function recordImportAlerts(
  db: Database,
  changes: ImportedCarChanges,
  now: Date,
  pause?: () => Promise<void>,
): Promise<void> {
  try {
    const recorded = await recordAlertEvents(db, changes, now, pause);
    if (recorded.newMatches || recorded.priceDrops) {
      log.info(
        `recorded ${recorded.newMatches} new matches and ${recorded.priceDrops} price drops for shoppers' alerts`,
      );
      kickDigestJob();
    }
  } catch (error) {
    log.error("recording the import's alerts failed", { err: error });
  }
}
