import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildAdfXml } from "@/lib/leads/adf";
import { renderDealerEmail } from "@/lib/leads/dealer-email";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { BEST_ANSWERS } from "@/lib/trade-in/adjustments";
import { carRecord, daysAgo, TEST_NOW } from "../../../test/car-records";
import { testTradeInVehicle } from "../../../test/trade-in-vehicle";
import type { DatabaseHandle } from "../db/client";
import { cars, leadDeliveries, leads, shopperNotices, tradeIns } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { createLeadGuard } from "../leads/intake/lead-guard";
import { readSite } from "../tenancy/sites";
import { localValuationProvider } from "./local-valuation";
import { localVehicleLookup } from "./local-vehicle-lookup";
import { withLookupDeadline, withValuationDeadline } from "./provider-deadline";
import {
  getTradeIn,
  postRegoLookup,
  postTradeInAccept,
  postTradeInStart,
  postTradeInValuation,
  putTradeInStep,
  type TradeInPostSettings,
} from "./trade-in-endpoint";
import { purgeStaleTradeIns } from "./trade-ins";
import { describeValuationContract } from "./valuation.contract";
import type { ValuationProvider } from "./valuation-provider";

/**
 * Issue 20 (decision 0034): the trade-in API on a real database (PGlite, or PostgreSQL when
 * DATABASE_URL is set): the wizard's steps, the local comparables valuation, the leads it files and
 * what the dealer receives.
 */
let handle: DatabaseHandle;
let site: Site;
let other: Site;
const HOST = "trade.localhost";
const now = new Date(TEST_NOW);
const guard = createLeadGuard({
  secret: "trade-in-test-secret",
  counters: new MemoryRateCounters(),
  perIp: 1_000,
  perSite: 1_000,
});

/** Five used CX-5s this site listed or sold lately, 2021 to 2023 (the comparables). */
function bundle(slug: string, dealer: string, make: string) {
  const prices = [31_000, 33_500, 29_900, 34_990, 32_400];
  return {
    site: {
      slug,
      name: `${slug} motors`,
      dealerships: [dealer],
      config: { leads: { emails: [`sales@${dealer}.example`], adf_emails: [`crm@${dealer}.example`] } },
    },
    dealerships: [{ slug: dealer, name: `${dealer} dealership` }],
    cars: [
      ...prices.map((price, i) =>
        carRecord(dealer, `${slug}-CMP${i}`, {
          make,
          model: "CX-5",
          year: 2021 + (i % 3),
          km: 30_000 + i * 10_000,
          price,
          status: i === 4 ? "sold" : "in_stock",
          ...(i === 4 ? { sold_at: daysAgo(40) } : {}),
        }),
      ),
      carRecord(dealer, `${slug}-WANT`, {
        make: "Toyota",
        model: "RAV4",
        year: 2025,
        price: 45_990,
        status: "in_stock",
        trade_in_enabled: true,
      }),
      carRecord(dealer, `${slug}-NOTRADE`, { status: "in_stock", trade_in_enabled: false }),
    ],
  };
}

const settings = (overrides: Partial<TradeInPostSettings> = {}): TradeInPostSettings => ({
  counters: new MemoryRateCounters(),
  perIp: 1_000,
  perSite: 1_000,
  lookup: withLookupDeadline(localVehicleLookup(), 2_000),
  valuation: withValuationDeadline(localValuationProvider(handle.db, site), 2_000),
  guard,
  now: () => now,
  ...overrides,
});

