import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carRecord } from "../../../test/car-records";
import {
  compose,
  digestRun,
  freshSite,
  handle,
  NINE,
  OVERNIGHT,
  saveSearch,
  setUpDigestTests,
  shopper,
} from "../../../test/digests-test-setup";
import { alertDigests, alertEvents } from "../db/schema";
import { importBundle } from "../import/import-bundle";
import { composeDueDigests } from "./compose-digests";
import { DIGEST_RETENTION_DAYS, purgeOldDigests } from "./digest-job";

/**
 * Issue 21 §6: old digests are purged with their events after the retention period, and nothing of
 * theirs comes back in a later digest.
 */
setUpDigestTests();

describe("retention", () => {
  it(`a digest older than ${DIGEST_RETENTION_DAYS} days goes with its events; none is handed back to a new digest`, async () => {
    const site = await freshSite("old", []);
    const fay = await shopper(site);
    await saveSearch(site, fay, "make=Trabant");
    await importBundle(
      handle.db,
      { cars: [carRecord("old-dealer", "T1", { make: "Trabant" })] },
      { now: OVERNIGHT },
    );
    await digestRun(NINE);
    const [digest] = await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, fay.userId));
    expect(digest?.status).toBe("delivered");

    const justInside = new Date(NINE.getTime() + (DIGEST_RETENTION_DAYS - 1) * 86_400_000);
    await purgeOldDigests(handle.db, justInside);
    expect(
      await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, fay.userId)),
    ).toHaveLength(1);

    const past = new Date(NINE.getTime() + (DIGEST_RETENTION_DAYS + 1) * 86_400_000);
    expect(await purgeOldDigests(handle.db, past)).toBeGreaterThanOrEqual(1);
    expect(await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, fay.userId))).toEqual(
      [],
    );
    expect(await handle.db.select().from(alertEvents).where(eq(alertEvents.userId, fay.userId))).toEqual([]);
    // Nothing left for the next morning's digest.
    expect(await composeDueDigests(compose, new Date(past.getTime() + 86_400_000))).toMatchObject({
      digests: 0,
    });
  });
});
