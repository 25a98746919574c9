import { addressLines } from "@/lib/format/address";
import type { LocationGroup } from "@/lib/locations/location-groups";
import { directionsUrl, locationDetailsPath, placeUrl } from "@/lib/locations/location-links";
import { cn } from "@/lib/utils/cn";
import { buttonVariants } from "../ui/button";
import { groupRating } from "./location-card";
import { LocationMap } from "./location-map";
import { LocationPhones } from "./location-phones";
import { PlaceAddress } from "./place-address";
import { StarRating } from "./star-rating";

/**
 * One location as a map beside its details (spec 02 §2 Location block "It shows one location as a
 * map-plus-details section"): name, rating, address linking to the place, directions, phones of the
 * group (each number once), and the details page.
 */
export function LocationSummary({ group, headingLevel = 3 }: { group: LocationGroup; headingLevel?: 2 | 3 }) {
  const face = group.members[0]!;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const rated = groupRating(group.members);
  const lines = addressLines(face.address);
  const directions = directionsUrl(face);
  return (
    <div className="grid gap-4 rounded-lg border bg-background p-4 md:grid-cols-2">
      <LocationMap
        name={group.name}
        latitude={Number.isFinite(face.address.lat) ? face.address.lat! : null}
        longitude={Number.isFinite(face.address.long) ? face.address.long! : null}
        address={lines.join(", ")}
        directionsUrl={directions}
      />
      <div className="flex flex-col gap-2">
        <Heading className="text-xl font-semibold">{group.name}</Heading>
        {rated?.averageRating != null ? (
          <StarRating rating={rated.averageRating} count={rated.reviewCount} />
        ) : null}
        <PlaceAddress
          lines={lines}
          href={placeUrl(face)}
          className="text-muted-foreground underline-offset-2 hover:underline"
        />
        <LocationPhones
          phones={group.members.flatMap((m) => [m.contactDetail.phone, m.contactDetail.landline_phone])}
          label={`Call ${group.name}`}
        />
        <div className="mt-2 flex flex-wrap gap-2">
          <a href={locationDetailsPath(face.slug)} className={buttonVariants({ variant: "primary" })}>
            View Location Details<span className="sr-only">: {group.name}</span>
          </a>
          <a
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: "secondary" }))}
          >
            Directions<span className="sr-only"> to {group.name}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
