import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LocationDetails } from "@/components/locations/location-details";
import { VideoFacade } from "@/components/marketing/video-facade";
import { locationJsonLd } from "@/lib/locations/location-json-ld";
import { locationDetailsPath } from "@/lib/locations/location-links";
import { dealershipOf, locationFormPrefill } from "@/lib/locations/location-page";
import { dealershipVideoId } from "@/lib/marketing/youtube";
import { jsonLdScript } from "@/lib/vehicle/car-json-ld";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadLocationDetails } from "../../_loaders/location";
import { loadFormSetup, loadSite, requireSite } from "../../_loaders/site";
import { SiteReviews } from "../../_routes/site-reviews";

type Props = { params: Promise<{ site: string; slug: string }> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  const site = await loadSite(siteSlug);
  if (!site) return {};
  const details = await loadLocationDetails(siteSlug, slug);
  if (!details) return {};
  const { location } = details;
  const where = [location.address.city, location.address.state?.toUpperCase()].filter(Boolean).join(" ");
  return {
    title: location.name,
    description: `${location.name}${where ? ` in ${where}` : ""}: address, directions, opening hours and contact.`,
    alternates: { canonical: `${siteOrigin(site)}${locationDetailsPath(location.slug)}` },
  };
}

/**
 * /our-location/{slug} (spec 01 §2, spec 02 §2 "Location details page"), the one canonical URL of a
 * location's page; /contact-us/{slug} and /locations/{slug} redirect here (decision 0022). An unknown
 * slug, or another site's location, is the site's 404.
 */
export default async function LocationDetailsRoute({ params }: Props) {
  const { site: siteSlug, slug } = await params;
  const [site, details] = await Promise.all([requireSite(siteSlug), loadLocationDetails(siteSlug, slug)]);
  if (!details) notFound();
  const setup = await loadFormSetup(site.slug);
  const { location, group, panels, special } = details;
  const dealership = dealershipOf(site.dealerships, location);
  const url = `${siteOrigin(site)}${locationDetailsPath(location.slug)}`;
  // Decision 0055: the dealership's video, where the site allows YouTube embeds.
  const videoId = dealershipVideoId(site.config, dealership);
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScript escapes '<', so the data cannot close the script
        dangerouslySetInnerHTML={{ __html: jsonLdScript(locationJsonLd(location, { url, special })) }}
      />
      <LocationDetails
        location={location}
        group={group}
        panels={panels}
        missingHours={site.template.missingHours}
        formSetup={setup}
        formPrefill={locationFormPrefill(
          location,
          group,
          setup.locations.map((choice) => choice.value),
          dealership,
        )}
      />
      {videoId ? (
        <section aria-labelledby="location-video" className="mx-auto max-w-3xl px-4 py-8">
          <h2 id="location-video" className="mb-4 text-xl font-semibold">
            Video
          </h2>
          <VideoFacade videoId={videoId} title={`${dealership?.name ?? location.name} video`} />
        </section>
      ) : null}
      {/* Spec 02 §9 reviews: this location's own Google reviews (nothing when it has none). */}
      <SiteReviews site={site} locationId={location.id} dealershipName={dealership?.name ?? null} />
    </>
  );
}
