import { ReviewsSection } from "@/components/locations/reviews-section";
import { localDateTime } from "@/lib/format/local-date-time";
import { DEFAULT_OPENING_TIME_ZONE, siteTimeZone } from "@/lib/locations/time-zones";
import { reviewUrlFor } from "@/lib/reviews/feedback-page";
import type { Site } from "@/lib/tenancy/site";
import { getDatabase } from "@/server/db/database";
import { listSiteReviews } from "@/server/locations/reviews-queries";
import { loadAllSiteLocations } from "../_loaders/site";

/**
 * The site's Google reviews (issue 17 item 4), or one location's: loaded here so a page adds the
 * section with one line. Renders nothing when there are none. 'Write a review' goes to the named
 * dealership's profile (a location page's own dealer), else the site's main one.
 */
export async function SiteReviews({
  site,
  locationId,
  dealershipName = null,
}: {
  site: Site;
  locationId?: number;
  dealershipName?: string | null;
}) {
  const [{ reviews, summary }, locations] = await Promise.all([
    listSiteReviews(await getDatabase(), site, { locationId }),
    loadAllSiteLocations(site.slug),
  ]);
  // "3 months ago" counts from the dealer's date, not UTC's (decision 0023).
  const zone = siteTimeZone(locations.map((l) => l.address.state)) ?? DEFAULT_OPENING_TIME_ZONE;
  return (
    <ReviewsSection
      reviews={reviews}
      summary={summary}
      today={localDateTime(new Date(), zone).slice(0, 10)}
      reviewUrl={reviewUrlFor(site.config.gmb_profiles, dealershipName)}
    />
  );
}
