import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadToFile } from "@/lib/leads/lead-from-form";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../../test/car-records";
import { leadCustomer } from "../../../../test/lead-records";
import { hangGuard } from "../../../../test/limits";
import type { DatabaseHandle } from "../../db/client";
import { cars, leadDeliveries, leads } from "../../db/schema";
import { openTestDatabase } from "../../db/test-database";
import { importBundle } from "../../import/import-bundle";
import { readSite } from "../../tenancy/sites";
import { submitLead } from "./submit-lead";

/** Issue 5 "Bad input": a forged car or location id, or another site's car, stores no lead. */
let handle: DatabaseHandle;
let a: Site;
let b: Site;

function bundle(slug: string, dealer: string, stocknum: string, config: Record<string, unknown> = {}) {
  return {
    site: { slug, name: slug.toUpperCase(), dealerships: [dealer], config },
    dealerships: [{ slug: dealer, name: `${dealer} dealership`, phone: "07 3000 0000" }],
    locations: [
      {
        slug: `${dealer}-sales`,
        dealership_slug: dealer,
        name: `${dealer} Sales`,
        location_type: "sales",
        address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" },
        contact_detail: { phone: "07 3111 2222", email: `sales@${dealer}.example` },
        distribution_locations: ["Ipswich yard"],
      },
    ],
    cars: [carRecord(dealer, stocknum, { location_slug: `${dealer}-sales`, status: "sold" })],
  };
}

function submission(overrides: Partial<LeadToFile> = {}): LeadToFile {
  return {
    category: "Vehicle Enquiry",
    subcategory: null,
    carId: null,
    locationId: null,
    preferredDealership: null,
    customer: leadCustomer(),
    message: "Hello",
    offerFromClient: null,
    testDriveAt: null,
    tradeIn: null,
    optIn: true,
    optInFinance: false,
    optInTrade: false,
    extra: {},
    fields: { name: "Ada" },
    leadAttributes: { visited_pages: ["/search"] },
    path: "/contact",
    userAgent: "test",
    idempotencyKey: null,
    ...overrides,
  };
}

const carId = async (stocknum: string) =>
  (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    bundle("site-a", "dealer-a", "A1", { leads: { emails: ["boss@dealer-a.example"] } }),
    {
      now: TEST_NOW,
    },
  );
  await importBundle(handle.db, bundle("site-b", "dealer-b", "B1"), { now: TEST_NOW });
  a = (await readSite(handle.db, "site-a"))!;
  b = (await readSite(handle.db, "site-b"))!;
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
});

describe("submitLead", () => {
  it("spec 02 §5: a site-level lead belongs to the dealership the shopper chose; another site's is refused", async () => {
    const result = await submitLead(handle.db, a, submission({ preferredDealership: "dealer-a" }), TEST_NOW);
    const id = result.kind === "created" ? result.id : "";
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead?.delivery?.dealership?.slug).toBe("dealer-a");
    expect(await submitLead(handle.db, a, submission({ preferredDealership: "dealer-b" }), TEST_NOW)).toEqual(
      {
        kind: "invalid",
        issues: [
          { key: "preferred_dealership", message: "preferred_dealership: not a dealership of this site" },
        ],
      },
    );
  });

  it("a lead about the site's car (even a sold one) goes to the car's location and the site's extra inbox", async () => {
    const result = await submitLead(handle.db, a, submission({ carId: await carId("A1") }), TEST_NOW);
    expect(result.kind).toBe("created");
    const id = result.kind === "created" ? result.id : "";
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead?.url).toBe(`${lead?.delivery?.site.url}/contact`);
    expect(lead?.delivery?.vehicle?.stocknum).toBe("A1");
    expect(lead?.delivery?.location?.name).toBe("dealer-a Sales");
    expect(lead?.leadAttributes).toEqual({ visited_pages: ["/search"] });
    const routes = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(routes.map((r) => `${r.channel} ${r.target}`).sort()).toEqual([
      "email boss@dealer-a.example",
      "email sales@dealer-a.example",
    ]);
  });

  it("refuses another site's car and a location that is not the site's, storing nothing", async () => {
    const before = (await handle.db.select().from(leads)).length;
    expect(await submitLead(handle.db, a, submission({ carId: await carId("B1") }), TEST_NOW)).toEqual({
      kind: "invalid",
      issues: [{ key: "car_id", message: "car_id: no such car on this site" }],
    });
    expect(await submitLead(handle.db, a, submission({ carId: 999_999 }), TEST_NOW)).toMatchObject({
      kind: "invalid",
    });
    const bLocation = (await submitLead(handle.db, b, submission({ carId: await carId("B1") }), TEST_NOW))
      .kind;
    expect(bLocation).toBe("created");
    const [bLead] = await handle.db.select().from(leads).where(eq(leads.siteId, b.id));
    expect(await submitLead(handle.db, a, submission({ locationId: bLead!.locationId }), TEST_NOW)).toEqual({
      kind: "invalid",
      issues: [{ key: "location_id", message: "location_id: no such location on this site" }],
    });
    expect((await handle.db.select().from(leads)).length).toBe(before + 1);
  });

  it("spec 01 §5: a test drive's distribution location must be one of the car's location's", async () => {
    const id = await carId("A1");
    const at = (place: string, car: number | null = id) =>
      submission({
        category: "Test Drive",
        carId: car,
        fields: { name: "Ada", distribution_location: place },
      });
    expect((await submitLead(handle.db, a, at("Ipswich yard"), TEST_NOW)).kind).toBe("created");
    const refused = {
      kind: "invalid",
      issues: [
        {
          key: "distribution_location",
          message: "distribution_location: not a test drive location of this car",
        },
      ],
    };
    expect(await submitLead(handle.db, a, at("Somewhere else"), TEST_NOW)).toEqual(refused);
    expect(await submitLead(handle.db, a, at("Ipswich yard", null), TEST_NOW)).toEqual(refused);
  });
});
