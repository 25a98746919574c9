import { locationFace } from "@/lib/locations/location-face";
import type { LocationGroup } from "@/lib/locations/location-groups";
import { cn } from "@/lib/utils/cn";
import { buttonVariants } from "../ui/button";
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
  const face = locationFace(group);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="grid items-start gap-4 rounded-lg border bg-background p-4 md:grid-cols-2">
      <LocationMap
        name={face.name}
        point={face.point}
        address={face.address}
        directionsUrl={face.directionsUrl}
      />
      <div className="flex flex-col gap-2">
        <Heading className="text-xl font-semibold">{face.name}</Heading>
        {face.rating ? <StarRating rating={face.rating.average} count={face.rating.count} /> : null}
        <PlaceAddress
          lines={face.addressLines}
          href={face.placeUrl}
          className="text-muted-foreground underline-offset-2 hover:underline"
        />
        <LocationPhones phones={face.groupPhones} label={`Call ${face.name}`} />
        <div className="mt-2 flex flex-wrap gap-2">
          <a href={face.detailsPath} className={buttonVariants({ variant: "primary" })}>
            View Location Details<span className="sr-only">: {face.name}</span>
          </a>
          <a
            href={face.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: "secondary" }))}
          >
            Directions<span className="sr-only"> to {face.name}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
