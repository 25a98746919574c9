import type { Metadata } from "next";
import { LocationCard } from "@/components/locations/location-card";
import { NearestLocationFinder } from "@/components/locations/nearest-location-finder";
import { locationCards } from "@/lib/locations/location-groups";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadSite, loadSiteLocations, requireSite } from "../_loaders/site";

type Props = { params: Promise<{ site: string }> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  return {
    title: "View our locations",
    description: `Addresses, phone numbers and opening hours of ${site.name}'s locations.`,
    alternates: { canonical: `${siteOrigin(site)}/our-location` },
  };
}

/**
 * /our-location (spec 01 §2 "Locations screen"): 'View our locations' and one card per location group
 * (sales-only on the template that lists only those; de-duplicated by street or place id). A site
 * with no locations shows the heading and a line saying so, never an empty grid (spec 02 §8).
 */
export default async function OurLocationsPage({ params }: Props) {
  const slug = (await params).site;
  const [site, locations] = await Promise.all([requireSite(slug), loadSiteLocations(slug)]);
  const cards = locationCards(locations);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">View our locations</h1>
      {cards.length > 1 ? (
        // Issue 17 §5: the nearest of several yards by the shopper's postcode; without JavaScript the
        // form goes to /nearest-location, which answers the same question on the server.
        <NearestLocationFinder className="mt-4 max-w-xl" action="/nearest-location" />
      ) : null}
      {cards.length ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="location-cards">
          {cards.map((group) => (
            <li key={group.members[0]!.id}>
              <LocationCard group={group} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-muted-foreground">Contact {site.name} for directions.</p>
      )}
    </div>
  );
}
