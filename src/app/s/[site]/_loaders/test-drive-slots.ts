import "server-only";
import { bookableLocations } from "@/lib/scheduling/booking-desk";
import type { YardSlots } from "@/lib/scheduling/slot-words";
import type { Site } from "@/lib/tenancy/site";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { getDatabase } from "@/server/db/database";
import { siteLocationById } from "@/server/notices/notice-yards";
import { testDriveSlots } from "@/server/scheduling/booking-yards";
import { loadAllSiteLocations, loadSiteLocations } from "./site";

/**
 * The test drive page's bookable times (issue 34 item 2), read per request on the server's clock:
 * the car's yard's, or for a site-level booking every sales yard's the form offers. The page is drawn
 * per request (it reads the query), so the times are never a cached page's.
 */
export async function loadTestDriveSlots(
  site: Site,
  car: VehicleDetail | null,
): Promise<Record<string, YardSlots | null>> {
  const db = await getDatabase();
  const [all, listed] = await Promise.all([loadAllSiteLocations(site.slug), loadSiteLocations(site.slug)]);
  if (car) {
    if (car.locationId === null) return {};
    const yard =
      all.find((l) => l.id === car.locationId) ?? (await siteLocationById(db, site, car.locationId));
    return yard ? testDriveSlots(db, site, [yard], new Date(), all) : {};
  }
  return testDriveSlots(db, site, bookableLocations(listed), new Date(), all);
}