function request(method: string, path: string, body?: unknown): Request {
  return new Request(`http://${HOST}${path}`, {
    method,
    headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const carId = async (stocknum: string) =>
  (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

const VEHICLE = { make: "Mazda", model: "CX-5", year: "2022", badge: "Maxx Sport", kms: "48,000" };
const contact = () => ({
  name: "Sam",
  last_name: "Seller",
  email: "sam@example.com",
  phone: "0412 345 678",
  postcode: "2000",
  form_token: guard.newForm(site.slug, Date.now() - 60_000).form_token,
  website: "",
});

type View = {
  id: string;
  status: string;
  next_step: string;
  lead_id: string | null;
  valuation: { kind: string; offer: number; basis: string };
};

async function startWith(vehicle: Record<string, unknown>, car: number | null = null, s = settings()) {
  const response = await postTradeInStart(
    handle.db,
    site,
    request("POST", "/api/trade-ins", { car_id: car, vehicle }),
    s,
  );
  return { response, view: (await response.json()) as View };
}

async function valued(vehicle: Record<string, unknown>, s = settings(), car: number | null = null) {
  const { view } = await startWith(vehicle, car, s);
  await putTradeInStep(handle.db, site, request("PUT", "", BEST_ANSWERS), view.id, "condition", now);
  const response = await postTradeInValuation(
    handle.db,
    site,
    request("POST", "", { ...contact(), path: "/trade-in" }),
    view.id,
    s,
  );
  return { response, view: (await response.json()) as View };
}

const leadOf = async (id: string) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0]!;
const noticesOfTradeIn = (id: string) =>
  handle.db
    .select()
    .from(shopperNotices)
    .where(eq(shopperNotices.subjectId, id))
    .orderBy(asc(shopperNotices.id));

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, bundle("trade-site", "trade-dealer", "Mazda"), { now });
  // Another site selling the same model: its cars are never this site's comparables.
  await importBundle(handle.db, bundle("other-site", "other-dealer", "Mazda"), { now });
  site = (await readSite(handle.db, "trade-site"))!;
  other = (await readSite(handle.db, "other-site"))!;
});

afterAll(async () => {
  await handle?.close();
});

describeValuationContract("local comparables model (issue 20 §4)", () => ({
  provider: () => withValuationDeadline(localValuationProvider(handle.db, site), 2_000),
  site: { id: site.id, slug: site.slug },
  now,
  known: testTradeInVehicle(),
  unknown: testTradeInVehicle({ make: "Alfa Romeo", model: "Giulia" }),
}));

