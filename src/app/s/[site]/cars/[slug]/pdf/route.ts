import { decodeRouteParam } from "@/lib/text/route-param";
import { vehicleBrochure } from "@/lib/vehicle/brochure";
import { getDatabase } from "@/server/db/database";
import { jsonError } from "@/server/http/api";
import { withSite } from "@/server/http/with-site";
import { siteOrigin } from "@/server/tenancy/sites";
import { findVehicle } from "@/server/vehicle/vehicle-detail";
import { renderVehiclePdf } from "@/server/vehicle/vehicle-pdf";

export const dynamic = "force-dynamic";

type Params = { site: string; slug: string };

/** GET /cars/{slug}/pdf (spec 01 §7 "PDF download by car slug, saved as {slug}.pdf"). */
export const GET = withSite<Params>(async (_request, site, { slug }) => {
  const found = await findVehicle(await getDatabase(), site, decodeRouteParam(slug), new Date());
  if (found?.kind !== "listed") return jsonError(404, "This car is no longer listed");
  const { car } = found;
  const url = `${siteOrigin(site)}/cars/${encodeURIComponent(car.slug)}`;
  const pdf = await renderVehiclePdf(
    vehicleBrochure(car, { siteName: site.name, config: site.config, template: site.template, url }),
  );
  return new Response(Buffer.from(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${car.slug.replace(/[^a-z0-9-]/gi, "-")}.pdf"`,
      "cache-control": "private, max-age=60",
    },
  });
});
