import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIssue } from "@/lib/import/import-issue";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import { detailActions } from "@/lib/vehicle/detail-actions";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import type { DatabaseHandle } from "../db/client";
import { dealerships } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { findVehicle } from "../vehicle/vehicle-detail";
import { readSite } from "./sites";

const NOW = TEST_NOW;
let handle: DatabaseHandle;

const location = (dealer: string) => ({
  slug: `${dealer}-sales`,
  dealership_slug: dealer,
  name: `${dealer} Sales`,
  location_type: "sales",
  address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" },
});

function bundle(dealershipConfigs: Record<string, unknown>) {
  return {
    site: {
      slug: "group",
      name: "Group",
      dealerships: ["north", "south", "plain"],
      config: { phone_numbers: { used: "07 3555 0103" } },
    },
    dealerships: ["north", "south", "plain"].map((slug) => ({
      slug,
      name: `${slug} Motors`,
      ...(dealershipConfigs[slug] !== undefined ? { config: dealershipConfigs[slug] } : {}),
    })),
    locations: ["north", "south", "plain"].map(location),
    cars: ["north", "south", "plain"].map((d) =>
      carRecord(d, `${d.toUpperCase()}1`, {
        slug: `${d}-car`,
        location_slug: `${d}-sales`,
        status: "in_stock",
        checkout_enabled: true,
      }),
    ),
  };
}

beforeAll(async () => {
  handle = await openTestDatabase();
  const report = await importBundle(
    handle.db,
    bundle({
      north: { phone_numbers: { used: "07 4555 0199" }, finance: { default_interest: 8.5 } },
      south: { features: { reserve: false }, copy: { why_buy_from_us: "South promise" } },
    }),
    { now: NOW },
  );
  expect(report.issues).toEqual([]);
});
afterAll(async () => {
  await handle?.close();
});

async function carPage(slug: string) {
  const site = (await readSite(handle.db, "group"))!;
  const found = (await findVehicle(handle.db, site, slug, NOW))!;
  const carSite = siteForDealership(site, found.car.dealershipId);
  return { site, carSite, car: found.car, actions: detailActions(found.car, carSite) };
}

describe("dealership overrides reach their own cars' pages (issue 19 item 7, decision 0032)", () => {
  it("north's used car rings north's number at north's rate; south's car has no Reserve and south's copy", async () => {
    const north = await carPage("north-car");
    expect(north.actions.find((a) => a.kind === "call")?.href).toBe("tel:0745550199");
    expect(north.carSite.config.finance.default_interest).toBe(8.5);
    expect(north.actions.some((a) => a.kind === "reserve")).toBe(true);

    const south = await carPage("south-car");
    expect(south.actions.some((a) => a.kind === "reserve")).toBe(false);
    expect(south.carSite.config.copy.why_buy_from_us).toBe("South promise");
    expect(south.actions.find((a) => a.kind === "call")?.href).toBe("tel:0735550103");
  });

  it("a dealership without overrides shows its cars with the site's config, the same object", async () => {
    const plain = await carPage("plain-car");
    expect(plain.carSite).toBe(plain.site);
    expect(plain.actions.find((a) => a.kind === "call")?.href).toBe("tel:0735550103");
  });
});

describe("a dealership's config in a bundle (issue 19 item 7)", () => {
  it("refuses an unknown or invalid key with the record named, and keeps what was stored", async () => {
    const report = await importBundle(
      handle.db,
      bundle({ north: { theme: { primary: "#f00" } }, south: { phone_numbers: { used: "call us" } } }),
      { now: NOW },
    );
    expect(report.issues.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^dealerships\[0\] \(north\) config\.theme: a dealership cannot override "theme"/,
      ),
      "dealerships[1] (south) config.phone_numbers.used: Phone numbers may hold digits, spaces, brackets, dashes and a leading +",
    ]);
    expect(report.counts.dealerships.failed).toBe(2);
    expect((await carPage("north-car")).carSite.config.finance.default_interest).toBe(8.5);
  });

  it("a bundle without config keeps the stored overrides, {} too (a merge patch, decision 0041); --replace-config with {} clears them; a change bumps the stock version", async () => {
    await importBundle(handle.db, bundle({}), { now: NOW });
    expect((await carPage("north-car")).carSite.config.finance.default_interest).toBe(8.5);
    await importBundle(handle.db, bundle({ north: {} }), { now: NOW });
    expect((await carPage("north-car")).carSite.config.finance.default_interest).toBe(8.5);

    const version = async () =>
      (await handle.db.select().from(dealerships).where(eq(dealerships.slug, "north")))[0]!.stockVersion;
    const before = await version();
    await importBundle(handle.db, bundle({ north: {} }), { now: NOW, replaceConfig: true });
    expect(await version()).toBeGreaterThan(before);
    const north = await carPage("north-car");
    expect(north.carSite).toBe(north.site);
    expect(north.carSite.config.finance.default_interest).toBe(10);
  });
});
