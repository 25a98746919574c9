import "server-only";
import type { Site } from "@/lib/tenancy/site";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { getDatabase } from "@/server/db/database";
import { findVehicleById } from "@/server/vehicle/vehicle-detail";

/** The site's listed car a lead page's link names by car_id, or null (no id, another site's, sold). */
export async function loadFormCar(site: Site, id: number | undefined): Promise<VehicleDetail | null> {
  if (id === undefined) return null;
  return findVehicleById(await getDatabase(), site, id, new Date());
}
