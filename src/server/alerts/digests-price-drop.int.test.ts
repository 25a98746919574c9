import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carRecord } from "../../../test/car-records";
import {
  carId,
  digestRun,
  EIGHT_THIRTY,
  freshSite,
  handle,
  NEXT_NINE,
  NINE,
  NINE_THIRTY,
  OVERNIGHT,
  setUpDigestTests,
  shopper,
  textsTo,
} from "../../../test/digests-test-setup";
import { changeWatchlist } from "../accounts/watchlist";
import { alertDigests, alertEvents } from "../db/schema";
import { importBundle } from "../import/import-bundle";

/**
 * Issue 21 §6 "Done when": an import lowers a watched car's price and one text lands in the dev outbox
 * at the site's digest hour, once a day; rises and placeholder prices are no news.
 */
setUpDigestTests();

describe("issue 21 'Done when': an import lowers a watched car's price and one notification lands in the dev outbox", () => {
  it("one text at the digest hour, none before it, none after a second run the same day; the next drop waits for tomorrow", async () => {
    const site = await freshSite("drop", [
      carRecord("drop-dealer", "D1", { price: 30_000 }),
      carRecord("drop-dealer", "D2"),
    ]);
    const alice = await shopper(site);
    expect(await changeWatchlist(handle.db, site, alice.userId, await carId("D1"), "save")).toBe("ok");

    // Overnight, the feed lowers the watched car's price (and leaves the other alone).
    await importBundle(
      handle.db,
      { cars: [carRecord("drop-dealer", "D1", { price: 27_990 }), carRecord("drop-dealer", "D2")] },
      { now: OVERNIGHT },
    );
    const events = await handle.db.select().from(alertEvents).where(eq(alertEvents.userId, alice.userId));
    expect(events).toMatchObject([
      { kind: "price_drop", oldPrice: 30_000, newPrice: 27_990, digestId: null },
    ]);

    // 8:30 am in Brisbane: not yet.
    await digestRun(EIGHT_THIRTY);
    expect(textsTo(alice.phone)).toEqual([]);

    // 9 am: one text, to Alice, in the dev outbox (DATA_DIR/sms).
    await digestRun(NINE);
    const texts = textsTo(alice.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ site: "drop", purpose: "alert-digest" });
    expect(texts[0]!.body).toContain("drop Motors: 1 price drop on your watchlist.");
    expect(texts[0]!.body).toMatch(/now \$27,990 \(was \$30,000\) http:\/\/drop\.localhost\/cars\//);
    expect(texts[0]!.body).toMatch(
      /Stop these alerts: http:\/\/drop\.localhost\/pages\/unsubscribe\?token=a\d+\./,
    );

    // A second run the same day sends nothing, even with news since (a second cut at 9:10).
    await importBundle(
      handle.db,
      { cars: [carRecord("drop-dealer", "D1", { price: 26_500 })] },
      { now: new Date("2026-11-20T23:10:00Z") },
    );
    expect(await digestRun(NINE_THIRTY)).toMatchObject({ digests: 0 });
    expect(textsTo(alice.phone)).toHaveLength(1);

    // Tomorrow at 9: the news since yesterday's digest, once.
    await digestRun(NEXT_NINE);
    await digestRun(new Date(NEXT_NINE.getTime() + 60_000));
    const later = textsTo(alice.phone);
    expect(later).toHaveLength(2);
    expect(later[1]!.body).toContain("now $26,500 (was $27,990)");
    const digests = await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, alice.userId));
    expect(digests.map((d) => [d.localDate, d.status, d.channel, d.target])).toEqual([
      ["2026-11-21", "delivered", "sms", alice.phone],
      ["2026-11-22", "delivered", "sms", alice.phone],
    ]);
  });

  it("a rise, a drop to a placeholder price, or a watcher who turned price alerts off: no alert", async () => {
    const site = await freshSite("nodrop", [
      carRecord("nodrop-dealer", "N1", { price: 30_000 }),
      carRecord("nodrop-dealer", "N2", { price: 30_000 }),
      carRecord("nodrop-dealer", "N3", { price: 30_000 }),
    ]);
    const bea = await shopper(site);
    for (const s of ["N1", "N2", "N3"])
      await changeWatchlist(handle.db, site, bea.userId, await carId(s), "save");
    await importBundle(
      handle.db,
      {
        cars: [
          carRecord("nodrop-dealer", "N1", { price: 31_000 }),
          carRecord("nodrop-dealer", "N2", { price: 10 }),
          carRecord("nodrop-dealer", "N3", { price: 29_000, status: "sold" }),
        ],
      },
      { now: OVERNIGHT },
    );
    expect(await handle.db.select().from(alertEvents).where(eq(alertEvents.userId, bea.userId))).toEqual([]);
  });
});
