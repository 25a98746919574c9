import "server-only";
import { asc, eq } from "drizzle-orm";
import type { PromoNode } from "@/lib/search/promo-placement";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { promoNodes } from "../db/schema";

/** The site's promotional cards; which show where is decided by lib/search/promo-placement. */
export async function listPromoNodes(db: Database, site: Site): Promise<PromoNode[]> {
  const rows = await db
    .select()
    .from(promoNodes)
    .where(eq(promoNodes.siteId, site.id))
    .orderBy(asc(promoNodes.position));
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    display: r.display,
    strictDisplay: r.strictDisplay,
    start: r.start ? r.start.toISOString() : null,
    expiry: r.expiry ? r.expiry.toISOString() : null,
    node: r.node,
  }));
}
