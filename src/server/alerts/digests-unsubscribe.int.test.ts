import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carRecord } from "../../../test/car-records";
import {
  carId,
  deps,
  digestRun,
  freshSite,
  handle,
  NEXT_NINE,
  NINE,
  OVERNIGHT,
  post,
  SECRET,
  saveSearch,
  setUpDigestTests,
  shopper,
  textsTo,
} from "../../../test/digests-test-setup";
import { changeWatchlist } from "../accounts/watchlist";
import { alertEvents } from "../db/schema";
import { importBundle } from "../import/import-bundle";
import { alertTokenKey } from "./alert-keys";
import { postUnsubscribe } from "./alerts-endpoint";
import { findUnsubscribable } from "./unsubscribe";

/**
 * Issue 21 §6: a digest's unsubscribe link only reads; its button, keyed by the token alone, stops
 * every alert from the site.
 */
setUpDigestTests();

describe("unsubscribe", () => {
  it("the link's page changes nothing; its button stops the alerts, and the next digest never comes", async () => {
    const site = await freshSite("unsub", [carRecord("unsub-dealer", "U0", { price: 30_000 })]);
    const carol = await shopper(site);
    await saveSearch(site, carol, "make=Yugo");
    await changeWatchlist(handle.db, site, carol.userId, await carId("U0"), "save");
    await importBundle(
      handle.db,
      { cars: [carRecord("unsub-dealer", "U1", { make: "Yugo" })] },
      { now: OVERNIGHT },
    );
    await digestRun(NINE);
    const [text] = textsTo(carol.phone);
    const link = new URL(/Stop these alerts: (\S+)/.exec(text!.body)![1]!);
    expect(link.pathname).toBe("/pages/unsubscribe");
    const token = link.searchParams.get("token")!;

    // Opening the link (a mail scanner's prefetch too) only reads.
    const key = await alertTokenKey(handle.db, site.id, SECRET);
    expect(await findUnsubscribable(handle.db, site, key, token)).toMatchObject({
      subject: { kind: "all", userId: carol.userId },
      alreadyOff: false,
    });
    expect(await findUnsubscribable(handle.db, site, key, token)).toMatchObject({ alreadyOff: false });

    const unsubscribe = (body: unknown, origin?: string) =>
      postUnsubscribe(
        { ...deps, tokenKey: async () => key },
        site,
        post(site, "/api/alerts/unsubscribe", body, undefined, origin),
      );
    expect((await unsubscribe({ token }, "http://evil.example")).status).toBe(403);
    const forged = await unsubscribe({ token: `${token.slice(0, -2)}xx` });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ issues: [{ key: "token" }] });
    // No session: the token is the key.
    const done = await unsubscribe({ token });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      stopped: "all your alerts from unsub Motors: saved searches and price drops",
    });
    expect(await findUnsubscribable(handle.db, site, key, token)).toMatchObject({ alreadyOff: true });

    // The next day: a new Yugo and a lower price on the watched car. No alert, no text.
    await importBundle(
      handle.db,
      {
        cars: [
          carRecord("unsub-dealer", "U2", { make: "Yugo" }),
          carRecord("unsub-dealer", "U0", { price: 25_000 }),
        ],
      },
      { now: new Date("2026-11-21T10:00:00Z") },
    );
    await digestRun(NEXT_NINE);
    expect(textsTo(carol.phone)).toHaveLength(1);
    expect(
      await handle.db
        .select()
        .from(alertEvents)
        .where(and(eq(alertEvents.userId, carol.userId), eq(alertEvents.kind, "price_drop"))),
    ).toEqual([]);
  });
});
