import "server-only";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import {
  type Review,
  type ReviewSummary,
  reviewSummaryFromTotals,
  shownReviews,
} from "@/lib/reviews/reviews";
import type { Site } from "@/lib/tenancy/site";
import { parseRecordId } from "@/lib/text/record-id";
import type { Database } from "../db/client";
import { locations, reviews } from "../db/schema";

/** What a reviews section shows: the reviews that pass the site's rules, and the rating over all. */
export type SiteReviews = { reviews: Review[]; summary: ReviewSummary };

const NONE: SiteReviews = { reviews: [], summary: { count: 0, averageRating: null } };

/**
 * The Google reviews of the site's visible locations (only its own dealerships'), or of one of them:
 * the newest at or above `reviews.min_rating`, at most `reviews.google_quantity` (spec 01 §9, spec 02
 * §9), and the summary over every review of those locations (spec 02 §3 "Review summary"). A location
 * id that is not the site's gives nothing.
 */
export async function listSiteReviews(
  db: Database,
  site: Site,
  options: { locationId?: number } = {},
): Promise<SiteReviews> {
  if (!site.dealershipIds.length) return NONE;
  const rules = site.config.reviews;
  if (options.locationId !== undefined && parseRecordId(options.locationId) === null) return NONE;
  const siteLocations = and(
    inArray(locations.dealershipId, site.dealershipIds),
    eq(locations.visible, true),
    options.locationId === undefined ? undefined : eq(locations.id, options.locationId),
  );
  const [rows, totals] = await Promise.all([
    rules.google_quantity > 0
      ? db
          .select({
            id: reviews.id,
            locationId: reviews.locationId,
            customerName: reviews.customerName,
            text: reviews.text,
            rating: reviews.rating,
            reviewDate: reviews.reviewDate,
            replyText: reviews.replyText,
            replyDate: reviews.replyDate,
            imageUrl: reviews.imageUrl,
          })
          .from(reviews)
          .innerJoin(locations, eq(locations.id, reviews.locationId))
          .where(and(siteLocations, gte(reviews.rating, rules.min_rating)))
          .orderBy(desc(reviews.reviewDate), desc(reviews.id))
          .limit(rules.google_quantity)
      : Promise.resolve([] as Review[]),
    db
      .select({
        count: sql<number>`count(*)::int`,
        sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
      })
      .from(reviews)
      .innerJoin(locations, eq(locations.id, reviews.locationId))
      .where(siteLocations),
  ]);
  const total = totals[0] ?? { count: 0, sum: 0 };
  return {
    // The SQL applies the rules; the lib rule is the reference and keeps the order exact on ties.
    reviews: shownReviews(rows, rules),
    summary: reviewSummaryFromTotals(Number(total.count), Number(total.sum)),
  };
}
