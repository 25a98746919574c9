import { type LocationRedirectProps, redirectToLocation } from "../../_routes/location-redirect";

export const dynamic = "force-dynamic";

/** /contact-us/{location slug} → /our-location/{slug} (decision 0022); /contact-us itself is the contact page. */
export default async function ContactUsLocation(props: LocationRedirectProps) {
  return redirectToLocation(props);
}
