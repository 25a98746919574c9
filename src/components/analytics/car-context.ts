import type { AnalyticsParams } from "@/lib/analytics/track";

/**
 * The car an element is about, for an event's `car_id`: the nearest `data-car-id` around it (a car's
 * page marks its whole body with it). Nothing when the element is not on a car's page.
 */
export function carParams(element: Element | null | undefined): AnalyticsParams {
  const id = Number(element?.closest("[data-car-id]")?.getAttribute("data-car-id"));
  return Number.isSafeInteger(id) && id > 0 ? { car_id: id } : {};
}
