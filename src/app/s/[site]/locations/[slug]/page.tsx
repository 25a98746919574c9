import { type LocationRedirectProps, redirectToLocation } from "../../_routes/location-redirect";

export const dynamic = "force-dynamic";

/** /locations/{slug} → /our-location/{slug} (decision 0022). */
export default async function LocationsLocation(props: LocationRedirectProps) {
  return redirectToLocation(props);
}
