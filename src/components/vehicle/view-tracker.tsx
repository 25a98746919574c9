"use client";

import { useIdleEffect } from "@/components/ui/use-idle-effect";
import { track, trackPixel } from "@/lib/analytics/track";
import { carPath } from "@/lib/stock/car-path";

/**
 * Counts the view once the page is shown (spec 01 §7 view.json) and sends the page's analytics: event 4
 * for a used car's detail view and the ad pixel's ViewContent. Failures are only logged (spec 01 §8).
 */
export function ViewTracker({
  slug,
  carId,
  carType,
  photosCount,
  updatedAt,
  websiteId,
}: {
  slug: string;
  carId: number;
  carType: string;
  photosCount: number;
  updatedAt: string;
  websiteId: number;
}) {
  useIdleEffect(() => {
    const params = new URLSearchParams({
      photos_count: String(photosCount),
      updated_at: updatedAt,
      website_id: String(websiteId),
    });
    fetch(`${carPath(slug)}/view.json?${params}`, { cache: "no-store" }).catch((error: unknown) =>
      console.error("View was not recorded", error),
    );
    if (carType === "used") track("usedDetailView", { car_id: carId });
    trackPixel("ViewContent", { content_ids: [String(carId)], content_type: "vehicle" });
  }, [slug, carId, carType, photosCount, updatedAt, websiteId]);
  return null;
}
