import { locationFace } from "@/lib/locations/location-face";
import type { LocationGroup } from "@/lib/locations/location-groups";
import { cn } from "@/lib/utils/cn";
import { buttonVariants } from "../ui/button";
import { LocationMap } from "./location-map";
import { LocationPhones } from "./location-phones";
import { PlaceAddress } from "./place-address";
import { StarRating } from "./star-rating";

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
  const face = locationFace(group);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={cn("flex h-full flex-col gap-2 rounded-lg border bg-background p-4", className)}>
      <LocationMap
        name={face.name}
        point={face.point}
        address={face.address}
        directionsUrl={face.directionsUrl}
      />
      <Heading className="text-lg font-semibold">{face.name}</Heading>
      {face.rating ? <StarRating rating={face.rating.average} count={face.rating.count} /> : null}
      <PlaceAddress
        lines={face.addressLines}
        href={face.placeUrl}
        className="text-sm text-muted-foreground underline-offset-2 hover:underline"
      />
      <LocationPhones phones={face.phones} label={`Call ${face.name}`} className="text-sm" />
      <a
        href={face.detailsPath}
        className={cn(buttonVariants({ variant: "secondary", wrap: true }), "mt-auto w-full")}
      >
        View Location Details<span className="sr-only">: {face.name}</span>
      </a>
    </article>
  );
}
