import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carRecord } from "../../../test/car-records";
import {
  carId,
  dataDir,
  digestRun,
  freshSite,
  handle,
  NINE,
  OVERNIGHT,
  saveSearch,
  setUpDigestTests,
  shopper,
  textsTo,
} from "../../../test/digests-test-setup";
import { alertDigests, alertEvents, users } from "../db/schema";
import { importBundle } from "../import/import-bundle";

/**
 * Issue 21 §6: a new car matching a saved search is news once, by text or, when asked for, by e-mail
 * with List-Unsubscribe.
 */
setUpDigestTests();

describe("a new car matching a saved search", () => {
  it("one digest naming it; cars that do not match, or came in sold, are not news; an import run twice is one alert", async () => {
    const site = await freshSite("match", [
      carRecord("match-dealer", "M0", { make: "Zeta", model: "Z1", price: 20_000 }),
    ]);
    const bob = await shopper(site);
    await saveSearch(site, bob, "make=Zeta&price=:50000");
    const feed = {
      cars: [
        carRecord("match-dealer", "M0", { make: "Zeta", model: "Z1", price: 20_000 }),
        carRecord("match-dealer", "M1", {
          make: "Zeta",
          model: "Z2",
          price: 40_000,
          name: "2024 Zeta Z2 Sport",
        }),
        carRecord("match-dealer", "M2", { make: "Zeta", model: "Z3", price: 60_000 }),
        carRecord("match-dealer", "M3", { make: "Mazda", price: 30_000 }),
        carRecord("match-dealer", "M4", { make: "Zeta", price: 30_000, status: "sold" }),
      ],
    };
    await importBundle(handle.db, feed, { now: OVERNIGHT });
    await importBundle(handle.db, feed, { now: new Date(OVERNIGHT.getTime() + 60_000) });
    const events = await handle.db.select().from(alertEvents).where(eq(alertEvents.userId, bob.userId));
    expect(events.map((e) => [e.kind, e.carId])).toEqual([["new_match", await carId("M1")]]);

    await digestRun(NINE);
    const texts = textsTo(bob.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain(
      'New for "Zeta Cars for sale · up to $50,000": 2024 Zeta Z2 Sport $40,000',
    );
  });

  it("e-mail when the shopper has an address and asked for it: one message with List-Unsubscribe", async () => {
    const site = await freshSite("mail", []);
    const erin = await shopper(site);
    await handle.db.update(users).set({ contactEmail: "erin@example.com" }).where(eq(users.id, erin.userId));
    await saveSearch(site, erin, "make=Yugo", "email");
    await importBundle(
      handle.db,
      { cars: [carRecord("mail-dealer", "Y1", { make: "Yugo", model: "GV" })] },
      { now: OVERNIGHT },
    );
    await digestRun(NINE);
    const [digest] = await handle.db.select().from(alertDigests).where(eq(alertDigests.userId, erin.userId));
    expect(digest).toMatchObject({ channel: "email", target: "erin@example.com", status: "delivered" });
    const mails = readdirSync(path.join(dataDir, "mail")).filter((f) =>
      f.includes(`alert-digest-${digest!.id}`),
    );
    expect(mails).toHaveLength(1);
    const mail = readFileSync(path.join(dataDir, "mail", mails[0]!), "utf8");
    expect(mail).toMatch(/^To: erin@example\.com/m);
    expect(mail).toMatch(/^From: "?mail Motors"? <alerts@forecourt\.local>/m);
    expect(mail).toMatch(/^Message-ID: <alert-digest-\d+@forecourt\.local>/m);
    // Folded over two lines, as long headers are.
    expect(mail).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/mail\.localhost\/pages\/unsubscribe\?token=a\d+\.[\w-]{22}>/m,
    );
    expect(textsTo(erin.phone).filter((t) => t.purpose === "alert-digest")).toEqual([]);
  });
});
