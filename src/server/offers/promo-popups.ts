import "server-only";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { livePromoPopup, PROMO_POPUP_DEFAULT_BUTTON, type PromoPopupData } from "@/lib/offers/promo-popup";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { promoPopups } from "../db/schema";

/**
 * The site's popups not yet expired, in precedence order: the one that started last first (an open
 * start counts as earliest), then the newest. Which one shows is picked by the clock
 * (lib/offers/promo-popup.ts livePromoPopup), so the list can be kept with the cached site (decision
 * 0085) and a scheduled popup still takes over at its start.
 */
export async function listPromoPopups(db: Database, site: Site, now = new Date()): Promise<PromoPopupData[]> {
  const rows = await db
    .select()
    .from(promoPopups)
    .where(and(eq(promoPopups.siteId, site.id), or(isNull(promoPopups.expiry), gt(promoPopups.expiry, now))))
    .orderBy(sql`${promoPopups.start} desc nulls last`, desc(promoPopups.id));
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt ?? "",
    button: row.buttonUrl ? { text: row.buttonText ?? PROMO_POPUP_DEFAULT_BUTTON, url: row.buttonUrl } : null,
    start: row.start?.toISOString() ?? null,
    expiry: row.expiry?.toISOString() ?? null,
  }));
}

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
  return livePromoPopup(await listPromoPopups(db, site, now), now.getTime());
}
