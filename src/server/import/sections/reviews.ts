import "server-only";
import { sql } from "drizzle-orm";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import type { Database } from "../../db/client";
import { reviews } from "../../db/schema";
import type { ImportReport } from "../import-report";

/**
 * The bundle's reviews, upserted by location and source id, then each touched location's rating
 * summary (its average and count) recomputed.
 */
export async function importReviews(
  db: Database,
  bundle: ValidatedBundle,
  locationIds: Map<string, number>,
  report: ImportReport,
): Promise<void> {
  const reviewedLocations = new Set<number>();
  for (const { index, record } of bundle.reviews) {
    const locationId = locationIds.get(`${record.dealership_slug}|${record.location_slug}`);
    if (locationId === undefined) {
      report.counts.reviews.failed++;
      report.issues.push({
        section: "reviews",
        index,
        key: record.id,
        field: "location_slug",
        message: `no location "${record.location_slug}" in dealership "${record.dealership_slug}"`,
      });
      continue;
    }
    const values = {
      locationId,
      sourceId: record.id,
      customerName: record.customer_name,
      text: record.text,
      rating: record.rating,
      reviewDate: record.review_date,
      replyText: record.reply_text ?? null,
      replyDate: record.reply_date ?? null,
      imageUrl: record.image_url ?? null,
    };
    const [row] = await db
      .insert(reviews)
      .values(values)
      .onConflictDoUpdate({ target: [reviews.locationId, reviews.sourceId], set: values })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    report.counts.reviews[row?.inserted ? "inserted" : "updated"]++;
    reviewedLocations.add(locationId);
  }
  for (const locationId of reviewedLocations) {
    await db.execute(sql`
      update locations set
        average_rating = (select round(avg(rating)::numeric, 1)::real from reviews where location_id = ${locationId}),
        review_count = (select count(*) from reviews where location_id = ${locationId})
      where id = ${locationId}`);
  }
}
