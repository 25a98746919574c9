import type { ReactNode } from "react";
import type { SiteLocation } from "@/lib/locations/location";
import { filterLocations, type LocationFilter, locationCards } from "@/lib/locations/location-groups";
import { columnsByCount, type LocationsLayout } from "@/lib/locations/locations-config";
import { cn } from "@/lib/utils/cn";
import { Carousel, CarouselItem } from "../ui/carousel";
import { LocationCard } from "./location-card";
import { LocationSummary } from "./location-summary";

/** Spec 02 §2 "columns by count": the wide screen's columns as Tailwind classes (whole names, so they are built). */
const WIDE_COLUMNS = {
  1: "lg:grid-cols-1",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
} as const;

type Props = {
  /** The site's locations; the block picks its own with `filter`. */
  locations: readonly SiteLocation[];
  filter: LocationFilter;
  /** A grid of cards (default), the carousel sorted by name, or the grid with columns by count. */
  variant?: LocationsLayout;
  /** The block's heading; its id labels the section. Without one the block is a plain div. */
  heading?: string;
  headingId?: string;
  className?: string;
  id?: string;
  /** The cards' heading level: 3 under the block's heading, else 2 unless the page nests it deeper. */
  cardHeadingLevel?: 2 | 3;
};

/**
 * A location block (spec 02 §2 "Location block"): the locations its filter picks, grouped into cards
 * (spec 01 §2) and de-duplicated by street or place id (spec 02 §5). One card's worth is a map beside
 * its details; several are a grid (three or more: 3 columns on large screens; fewer: 5-wide columns
 * of 12), a carousel sorted by name (5 per row on extra-large screens when it has more than 4), or the
 * other variant's grid with columns by count (lib/locations `columnsByCount`, decision 0079).
 * No locations: nothing is rendered (spec 02 §8).
 */
export function LocationBlock({
  locations,
  filter,
  variant = "grid",
  heading,
  headingId,
  className,
  id,
  cardHeadingLevel,
}: Props) {
  const cards = locationCards(filterLocations(locations, filter));
  if (!cards.length) return null;
  const cardHeading = cardHeadingLevel ?? (heading ? 3 : 2);
  let body: ReactNode;
  if (cards.length === 1) {
    body = <LocationSummary group={cards[0]!} headingLevel={cardHeading} />;
  } else if (variant === "carousel") {
    const sorted = [...cards].sort((a, b) => a.name.localeCompare(b.name));
    body = (
      // Its own name: a block's heading already names the section around it (landmarks stay unique).
      <Carousel label="Locations by name">
        {sorted.map((group, i) => (
          <CarouselItem
            key={group.members[0]!.id}
            label={`${i + 1} of ${sorted.length}`}
            className={cn(
              "basis-5/6 sm:basis-1/2 lg:basis-1/3",
              sorted.length > 4 ? "xl:basis-1/5" : "xl:basis-1/4",
            )}
          >
            <LocationCard group={group} headingLevel={cardHeading} />
          </CarouselItem>
        ))}
      </Carousel>
    );
  } else if (variant === "columns") {
    body = (
      <ul
        className={cn("grid gap-4 sm:grid-cols-2", WIDE_COLUMNS[columnsByCount(cards.length)])}
        data-testid="location-grid"
        data-columns={columnsByCount(cards.length)}
      >
        {cards.map((group) => (
          <li key={group.members[0]!.id}>
            <LocationCard group={group} headingLevel={cardHeading} />
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <ul
        className={cn(
          "grid gap-4 sm:grid-cols-2",
          cards.length >= 3 ? "lg:grid-cols-3" : "lg:grid-cols-12 lg:justify-items-stretch",
        )}
        data-testid="location-grid"
      >
        {cards.map((group, i) => (
          <li
            key={group.members[0]!.id}
            className={cn(
              cards.length < 3 && "lg:col-span-5",
              cards.length < 3 && i === 0 && "lg:col-start-2",
            )}
          >
            <LocationCard group={group} headingLevel={cardHeading} />
          </li>
        ))}
      </ul>
    );
  }
  if (!heading) {
    return (
      <div id={id} className={className}>
        {body}
      </div>
    );
  }
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-4 text-2xl font-bold">
        {heading}
      </h2>
      {body}
    </section>
  );
}
