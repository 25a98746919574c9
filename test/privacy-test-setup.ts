import { eq } from "drizzle-orm";
import { phone as phoneField } from "@/lib/leads/fields";
import type { Site } from "@/lib/tenancy/site";
import { BEST_ANSWERS } from "@/lib/trade-in/adjustments";
import { contactStepSchema } from "@/lib/trade-in/wizard";
import { changeWatchlist } from "@/server/accounts/watchlist";
import { saveSearch } from "@/server/alerts/saved-searches";
import { reserveCar } from "@/server/checkout/reserve-car";
import type { Database } from "@/server/db/client";
import {
  alertDigests,
  cars,
  leadNotes,
  purchaseJourneys,
  reservations,
  tradeIns,
  users,
} from "@/server/db/schema";
import { createLead } from "@/server/leads/intake/create-lead";
import { localPaymentProvider } from "@/server/payments/local-provider";
import { recordAudit } from "@/server/staff/audit";
import { type SavedContact, saveTradeInStep, startTradeIn, valueTradeIn } from "@/server/trade-in/trade-ins";
import type { ValuationProvider } from "@/server/trade-in/valuation-provider";
import { carRecord } from "./car-records";
import { leadCustomer, leadSnapshot, newLead } from "./lead-records";
import { signInDependencies, signInShopper } from "./signed-in-shopper";

/**
 * Test support for the privacy requests and the retention purge (issue 36 item 6, decision 0070): a
 * site with sign-in and cars, and one shopper's whole footprint on it, each record made by the writer
 * the site itself uses (a lead with its confirmation, a reservation through the local processor, a
 * valued trade-in, an account with a saved car and search, a purchase journey, a digest, a note).
 */

export type Shopper = { first: string; email: string; mobile: string; e164: string };

export function privacyBundle(slug: string, dealer: string) {
  return {
    site: {
      slug,
      name: `${slug} motors`,
      dealerships: [dealer],
      config: { features: { authentication: true, garage: true } },
    },
    dealerships: [{ slug: dealer, name: `${dealer} dealership` }],
    cars: ["A", "B", "C", "D", "E", "F"].map((n) =>
      carRecord(dealer, `${slug}-${n}`, {
        status: "in_stock",
        checkout_enabled: true,
        trade_in_enabled: true,
        make: "Toyota",
        model: `Model ${n}`,
      }),
    ),
  };
}

const estimating: ValuationProvider = {
  name: "test",
  value: async () => ({
    kind: "estimate",
    low: 20_000,
    high: 24_000,
    offer: 20_000,
    basis: "test comparables",
    adjustments: [],
    provider: "test",
  }),
};

export type Footprint = {
  /** Every lead of theirs: three from forms, the reservation's and the valuation's. */
  leadIds: string[];
  reservationId: string;
  tradeInId: string;
  journeyId: string;
  userId: number;
};

let keys = 0;

