import { financedPrice } from "@/lib/finance/repayment-estimate";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import { parseRecordId } from "@/lib/text/record-id";
import { getDatabase } from "@/server/db/database";
import { quoteProviderFor } from "@/server/finance/quote-provider";
import { jsonError } from "@/server/http/api";
import { withSite } from "@/server/http/with-site";
import { findVehicleById } from "@/server/vehicle/vehicle-detail";

export const dynamic = "force-dynamic";

type Params = { site: string; id: string };

/**
 * GET /api/cars/{id}/disclaimer (spec 01 §7 "Car disclaimer fetch by car id"): { finance_lenders }, on
 * the car's financed price (its offer price when it has one) under its dealership's finance settings,
 * the same estimate its page shows (decision 0074).
 */
export const GET = withSite<Params>(async (_request, site, { id }) => {
  const carId = parseRecordId(id);
  if (carId === null)
    return jsonError(400, "Invalid car id", [
      { key: "id", message: "id: must be a car's id (a whole number from 1 to 2147483647)" },
    ]);
  const car = await findVehicleById(await getDatabase(), site, carId, new Date());
  if (!car) return jsonError(404, "No such car on this site");
  const price = financedPrice(car);
  const lenders =
    price === null
      ? []
      : await quoteProviderFor(siteForDealership(site, car.dealershipId).config).lenders({ price });
  return Response.json({ finance_lenders: lenders }, { headers: { "cache-control": "no-store" } });
});
