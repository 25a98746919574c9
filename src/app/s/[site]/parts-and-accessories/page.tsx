import { AccessoriesLandingRoute, accessoriesLandingMetadata } from "../_routes/accessories-landing-route";

type Props = { params: Promise<{ site: string }> };

export const dynamic = "force-dynamic";

export const generateMetadata = accessoriesLandingMetadata;

/** /parts-and-accessories: the accessories landing page (spec 02 §2; decision 0031). */
export default function Route({ params }: Props) {
  return <AccessoriesLandingRoute params={params} path="/parts-and-accessories" />;
}
