import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { BEST_ANSWERS } from "@/lib/trade-in/adjustments";
import type { DatabaseHandle } from "@/server/db/client";
import { locations, shopperNotices, tradeIns } from "@/server/db/schema";
import { openTestDatabase } from "@/server/db/test-database";
import { importBundle } from "@/server/import/import-bundle";
import { readSite } from "@/server/tenancy/sites";
import type { TradeInPostSettings } from "@/server/trade-in/trade-in-endpoint";
import { carRecord, TEST_NOW } from "./car-records";

/**
 * The trade-in inspection's integration tests' site (decision 0084): a Parramatta sales yard with a
 * car-buying desk of shorter hours (none on Saturdays, a holiday on Monday 7 December), a Bathurst
 * yard whose hours do not say, a car taking trade-ins and one not, and another site; valued
 * trade-ins made straight in the table.
 */
export let handle: DatabaseHandle;
export let site: Site;
export let other: Site;
export let salesId: number;
export let unknownId: number;
export const HOST = "inspect.localhost";
// Wednesday 2 December 2026, 11:00 in Sydney (AEDT, UTC+11).
export const NOW = new Date("2026-12-02T00:00:00Z");

const SALES_WEEK = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" })),
];
// The used-car buyers keep shorter hours than sales, and none on Saturdays.
const BUYING_WEEK = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "09:00", close: "15:00" })),
  { weekday: 6, status: "Closed" },
];

export function setUpInspectionSite(): void {
  beforeAll(async () => {
    handle = await openTestDatabase();
    const address = { street: "12 Church St", city: "Parramatta", state: "NSW", postcode: "2150" };
    await importBundle(
      handle.db,
      {
        site: {
          slug: "inspect",
          name: "Inspect Motors",
          dealerships: ["inspect-dealer"],
          config: { leads: { emails: ["sales@inspect.example"] } },
        },
        dealerships: [{ slug: "inspect-dealer", name: "Inspect Dealer", phone: "02 9000 0000" }],
        locations: [
          {
            slug: "inspect-sales",
            dealership_slug: "inspect-dealer",
            name: "Inspect Parramatta Sales",
            location_type: "sales",
            primary: true,
            address,
            contact_detail: { phone: "02 9876 5432", opening_hours: SALES_WEEK },
          },
          {
            slug: "inspect-buying",
            dealership_slug: "inspect-dealer",
            name: "Inspect Parramatta",
            location_type: "car-buying",
            address,
            contact_detail: { phone: "02 9876 5499", opening_hours: BUYING_WEEK },
            special_hours: [{ date: "2026-12-07", status: "Closed" }],
          },
          {
            slug: "inspect-bathurst",
            dealership_slug: "inspect-dealer",
            name: "Inspect Bathurst",
            location_type: "sales",
            address: { ...address, city: "Bathurst", street: "1 Main St" },
            contact_detail: { phone: "02 6300 0000" },
          },
        ],
        cars: [
          carRecord("inspect-dealer", "WANT", {
            location_slug: "inspect-sales",
            price: 45_990,
            trade_in_enabled: true,
          }),
          carRecord("inspect-dealer", "NOTRADE", { location_slug: "inspect-sales", trade_in_enabled: false }),
        ],
      },
      { now: TEST_NOW },
    );
    await importBundle(
      handle.db,
      {
        site: { slug: "inspect-other", name: "Other Motors", dealerships: ["other-dealer"], config: {} },
        dealerships: [{ slug: "other-dealer", name: "Other Dealer" }],
        cars: [],
      },
      { now: TEST_NOW },
    );
    site = (await readSite(handle.db, "inspect"))!;
    other = (await readSite(handle.db, "inspect-other"))!;
    const ids = await handle.db.select({ id: locations.id, slug: locations.slug }).from(locations);
    salesId = ids.find((l) => l.slug === "inspect-sales")!.id;
    unknownId = ids.find((l) => l.slug === "inspect-bathurst")!.id;
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });
}

const ESTIMATE = {
  kind: "estimate" as const,
  low: 20_000,
  high: 24_000,
  offer: 20_000,
  basis: "",
  adjustments: [],
  provider: "local",
};

export async function tradeIn(
  status: "open" | "valued" | "accepted" = "valued",
  on: Site = site,
): Promise<string> {
  const id = `tv_${randomBytes(18).toString("base64url")}`;
  await handle.db.insert(tradeIns).values({
    id,
    siteId: on.id,
    steps: {
      vehicle: {
        make: "Mazda",
        model: "CX-5",
        year: 2019,
        badge: "Maxx",
        kms: 60_000,
        rego: "ABC123",
        regoState: "NSW",
        source: "manual",
      },
      condition: BEST_ANSWERS,
    } as never,
    contact:
      status === "open"
        ? null
        : ({
            name: "Sam",
            last_name: "Seller",
            email: "sam@example.com",
            phone: "0498 765 432",
            postcode: "2150",
            preferred_contact_method: "Email",
            opt_in: false,
          } as never),
    valuation: status === "open" ? null : ESTIMATE,
    status,
    createdAt: NOW,
    updatedAt: NOW,
    valuedAt: status === "open" ? null : NOW,
  });
  return id;
}

export const settings = (now = NOW): TradeInPostSettings => ({
  counters: new MemoryRateCounters(),
  perIp: 1_000,
  perSite: 1_000,
  lookup: { name: "none", lookup: async () => ({ kind: "unavailable" }) } as never,
  valuation: { name: "none", value: async () => ({ kind: "unavailable" }) } as never,
  now: () => now,
});

export const stored = async (id: string) => {
  const [row] = await handle.db.select().from(tradeIns).where(eq(tradeIns.id, id));
  const notices = await handle.db.select().from(shopperNotices).where(eq(shopperNotices.subjectId, id));
  return { inspection: row!.inspection, notices };
};
