import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateTime } from "@/lib/format/local-date-time";
import { leadSubmissionSchema } from "@/lib/leads/forms";
import { siteFormSetup as setupFor } from "@/lib/leads/site-form-setup";
import type { Site } from "@/lib/tenancy/site";
import type { DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../db/test-database";
import { importBundle } from "../../import/import-bundle";
import { listSiteLocations } from "../../locations/queries";
import { readSite } from "../../tenancy/sites";

// Spec 01 §5 'Test Drive Booking Date': later than now on the dealer's clock. A datetime-local value
// has no zone; the site's forms and POST /api/leads read it on its locations' clocks: past once it is
// past on all of them (the yard's own clock is checked exactly when the time is booked, decision 0063).
let handle: DatabaseHandle;
let perthGroup: Site;
let noStates: Site;

function location(dealer: string, slug: string, state?: string) {
  return {
    slug,
    dealership_slug: dealer,
    name: slug,
    location_type: "sales",
    address: state ? { street: "1 Main St", city: slug, state, postcode: "6000" } : {},
  };
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, {
    site: {
      slug: "perth-group",
      name: "Perth Group",
      dealerships: ["perth-dealer"],
      config: { finance: { budget_quick_picks: [300_000, 500_000, 800_000] } },
    },
    dealerships: [{ slug: "perth-dealer", name: "Perth Dealer" }],
    locations: [
      location("perth-dealer", "osborne-park", "WA"),
      location("perth-dealer", "midland", "wa"),
      location("perth-dealer", "parramatta", "NSW"),
    ],
    cars: [],
  });
  await importBundle(handle.db, {
    site: { slug: "no-states", name: "No States", dealerships: ["plain-dealer"], config: {} },
    dealerships: [{ slug: "plain-dealer", name: "Plain Dealer" }],
    locations: [location("plain-dealer", "somewhere")],
    cars: [],
  });
  perthGroup = (await readSite(handle.db, "perth-group"))!;
  noStates = (await readSite(handle.db, "no-states"))!;
});

/** The site's form setup as its pages and POST /api/leads build it: from its stored locations. */
async function siteFormSetup(db: DatabaseHandle["db"], site: Site) {
  return setupFor(site, await listSiteLocations(db, site));
}

afterAll(async () => {
  await handle?.close();
});

const shopper = {
  formKind: "test-drive",
  name: "Jane",
  email: "jane@example.com",
  phone: "0412 345 678",
  postcode: "6000",
  idempotency_key: "6f1c2d3e-4b5a-4c6d-8e7f-901234567890",
  form_token: "signed.form.token",
  website: "",
};

describe("the site's forms read a test drive time on its locations' clock (spec 01 §5)", () => {
  it("a site checks on its locations' clocks (WA and NSW); one with no states uses the default", async () => {
    expect((await siteFormSetup(handle.db, perthGroup)).options.timeZone).toEqual([
      "Australia/Perth",
      "Australia/Sydney",
    ]);
    expect((await siteFormSetup(handle.db, noStates)).options.timeZone).toBeUndefined();
  });

  it("half an hour from now in Perth is in the future for the Perth group, though past in Brisbane", async () => {
    // Perth is two hours behind Brisbane all year: Perth's now + 30 min is Brisbane's 90 minutes ago.
    const test_drive_at = localDateTime(new Date(Date.now() + 30 * 60_000), "Australia/Perth");
    const perth = leadSubmissionSchema((await siteFormSetup(handle.db, perthGroup)).options);
    expect(perth.safeParse({ ...shopper, test_drive_at }).success).toBe(true);
    const brisbane = leadSubmissionSchema((await siteFormSetup(handle.db, noStates)).options);
    const refused = brisbane.safeParse({ ...shopper, test_drive_at });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toContain(
      "Please choose a test drive time in the future.",
    );
  });
});

describe("the finance budget's quick picks come from the site (spec 02 §5 'quick-pick amounts')", () => {
  it("a site's own amounts, or the spec's 5,000 to 70,000", async () => {
    expect((await siteFormSetup(handle.db, perthGroup)).budgetQuickPicks).toEqual([
      300_000, 500_000, 800_000,
    ]);
    expect((await siteFormSetup(handle.db, noStates)).budgetQuickPicks).toEqual([
      5_000, 10_000, 20_000, 30_000, 50_000, 70_000,
    ]);
  });
});
