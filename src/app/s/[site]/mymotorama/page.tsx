import { GarageRoute, type GarageRouteProps, garageMetadata } from "../_routes/garage-route";

/** One shopper's own page: rendered per request, privately (decision 0039). */
export const dynamic = "force-dynamic";

/** /mymotorama: the garage (spec 02 §2), or a redirect to the site's own garage path. */
export function generateMetadata(props: GarageRouteProps) {
  return garageMetadata(props);
}

export default function Page(props: GarageRouteProps) {
  return <GarageRoute {...props} path="/mymotorama" />;
}
