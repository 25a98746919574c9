import { ReviewsSection } from "@/components/locations/reviews-section";
import { reviewUrlFor } from "@/lib/reviews/feedback-page";
import type { Site } from "@/lib/tenancy/site";
import { getDatabase } from "@/server/db/database";
import { listSiteReviews } from "@/server/locations/reviews-queries";

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
  const { reviews, summary } = await listSiteReviews(await getDatabase(), site, { locationId });
  return (
    <ReviewsSection
      reviews={reviews}
      summary={summary}
      reviewUrl={reviewUrlFor(site.config.gmb_profiles, dealershipName)}
    />
  );
}
