import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "@/lib/tenancy/site";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { listSiteReviews } from "./reviews-queries";

/** Issue 17 item 4: a site's Google reviews, by its rules, and never another site's. */
let handle: DatabaseHandle;
let ours: Site;
let theirs: Site;
let strict: Site;

function location(dealership: string, slug: string, visible = true) {
  return { slug, dealership_slug: dealership, name: slug, location_type: "sales" as const, visible };
}

function review(dealership: string, locationSlug: string, id: string, rating: number, date: string) {
  return {
    id,
    dealership_slug: dealership,
    location_slug: locationSlug,
    customer_name: `Customer ${id}`,
    text: `Review ${id}`,
    rating,
    review_date: date,
  };
}

beforeAll(async () => {
  handle = await openTestDatabase();
  const ourReviews = [
    ...Array.from({ length: 14 }, (_, i) =>
      review("our-dealer", "our-yard", `a${i}`, 5, `2026-01-${String(i + 1).padStart(2, "0")}`),
    ),
    review("our-dealer", "our-yard", "low-3", 3, "2026-02-01"),
    review("our-dealer", "our-yard", "low-1", 1, "2026-02-02"),
    review("our-dealer", "our-hidden", "hidden", 5, "2026-02-03"),
    review("our-dealer", "our-second", "second", 4, "2026-01-15"),
  ];
  await importBundle(handle.db, {
    site: { slug: "reviews-ours", name: "Ours", dealerships: ["our-dealer"], config: {} },
    dealerships: [{ slug: "our-dealer", name: "Our Dealer" }],
    locations: [
      location("our-dealer", "our-yard"),
      location("our-dealer", "our-second"),
      location("our-dealer", "our-hidden", false),
    ],
    cars: [],
    reviews: ourReviews,
  });
  await importBundle(handle.db, {
    site: { slug: "reviews-theirs", name: "Theirs", dealerships: ["their-dealer"], config: {} },
    dealerships: [{ slug: "their-dealer", name: "Their Dealer" }],
    locations: [location("their-dealer", "their-yard")],
    cars: [],
    reviews: [review("their-dealer", "their-yard", "theirs", 5, "2026-03-01")],
  });
  await importBundle(handle.db, {
    site: {
      slug: "reviews-strict",
      name: "Strict",
      dealerships: ["our-dealer"],
      config: { reviews: { min_rating: 3, google_quantity: 3 } },
    },
    dealerships: [],
    locations: [],
    cars: [],
  });
  ours = (await readSite(handle.db, "reviews-ours"))!;
  theirs = (await readSite(handle.db, "reviews-theirs"))!;
  strict = (await readSite(handle.db, "reviews-strict"))!;
});

afterAll(async () => {
  await handle?.close();
});

describe("listSiteReviews", () => {
  it("the site's newest 12 reviews at 4 stars or more (spec 01 §9 defaults), none of another site's", async () => {
    const { reviews, summary } = await listSiteReviews(handle.db, ours);
    expect(reviews).toHaveLength(12);
    expect(reviews[0]!.customerName).toBe("Customer second");
    expect(reviews.every((r) => r.rating >= 4)).toBe(true);
    expect(reviews.map((r) => r.customerName)).not.toContain("Customer theirs");
    expect(reviews.map((r) => r.customerName)).not.toContain("Customer hidden");
    // Every review of the visible locations counts: 14 × 5, a 4, a 3 and a 1.
    expect(summary).toEqual({ count: 17, averageRating: (78 / 17).toFixed(1) });

    const other = await listSiteReviews(handle.db, theirs);
    expect(other.reviews.map((r) => r.customerName)).toEqual(["Customer theirs"]);
    expect(other.summary).toEqual({ count: 1, averageRating: "5.0" });
  });

  it("a site's own min_rating and google_quantity (spec 02 §9 '3 for one tenant')", async () => {
    const { reviews } = await listSiteReviews(handle.db, strict);
    expect(reviews.map((r) => [r.customerName, r.rating])).toEqual([
      ["Customer low-3", 3],
      ["Customer second", 4],
      ["Customer a13", 5],
    ]);
  });

  it("one location's reviews; another site's location id gives nothing", async () => {
    const all = await listSiteReviews(handle.db, ours);
    const secondId = all.reviews.find((r) => r.customerName === "Customer second")!.locationId;
    const one = await listSiteReviews(handle.db, ours, { locationId: secondId });
    expect(one.reviews.map((r) => r.customerName)).toEqual(["Customer second"]);
    expect(one.summary).toEqual({ count: 1, averageRating: "4.0" });

    const theirId = (await listSiteReviews(handle.db, theirs)).reviews[0]!.locationId;
    expect(await listSiteReviews(handle.db, ours, { locationId: theirId })).toEqual({
      reviews: [],
      summary: { count: 0, averageRating: null },
    });
  });
});
