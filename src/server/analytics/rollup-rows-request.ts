import "server-only";
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { env } from "@/env";
import { adminCredential } from "../admin/admin-access";
import type { Database } from "../db/client";
import { getDatabase } from "../db/database";
import { analyticsCarDays, analyticsEvents, analyticsSiteDays } from "../db/schema";
import { jsonError, parseQuery } from "../http/api";
import { readSite } from "../tenancy/sites";
import { analyticsTimeZone } from "./site-clock";

/**
 * `GET /admin/api/sites/{slug}/analytics/days?from=YYYY-MM-DD&to=YYYY-MM-DD` (decision 0061): the
 * operator's look at a site's analytics as stored, for checking collection on a running server (the
 * e2e suite does): the rollup rows of `analytics_site_days` and `analytics_car_days` over the range,
 * and the raw events not yet purged counted per day and event. Operator only (ADMIN_TOKEN); any other
 * credential is answered as if the site did not exist. The dealer's report is
 * `GET /admin/api/sites/{slug}/analytics` (issue 33 §4), built on the same tables.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day, YYYY-MM-DD");
const querySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: "from must not be after to", path: ["to"] });

const MAX_CARS = 200;

export async function handleAnalyticsDays(request: Request, slug: string): Promise<Response> {
  const credential = adminCredential(request, env);
  if (!credential.ok) return credential.response;
  const db = await getDatabase();
  const site = credential.data.kind === "operator" && slug.length <= 100 ? await readSite(db, slug) : null;
  if (!site) return jsonError(404, "There is no such site.");
  const query = parseQuery(new URL(request.url).searchParams, querySchema);
  if (!query.ok) return query.response;
  const { from, to } = query.data;
  return Response.json(
    {
      site: site.slug,
      time_zone: await analyticsTimeZone(db, site),
      ...(await rollupRows(db, site.id, from, to)),
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function rollupRows(db: Database, siteId: number, from: string, to: string) {
  const days = await db
    .select()
    .from(analyticsSiteDays)
    .where(
      and(
        eq(analyticsSiteDays.siteId, siteId),
        gte(analyticsSiteDays.day, from),
        lte(analyticsSiteDays.day, to),
      ),
    )
    .orderBy(asc(analyticsSiteDays.day));
  const cars = await db
    .select()
    .from(analyticsCarDays)
    .where(
      and(
        eq(analyticsCarDays.siteId, siteId),
        gte(analyticsCarDays.day, from),
        lte(analyticsCarDays.day, to),
      ),
    )
    .orderBy(asc(analyticsCarDays.day), desc(analyticsCarDays.views))
    .limit(MAX_CARS);
  const raw = await db
    .select({ day: analyticsEvents.day, event: analyticsEvents.event, events: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(
      and(eq(analyticsEvents.siteId, siteId), gte(analyticsEvents.day, from), lte(analyticsEvents.day, to)),
    )
    .groupBy(analyticsEvents.day, analyticsEvents.event)
    .orderBy(asc(analyticsEvents.day), asc(analyticsEvents.event));
  return { days, cars, raw };
}
