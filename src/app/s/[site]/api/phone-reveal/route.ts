import { phoneRevealSchema } from "@/lib/vehicle/phone-reveal-schema";
import { getDatabase } from "@/server/db/database";
import { jsonError, parseJsonBody } from "@/server/http/api";
import { withSite } from "@/server/http/with-site";
import { recordPhoneReveal } from "@/server/vehicle/engagement";

export const dynamic = "force-dynamic";

/** POST /api/phone-reveal { car_id, dealership_id, website_id } (spec 01 §4 "Phone reveal", §7). */
export const POST = withSite(async (request, site) => {
  const parsed = await parseJsonBody(request, phoneRevealSchema, 1024);
  if (!parsed.ok) return parsed.response;
  const { car_id, dealership_id, website_id } = parsed.data;
  if (website_id !== site.id) {
    return jsonError(400, "Invalid request body", [
      { key: "website_id", message: "website_id: is not this site's id" },
    ]);
  }
  const result = await recordPhoneReveal(await getDatabase(), site, {
    carId: car_id,
    dealershipId: dealership_id,
  });
  if (result === "unknown-car") {
    return jsonError(400, "Invalid request body", [
      { key: "car_id", message: "car_id: no such car on this site" },
    ]);
  }
  if (result === "wrong-dealership") {
    return jsonError(400, "Invalid request body", [
      { key: "dealership_id", message: "dealership_id: is not the car's dealership" },
    ]);
  }
  return Response.json({ ok: true }, { status: 201, headers: { "cache-control": "no-store" } });
});
