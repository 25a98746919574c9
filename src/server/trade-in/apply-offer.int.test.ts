import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { renderDealerEmail } from "@/lib/leads/dealer-email";
import {
  HOST,
  handle,
  settings,
  setUpInspectionSite,
  site,
  stored,
  tradeIn,
} from "../../../test/inspection-site";
import { cars, leads, tradeIns } from "../db/schema";
import { postTradeInApply } from "./inspection-endpoint";

/**
 * Issue 34 item 1 "apply it to a car" (decision 0084) on a real database: an offer is put toward a
 * car of the site that takes trade-ins, filed as an enquiry about that car with the trade-in in it and
 * confirmed to the shopper, once per car; a car taking none is refused at the field.
 */
setUpInspectionSite();

describe("issue 34 item 1: the offer put toward a car of the site", () => {
  async function apply(id: string, body: Record<string, unknown>) {
    const response = await postTradeInApply(
      handle.db,
      site,
      new Request(`http://${HOST}/api/trade-ins/${id}/apply`, {
        method: "POST",
        headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      id,
      settings(),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const carId = async (stocknum: string) =>
    (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

  it("files an enquiry about the car with the trade-in in it, turns the trade-in toward it, and confirms", async () => {
    const id = await tradeIn();
    const want = await carId("WANT");
    const answer = await apply(id, { car_id: want, path: `/cars/trade-in?car_id=${want}` });
    expect(answer).toMatchObject({ status: 200, body: { id, car_id: want, offer: 20_000 } });
    const filed = (await handle.db.select().from(leads).where(eq(leads.carId, want))).filter(
      (l) => l.subcategory === "5. Offer Put Toward a Car",
    );
    expect(filed).toHaveLength(1);
    const mail = renderDealerEmail(filed[0]!.delivery!);
    expect(mail.text).toContain("VEHICLE");
    expect(mail.text).toContain("$25,990 after trade-in");
    expect(mail.text).toMatch(/TRADE-IN[\s\S]*Mazda/);
    const told = (await stored(id)).notices.find((n) => n.eventKey === `trade-in:${id}:apply:${want}:email`);
    expect(told!.message.text).toContain("Price after trade-in: $25,990");
    // The same car again is the same enquiry.
    expect((await apply(id, { car_id: want })).status).toBe(200);
    expect(
      (await handle.db.select().from(leads).where(eq(leads.carId, want))).filter(
        (l) => l.subcategory === "5. Offer Put Toward a Car",
      ),
    ).toHaveLength(1);
  });

  it("a car taking no trade-in is refused at car_id; a valuation with no offer is a 409", async () => {
    const id = await tradeIn();
    expect(await apply(id, { car_id: await carId("NOTRADE") })).toEqual({
      status: 400,
      body: {
        error: "Please fix the following errors:",
        issues: [{ key: "car_id", message: "car_id: That car isn't on this site, or takes no trade-in." }],
      },
    });
    const open = await tradeIn("open");
    expect((await apply(open, { car_id: await carId("WANT") })).status).toBe(409);
  });

  it("an offer past its validity is a 409 saying until when it was good; nothing is filed", async () => {
    const id = await tradeIn();
    const days = site.config.trade_in.offer_valid_days;
    await handle.db
      .update(tradeIns)
      .set({ valuedAt: new Date(Date.now() - (days + 2) * 86_400_000) })
      .where(eq(tradeIns.id, id));
    const want = await carId("WANT");
    const before = (await handle.db.select().from(leads).where(eq(leads.carId, want))).length;
    const answer = await apply(id, { car_id: want });
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).toMatch(
      /This offer was valid until \w+ \d+ \w+ \d{4}\. Please value your car again/,
    );
    expect((await handle.db.select().from(leads).where(eq(leads.carId, want))).length).toBe(before);
  });
});
