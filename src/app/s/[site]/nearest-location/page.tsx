import type { Metadata } from "next";
import { NearestLocationFinder } from "@/components/locations/nearest-location-finder";
import { nearestToPostcode } from "@/server/locations/nearest";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadSite, loadSiteLocations, requireSite } from "../_loaders/site";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** How many locations the page lists, closest first. */
const SHOWN = 3;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  return {
    title: "Find your nearest location",
    description: `The ${site.name} location closest to your postcode, with directions.`,
    alternates: { canonical: `${siteOrigin(site)}/nearest-location` },
  };
}

/**
 * /nearest-location?postcode=2150: the site's locations nearest an Australian postcode, each with
 * its map card (issue 17 items 5 and 9). Works without JavaScript (the form is a GET to this page);
 * with JavaScript the finder answers in place.
 */
export default async function NearestLocationPage({ params, searchParams }: Props) {
  const slug = (await params).site;
  const [, locations, query] = await Promise.all([requireSite(slug), loadSiteLocations(slug), searchParams]);
  const raw = Array.isArray(query.postcode) ? query.postcode[0] : query.postcode;
  const postcode = raw?.slice(0, 20) ?? "";
  const answer = postcode ? nearestToPostcode(locations, postcode, SHOWN) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold md:text-3xl">Find your nearest location</h1>
      <NearestLocationFinder
        label="Your postcode"
        action="/nearest-location"
        limit={SHOWN}
        initialPostcode={postcode}
        initialAnswer={answer}
        showMaps
      />
    </div>
  );
}
