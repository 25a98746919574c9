import { notFound, permanentRedirect } from "next/navigation";
import { locationDetailsPath } from "@/lib/locations/location-links";
import { loadAllSiteLocations } from "../_loaders/site";

export type LocationRedirectProps = { params: Promise<{ site: string; slug: string }> };

/**
 * /contact-us/{slug} and /locations/{slug} (spec 02 §2 routes table): the same location's page, whose
 * one URL is /our-location/{slug} (decision 0022): a permanent redirect there for a location of the
 * site, the site's 404 for anything else (so a typo is not bounced to a second 404).
 */
export async function redirectToLocation({ params }: LocationRedirectProps): Promise<never> {
  const { site, slug } = await params;
  const location = (await loadAllSiteLocations(site)).find((l) => l.slug === slug);
  if (!location) notFound();
  permanentRedirect(locationDetailsPath(location.slug));
}