/** Everything one shopper leaves on `site`, at `now`; `stock` is a car's stock number to reserve. */
export async function leaveFootprint(
  db: Database,
  site: Site,
  who: Shopper,
  stock: string,
  now: Date,
): Promise<Footprint> {
  const [car] = await db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stock));
  const customer = leadCustomer({
    firstName: who.first,
    email: who.email,
    phone: phoneField.parse(who.mobile),
  });
  const leadOf = async (category: string, source: string) => {
    const made = await createLead(
      db,
      newLead(site.id, {
        category,
        source,
        carId: car!.id,
        url: `https://example.test/cars/${stock}?email=${who.email}`,
        fields: { name: who.first, email: who.email, phone: who.mobile },
        delivery: leadSnapshot({ category, customer, message: `Hello, ${who.first} here.` }),
        confirmation: {
          targets: [{ channel: "email", target: who.email }],
          message: { subject: `Thanks ${who.first}`, text: `Dear ${who.first}`, sms: `Hi ${who.first}` },
        },
      } as Parameters<typeof newLead>[1]),
      now,
    );
    if (made.kind !== "created") throw new Error(`no lead: ${made.kind}`);
    return made.id;
  };
  const leadIds = [
    await leadOf("Vehicle Enquiry", "Website"),
    await leadOf("Test Drive", "Website"),
    await leadOf("Chat", "Chat"),
  ];
  await db
    .insert(leadNotes)
    .values({ leadId: leadIds[0]!, author: "Sam Sales", body: `Called ${who.first}` });
  await recordAudit(
    db,
    { kind: "cli", address: null },
    {
      siteId: site.id,
      action: "lead.note",
      targetType: "lead",
      targetId: leadIds[0]!,
      after: { note: `Called ${who.first}` },
    },
  );

  const key = `privacy-test-${++keys}`;
  const reserved = await reserveCar(
    db,
    site,
    {
      car_id: car!.id,
      first_name: who.first,
      last_name: "Citizen",
      email: who.email,
      phone: phoneField.parse(who.mobile),
      postcode: "2000",
      payment_token: "test_ok",
    },
    key,
    { provider: localPaymentProvider(db), now: () => now },
  );
  if (reserved.kind !== "held") throw new Error(`not held: ${reserved.kind}`);
  const reservationId = reserved.reservation.reservation_id;

  const started = await startTradeIn(
    db,
    site,
    {
      carRef: null,
      vehicle: {
        make: "Honda",
        model: "Jazz",
        year: "2019",
        kms: "60,000",
        rego: "PRV9XZ",
        regoState: "NSW",
      },
    },
    now,
  );
  if (started.kind !== "created") throw new Error("trade-in not started");
  await saveTradeInStep(db, site, started.view.id, "condition", BEST_ANSWERS, now);
  const contact: SavedContact = contactStepSchema()
    .omit({ form_token: true, website: true })
    .parse({ name: who.first, last_name: "Citizen", email: who.email, phone: who.mobile, postcode: "2000" });
  const valued = await valueTradeIn(
    db,
    site,
    started.view.id,
    contact,
    { provider: estimating, path: "/trade-in", userAgent: null },
    now,
  );
  if (valued.kind !== "ok") throw new Error("trade-in not valued");

  const journeyId = `pj_${String(++keys).padStart(24, "x")}`;
  await db.insert(purchaseJourneys).values({
    id: journeyId,
    siteId: site.id,
    carId: car!.id,
    reservationId,
    steps: { reserve: { reservation_id: reservationId }, delivery: { method: "pickup" } },
    createdAt: now,
    updatedAt: now,
  });

  const auth = signInDependencies(db);
  const signedIn = await signInShopper(auth, site, who.e164);
  await db
    .update(users)
    .set({ contactEmail: who.email, name: who.first })
    .where(eq(users.id, signedIn.userId));
  await changeWatchlist(db, site, signedIn.userId, car!.id, "save");
  const saved = await saveSearch(db, site, signedIn.userId, { query: "make=Toyota", channel: "sms" }, now);
  if (saved.kind !== "saved") throw new Error(`search not saved: ${saved.kind}`);
  await db.insert(alertDigests).values({
    siteId: site.id,
    userId: signedIn.userId,
    localDate: now.toISOString().slice(0, 10),
    channel: "sms",
    target: who.e164,
    message: { channel: "sms", text: `${who.first}, 2 new cars` },
  });
  // The reservation and the valuation each filed a lead of their own (lib/leads/system-lead).
  const [held] = await db
    .select({ leadId: reservations.leadId })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  const [valuedRow] = await db
    .select({ leadId: tradeIns.valuationLeadId })
    .from(tradeIns)
    .where(eq(tradeIns.id, started.view.id));
  for (const systemLead of [held?.leadId, valuedRow?.leadId]) if (systemLead) leadIds.push(systemLead);
  return { leadIds, reservationId, tradeInId: started.view.id, journeyId, userId: signedIn.userId };
}
