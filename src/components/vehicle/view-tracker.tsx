"use client";

import { announceSavedCarsChange, browserStore } from "@/components/saved-cars/use-stored-list";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import { collect } from "@/lib/analytics/beacon";
import { track, trackPixel } from "@/lib/analytics/track";
import { readViewedCars, recordView, viewedEntry, writeViewedCars } from "@/lib/saved-cars/viewed-cars";
import { carPath } from "@/lib/stock/car-path";
import { VIEW_COUNT_HEADER } from "@/lib/vehicle/view-count";

/**
 * Counts the view once the page is shown (spec 01 §7 view.json), sends the page's analytics (its
 * first-party page view with the car, event 4 for a used car's detail view and the ad pixel's ViewContent) and adds the car to the shopper's viewed
 * cars in local storage (spec 01 §3 "Viewed-car entry"). Failures are only logged (spec 01 §8).
 */
export function ViewTracker({
  slug,
  carId,
  carType,
  photosCount,
  updatedAt,
  websiteId,
  price,
  viewed,
}: {
  slug: string;
  carId: number;
  carType: string;
  photosCount: number;
  updatedAt: string;
  websiteId: number;
  /** The price shown for the car (AUD), when it has one: the pixel's ViewContent value. */
  price?: number | null;
  /** The car as the viewed-car list keeps it (lib/saved-cars/viewed-cars). */
  viewed: Parameters<typeof viewedEntry>[0];
}) {
  useIdleEffect(() => {
    const params = new URLSearchParams({
      photos_count: String(photosCount),
      updated_at: updatedAt,
      website_id: String(websiteId),
    });
    // The header says the car page itself asks, which is what counts a view (issue 29 item 5).
    fetch(`${carPath(slug)}/view.json?${params}`, {
      cache: "no-store",
      headers: { [VIEW_COUNT_HEADER]: "1" },
    }).catch((error: unknown) => console.error("View was not recorded", error));
    // The site's own count of the car's page views (decision 0061), whatever the marketing consent.
    collect("page_view", { page: "car", car: carId });
    if (carType === "used") track("usedDetailView", { car_id: carId });
    // Meta's ViewContent parameters: the catalogue ids, their type, and the value with its currency.
    trackPixel("ViewContent", {
      content_ids: [String(carId)],
      content_type: "vehicle",
      ...(typeof price === "number" ? { value: price, currency: "AUD" } : {}),
    });
    const store = browserStore();
    if (store) {
      writeViewedCars(store, recordView(readViewedCars(store), viewedEntry(viewed, new Date())));
      announceSavedCarsChange();
    }
    // `viewed` is made afresh by each render and describes the same car while carId holds: not a dependency.
  }, [slug, carId, carType, photosCount, updatedAt, websiteId, price]);
  return null;
}