describe("issue 20: a trade-in from the car page to an accepted offer", () => {
  it("saves each step under a link, values the car from this site's stock and files the lead first", async () => {
    const want = await carId("trade-site-WANT");
    const start = await startWith(VEHICLE, want);
    expect(start.response.status).toBe(201);
    expect(start.view).toMatchObject({ status: "open", next_step: "condition", valuation: null });

    const read = await getTradeIn(handle.db, site, start.view.id);
    expect(((await read.json()) as View).next_step).toBe("condition");
    // The link is this site's alone.
    expect((await getTradeIn(handle.db, other, start.view.id)).status).toBe(404);

    const step = await putTradeInStep(
      handle.db,
      site,
      request("PUT", "", BEST_ANSWERS),
      start.view.id,
      "condition",
      now,
    );
    expect(((await step.json()) as View).next_step).toBe("contact");

    const answer = await postTradeInValuation(
      handle.db,
      site,
      request("POST", "", { ...contact(), path: `/cars/trade-in?car_id=${want}` }),
      start.view.id,
      settings(),
    );
    expect(answer.status).toBe(200);
    const view = (await answer.json()) as View;
    expect(view.status).toBe("valued");
    expect(view.valuation).toMatchObject({ kind: "estimate", provider: "local" });
    expect(view.valuation.basis).toMatch(/5 similar Mazda CX-5 cars/);
    const lead = await leadOf(view.lead_id!);
    expect(lead).toMatchObject({
      category: "Trade-in Valuation",
      subcategory: "2. Valuation Given",
      carId: want,
    });

    // Issue 34: the shopper's confirmation of the offer, queued with the lead: until when it stands
    // (a week after the valuation, on the yard's clock) and the next step (the car they came from).
    const offered = await noticesOfTradeIn(start.view.id);
    expect(offered.map((n) => n.eventKey.split(":").at(-1))).toEqual(["email", "sms"]);
    const offerText = offered[0]!.message.text;
    expect(offered[0]!.message.subject).toMatch(
      /^Your trade-in offer: \$[\d,]+ for your 2022 Mazda CX-5 Maxx Sport$/,
    );
    // TEST_NOW is 12:00 UTC on 20 November (10 pm in Sydney): valid to the end of 27 November.
    expect(offerText).toContain("Valid until: Friday 27 November 2026 (end of day)");
    expect(offerText).toMatch(/Put it toward the .+: http:\/\/trade-site\.localhost(:\d+)?\/cars\//);
    expect(offerText).toContain("Book a short inspection");

    const accepted = await postTradeInAccept(
      handle.db,
      site,
      request("POST", "", {}),
      start.view.id,
      settings(),
    );
    const done = (await accepted.json()) as View;
    expect((await noticesOfTradeIn(start.view.id)).map((n) => n.message.subject)).toEqual([
      expect.stringMatching(/^Your trade-in offer/),
      expect.stringMatching(/^Your trade-in offer/),
      expect.stringMatching(/^You've accepted our offer of \$[\d,]+ for your 2022 Mazda CX-5 Maxx Sport$/),
      expect.stringMatching(/^You've accepted our offer/),
    ]);
    expect(done.status).toBe("accepted");
    const acceptedLead = await leadOf(done.lead_id!);
    expect(acceptedLead.subcategory).toBe("3. Offer Accepted");
    expect(acceptedLead.fields).toMatchObject({ form_completed: true, offer_accepted: true });

    // Issue 20 §5-§6: the dealer's e-mail and the CRM's ADF carry the trade-in car, range and acceptance.
    const delivery = acceptedLead.delivery!;
    expect(renderDealerEmail(delivery).text).toMatch(
      /Car: 2022 Mazda CX-5 Maxx Sport[\s\S]*Offer accepted: Yes/,
    );
    expect(buildAdfXml(delivery)).toMatch(
      /<vehicle interest="trade-in" status="used">[\s\S]*<make>Mazda<\/make>[\s\S]*<price type="appraisal"/,
    );
    const routes = await handle.db
      .select({ channel: leadDeliveries.channel })
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, acceptedLead.id));
    expect(routes.map((r) => r.channel).sort()).toEqual(["adf", "email"]);

    // A second click files nothing new.
    const again = (await (
      await postTradeInAccept(handle.db, site, request("POST", "", {}), start.view.id, settings())
    ).json()) as View;
    expect(again.lead_id).toBe(done.lead_id);
    expect(await noticesOfTradeIn(start.view.id)).toHaveLength(4);
    // Finished: the answers can no longer change.
    const late = await putTradeInStep(
      handle.db,
      site,
      request("PUT", "", BEST_ANSWERS),
      start.view.id,
      "condition",
      now,
    );
    expect(late.status).toBe(409);
  });

  it("only counts this site's cars as comparables", async () => {
    const mine = await localValuationProvider(handle.db, site).value(
      { site, vehicle: testTradeInVehicle(), answers: BEST_ANSWERS, now },
      { signal: new AbortController().signal },
    );
    await handle.db.update(cars).set({ price: 99_000 }).where(sql`${cars.stocknum} like 'other-site-CMP%'`);
    const after = await localValuationProvider(handle.db, site).value(
      { site, vehicle: testTradeInVehicle(), answers: BEST_ANSWERS, now },
      { signal: new AbortController().signal },
    );
    expect(after).toEqual(mine);
  });
});

describe("spec 02 §9: over 7 years or 100,000 km, an in-person appraisal and still a lead", () => {
  it("tells the shopper why, files the lead for the dealer, and has no offer to accept", async () => {
    const { view } = await valued({ ...VEHICLE, kms: "120000" });
    expect(view.valuation).toMatchObject({ kind: "in-person", reason: "kms" });
    expect((await leadOf(view.lead_id!)).subcategory).toBe("2. In-person Appraisal");
    // Issue 34: no figure and no validity; the way to book the in-person valuation.
    const [told] = await noticesOfTradeIn(view.id);
    expect(told!.message.text).not.toContain("Valid until");
    expect(told!.message.text).toContain("Book a time to bring it in for a valuation");
    const accept = await postTradeInAccept(handle.db, site, request("POST", "", {}), view.id, settings());
    expect(accept.status).toBe(409);
  });

  it("a car over 7 years old likewise", async () => {
    const { view } = await valued({ ...VEHICLE, year: "2015" });
    expect(view.valuation).toMatchObject({ kind: "in-person", reason: "age" });
  });
});

describe("issue 20 bad input: a provider that fails leaves the shopper a way on and the dealer the lead", () => {
  it("a valuation provider that throws becomes an in-person appraisal, with the lead filed", async () => {
    const broken: ValuationProvider = {
      name: "broken",
      value: async () => {
        throw new Error("guide offline");
      },
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { response, view } = await valued(
      VEHICLE,
      settings({ valuation: withValuationDeadline(broken, 500) }),
    );
    warn.mockRestore();
    expect(response.status).toBe(200);
    expect(view.valuation).toMatchObject({ kind: "in-person", reason: "unavailable" });
    expect((await leadOf(view.lead_id!)).subcategory).toBe("2. In-person Appraisal");
  });

  it("spec 01 §8: a valuation that cannot be kept is logged 'Failed to save valuation data'; the shopper keeps the offer", async () => {
    await handle.db.execute(
      sql`alter table trade_ins add constraint no_valuation_yet check (valuation is null) not valid`,
    );
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { response, view } = await valued(VEHICLE);
      expect(response.status).toBe(200);
      expect(view.valuation).toMatchObject({ kind: "estimate" });
      expect(error).toHaveBeenCalledWith("Failed to save valuation data", expect.anything());
      const [row] = await handle.db.select().from(tradeIns).where(eq(tradeIns.id, view.id));
      expect(row!.valuation).toBeNull();
      await handle.db.execute(sql`alter table trade_ins drop constraint no_valuation_yet`);
      // Accepting values the car again, the same way, and files the accepted offer.
      const accepted = (await (
        await postTradeInAccept(handle.db, site, request("POST", "", {}), view.id, settings())
      ).json()) as View;
      expect(accepted.status).toBe("accepted");
      expect(accepted.valuation.offer).toBe(view.valuation.offer);
    } finally {
      error.mockRestore();
      await handle.db.execute(sql`alter table trade_ins drop constraint if exists no_valuation_yet`);
    }
  });

  it("says at the field what is wrong with the car, and a rego that is not found or in another state", async () => {
    const bad = await startWith({ make: "", model: "CX-5", year: "2030", kms: "lots" });
    expect(bad.response.status).toBe(400);
    expect((bad.view as unknown as { issues: unknown[] }).issues).toEqual([
      { key: "vehicle.make", message: "vehicle.make: Please enter the make." },
      { key: "vehicle.year", message: "vehicle.year: The year can't be later than 2026." },
      {
        key: "vehicle.kms",
        message: "vehicle.kms: Please enter the kilometres as a whole number, e.g. 85,000.",
      },
    ]);
    const look = async (body: unknown) =>
      (await postRegoLookup(site, request("POST", "/api/trade-ins/lookup", body), settings())).json();
    expect(await look({ rego: "TEST123", regoState: "qld" })).toMatchObject({
      result: "found",
      vehicle: { make: "Mazda", model: "CX-5" },
    });
    expect(await look({ rego: "NOPE99", regoState: "QLD" })).toMatchObject({
      result: "not-found",
      field: "rego",
    });
    expect(await look({ rego: "TEST123", regoState: "NSW" })).toMatchObject({
      result: "state-mismatch",
      field: "regoState",
    });
  });

  it("a car without trade-in, or another site's, has no trade-in page to start from", async () => {
    expect((await startWith(VEHICLE, await carId("trade-site-NOTRADE"))).response.status).toBe(404);
    expect((await startWith(VEHICLE, await carId("other-site-WANT"))).response.status).toBe(404);
  });

  it("deletes valuations left unfinished for 30 days, and keeps valued ones", async () => {
    const { view: open } = await startWith(VEHICLE);
    const { view: done } = await valued(VEHICLE);
    const later = new Date(now.getTime() + 31 * 86_400_000);
    expect(await purgeStaleTradeIns(handle.db, later)).toBeGreaterThanOrEqual(1);
    expect(await getTradeIn(handle.db, site, open.id).then((r) => r.status)).toBe(404);
    expect(await getTradeIn(handle.db, site, done.id).then((r) => r.status)).toBe(200);
  });
});
