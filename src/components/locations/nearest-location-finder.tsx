"use client";

import { useState } from "react";
import { formatDistance, type NearestAnswer } from "@/lib/locations/distance";
import { locationDetailsPath } from "@/lib/locations/location-links";
import { LocationMap } from "./location-map";
import { PostcodeField } from "./postcode-field";
import { useNearestLocation } from "./use-nearest-location";

export type NearestLocationFinderProps = {
  /** How many locations to list, closest first. */
  limit?: number;
  label?: string;
  /** Where the form goes without JavaScript (a page that reads `?postcode=`); the current page by default. */
  action?: string;
  /** The server's answer for the page's own `?postcode=` (no JavaScript needed to see it). */
  initialPostcode?: string;
  initialAnswer?: NearestAnswer | null;
  /** Draw each found location's map card (LocationMap). */
  showMaps?: boolean;
  className?: string;
};

/**
 * 'Nearest location' by Australian postcode (issue 17 item 5): the shopper types a postcode and gets
 * the site's closest location(s) with the distance, or the spec's message beside the field
 * (spec 02 §8): 'Invalid postcode. Please enter a 4-digit number.' or 'Invalid postcode'. With
 * JavaScript it asks GET /api/locations/nearest; without, it is a GET form.
 */
export function NearestLocationFinder({
  limit = 1,
  label = "Find your nearest location",
  action,
  initialPostcode = "",
  initialAnswer = null,
  showMaps = false,
  className,
}: NearestLocationFinderProps) {
  const [postcode, setPostcode] = useState(initialPostcode);
  const { lookup, find } = useNearestLocation(limit);
  const answer: NearestAnswer | null =
    lookup.status === "found"
      ? lookup.answer
      : lookup.status === "error"
        ? { ok: false, postcode, error: lookup.error }
        : lookup.status === "idle"
          ? initialAnswer
          : null;
  const found = answer?.ok ? answer : null;
  return (
    <div className={className} data-testid="nearest-location">
      <form method="get" action={action} aria-label="Nearest location">
        <PostcodeField
          label={label}
          buttonLabel="Find"
          value={postcode}
          onChange={setPostcode}
          onLookup={() => void find(postcode)}
          error={answer && !answer.ok ? answer.error : null}
          busy={lookup.status === "loading"}
        />
      </form>
      <div aria-live="polite">
        {found && found.locations.length === 0 ? (
          <p className="text-sm">None of our locations has a map position yet.</p>
        ) : null}
        {found && found.locations.length > 0 ? (
          <ol className="mt-1 flex flex-col gap-4" data-testid="nearest-results">
            {found.locations.map((location, index) => (
              // Slugs are unique per dealership, not per site (decision 0022): the rank keeps keys apart.
              <li key={`${index}-${location.slug}`} className="flex flex-col gap-2">
                <p className="text-sm">
                  <a href={locationDetailsPath(location.slug)} className="font-semibold underline">
                    {location.name}
                  </a>{" "}
                  <span data-testid="nearest-distance">
                    {formatDistance(location.distanceKm)} from {found.postcode}
                  </span>
                </p>
                {showMaps ? (
                  <LocationMap
                    name={location.name}
                    point={{ latitude: location.latitude, longitude: location.longitude }}
                    address={location.address}
                    directionsUrl={location.directionsUrl}
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">{location.address}</p>
                )}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}
