import { isRealPrice } from "@/lib/stock/price-display";
import { parseRecordId } from "@/lib/text/record-id";
import { getDatabase } from "@/server/db/database";
import { quoteProviderFor } from "@/server/finance/quote-provider";
import { jsonError } from "@/server/http/api";
import { withSite } from "@/server/http/with-site";
import { findVehicleById } from "@/server/vehicle/vehicle-detail";

export const dynamic = "force-dynamic";

type Params = { site: string; id: string };

/** GET /api/cars/{id}/disclaimer (spec 01 §7 "Car disclaimer fetch by car id"): { finance_lenders }. */
export const GET = withSite<Params>(async (_request, site, { id }) => {
  const carId = parseRecordId(id);
  if (carId === null)
    return jsonError(400, "Invalid car id", [
      { key: "id", message: "id: must be a car's id (a whole number from 1 to 2147483647)" },
    ]);
  const car = await findVehicleById(await getDatabase(), site, carId, new Date());
  if (!car) return jsonError(404, "No such car on this site");
  const lenders = isRealPrice(car.price)
    ? await quoteProviderFor(site.config).lenders({ price: car.price })
    : [];
  return Response.json({ finance_lenders: lenders }, { headers: { "cache-control": "no-store" } });
});
