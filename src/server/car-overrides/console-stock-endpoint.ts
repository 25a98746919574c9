import "server-only";
import { z } from "zod";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import { type OverridePatch, overridePatchSchema } from "@/lib/stock/car-override";
import type { Site } from "@/lib/tenancy/site";
import { fixFields, jsonError } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { type ConsoleSessionDeps, consoleSiteSession } from "../staff/console-api";
import type { StaffMember } from "../staff/current-staff";
import { staffActor } from "../staff/current-staff";
import { findStockCar, visibleDealerships } from "../stock/console-stock";
import { carsForChange, changeCarOverrides } from "./car-override-writes";

/**
 * The console's changes over a car's feed values (issue 32 §1, decision 0051), for those who may
 * write a site's stock (managers of the car's dealership, group admins, operators):
 *
 *   POST /api/sites/{slug}/stock/{car}   { hidden?, featured?, special?, dealerComments?, tag?, video? }
 *     each field present is set, `null` puts it back to the feed → 200 { car, override, changed }
 *   POST /api/sites/{slug}/stock/bulk    { action, car_ids, tag? }
 *     hide, unhide, feature, unfeature or tag the cars → 200 { changed, unchanged }
 *
 * 400 per field; 404 for a car of another site or dealership, or none. A change that leaves the car
 * as it was writes nothing (a retried request is not applied twice).
 */
export type ConsoleStockDeps = ConsoleSessionDeps & { now?: () => Date };

const PRIVATE = { headers: { "cache-control": "private, no-store" } };
export const NO_SUCH_CAR = "There is no such car.";

/** The site's clock, for a special price's start and end. */
function siteZone(site: Site): string {
  return openingTimeZone(site.config.default_state);
}

function memberDealerships(member: StaffMember, site: Site): number[] {
  const visibility = dealershipVisibility(member.scope, "stock.write", site.id);
  return visibility ? visibleDealerships(site.dealershipIds, visibility) : [];
}

export async function postConsoleCarOverride(
  deps: ConsoleStockDeps,
  slug: string,
  carSlug: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "stock.write"),
    ...schemaBody(overridePatchSchema, 32_768),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const visibility = dealershipVisibility(member.scope, "stock.write", site.id);
  const car = visibility ? await findStockCar(deps.db, site.dealershipIds, visibility, carSlug) : null;
  if (!car) return jsonError(404, NO_SUCH_CAR);
  const results = await changeCarOverrides(deps.db, site.id, [car], change.input, {
    actor: staffActor(member, change.client.address),
    now: deps.now?.() ?? new Date(),
    timeZone: siteZone(site),
  });
  const result = results.get(car.id);
  switch (result?.kind) {
    case "done":
      return Response.json({ car: car.slug, override: result.override, changed: result.changed }, PRIVATE);
    case "invalid":
      return fixFields(result.issues.map((i) => ({ key: i.field, message: `${i.field}: ${i.message}` })));
    default:
      return jsonError(409, "This car has no stock number or VIN, so a change could not follow it.");
  }
}

export const BULK_ACTIONS = ["hide", "unhide", "feature", "unfeature", "tag"] as const;
/** Cars one bulk request may change. */
export const BULK_LIMIT = 500;

export const bulkSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: "Choose what to do" }),
    car_ids: z
      .array(z.number().int().positive())
      .min(1, "Choose at least one car")
      .max(BULK_LIMIT, `At most ${BULK_LIMIT} cars at once`),
    tag: z.string().trim().max(60, "At most 60 characters").optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.action === "tag" && body.tag === undefined) {
      ctx.addIssue({ code: "custom", path: ["tag"], message: "Enter a tag (empty takes the feed's away)" });
    }
  });

/** What a bulk action changes on each car. */
export function bulkPatch(body: z.output<typeof bulkSchema>): OverridePatch {
  switch (body.action) {
    case "hide":
      return { hidden: true };
    case "unhide":
      return { hidden: null };
    case "feature":
      return { featured: true };
    case "unfeature":
      return { featured: null };
    case "tag":
      return { tag: body.tag ?? null };
  }
}

export async function postConsoleStockBulk(
  deps: ConsoleStockDeps,
  slug: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "stock.write"),
    ...schemaBody(bulkSchema, 32_768),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const ids = [...new Set(change.input.car_ids)];
  const found = await carsForChange(deps.db, memberDealerships(member, site), ids);
  // One car not the member's is the whole request refused: "not yours" reads as "not there".
  if (found.length !== ids.length) return jsonError(404, NO_SUCH_CAR);
  const results = await changeCarOverrides(deps.db, site.id, found, bulkPatch(change.input), {
    actor: staffActor(member, change.client.address),
    now: deps.now?.() ?? new Date(),
    timeZone: siteZone(site),
  });
  let changed = 0;
  let unchanged = 0;
  for (const result of results.values()) {
    if (result.kind === "done" && result.changed) changed++;
    else unchanged++;
  }
  return Response.json({ changed, unchanged }, PRIVATE);
}
