import { addressLines } from "@/lib/format/address";
import type { SiteLocation } from "@/lib/locations/location";
import type { LocationGroup } from "@/lib/locations/location-groups";
import { directionsUrl, locationDetailsPath, placeUrl } from "@/lib/locations/location-links";
import { cn } from "@/lib/utils/cn";
import { buttonVariants } from "../ui/button";
import { LocationMap } from "./location-map";
import { LocationPhones } from "./location-phones";
import { PlaceAddress } from "./place-address";
import { StarRating } from "./star-rating";

/** The rating a group shows: its face's, else the first member's that has one. */
export function groupRating(members: readonly SiteLocation[]): SiteLocation | undefined {
  return members.find((m) => m.averageRating !== null && m.reviewCount > 0);
}

/**
 * One location card (spec 01 §2 Locations screen "Each card: a map, name, star rating and review
 * count, address (street, city, state) linking to a map place, and a phone link", and the button
 * 'View Location Details'). A group of sales, service and parts is one card; its face is the first.
 */
export function LocationCard({
  group,
  headingLevel = 3,
  className,
}: {
  group: LocationGroup;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const face = group.members[0]!;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const rated = groupRating(group.members);
  const lines = addressLines(face.address);
  return (
    <article className={cn("flex h-full flex-col gap-2 rounded-lg border bg-background p-4", className)}>
      <LocationMap
        name={group.name}
        latitude={Number.isFinite(face.address.lat) ? face.address.lat! : null}
        longitude={Number.isFinite(face.address.long) ? face.address.long! : null}
        address={lines.join(", ")}
        directionsUrl={directionsUrl(face)}
      />
      <Heading className="text-lg font-semibold">{group.name}</Heading>
      {rated?.averageRating != null ? (
        <StarRating rating={rated.averageRating} count={rated.reviewCount} />
      ) : null}
      <PlaceAddress
        lines={lines}
        href={placeUrl(face)}
        className="text-sm text-muted-foreground underline-offset-2 hover:underline"
      />
      <LocationPhones
        phones={[face.contactDetail.phone, face.contactDetail.landline_phone]}
        label={`Call ${group.name}`}
        className="text-sm"
      />
      <a
        href={locationDetailsPath(face.slug)}
        className={cn(buttonVariants({ variant: "secondary", wrap: true }), "mt-auto w-full")}
      >
        View Location Details<span className="sr-only">: {group.name}</span>
      </a>
    </article>
  );
}
