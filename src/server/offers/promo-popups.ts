import "server-only";
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { PROMO_POPUP_DEFAULT_BUTTON, type PromoPopupData } from "@/lib/offers/promo-popup";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { promoPopups } from "../db/schema";

/**
 * The site's promo popup now (spec 02 §4: shown inside its window, never once its expiry has passed):
 * of the popups in their window, the one that started last (an open start counts as earliest), so a
 * dealer can schedule the next campaign ahead of time. Null when none is live.
 */
export async function currentPromoPopup(
  db: Database,
  site: Site,
  now = new Date(),
): Promise<PromoPopupData | null> {
  const [row] = await db
    .select()
    .from(promoPopups)
    .where(
      and(
        eq(promoPopups.siteId, site.id),
        or(isNull(promoPopups.start), lte(promoPopups.start, now)),
        or(isNull(promoPopups.expiry), gt(promoPopups.expiry, now)),
      ),
    )
    .orderBy(sql`${promoPopups.start} desc nulls last`, desc(promoPopups.id))
    .limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt ?? "",
    button: row.buttonUrl ? { text: row.buttonText ?? PROMO_POPUP_DEFAULT_BUTTON, url: row.buttonUrl } : null,
    start: row.start?.toISOString() ?? null,
    expiry: row.expiry?.toISOString() ?? null,
  };
}
