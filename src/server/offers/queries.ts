import "server-only";
import { and, asc, desc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { OfferRecordRow } from "@/lib/offers/offer";
import type { Site } from "@/lib/tenancy/site";
import { hasNul } from "@/lib/text/well-formed";
import type { Database } from "../db/client";
import { manufacturers, models, offers } from "../db/schema";

export type Offer = OfferRecordRow;

/**
 * Spec 02 §2 "/special-offers (the site's offers, minus those whose excluded_website_ids name the
 * site)": the site's own offers that have started and not expired, and that do not exclude it.
 */
function currentOfferOf(site: Site, now: Date): SQL {
  return and(
    eq(offers.siteId, site.id),
    or(isNull(offers.startsAt), lte(offers.startsAt, now)),
    or(isNull(offers.expiresAt), gt(offers.expiresAt, now)),
    sql`not (${site.id} = any(${offers.excludedWebsiteIds}))`,
  ) as SQL;
}

/** The offer's columns, and its model's image (spec 02 §3 image_or_model_image) by make and model slug. */
function selectOffers(db: Database) {
  return db
    .select({
      id: offers.id,
      slug: offers.slug,
      name: offers.name,
      description: offers.description,
      disclaimer: offers.disclaimer,
      category: offers.category,
      manufacturerName: offers.manufacturerName,
      model: offers.model,
      imageUrl: offers.imageUrl,
      modelImageUrl: models.imageUrl,
      startsAt: offers.startsAt,
      expiresAt: offers.expiresAt,
    })
    .from(offers)
    .leftJoin(manufacturers, sql`lower(${manufacturers.name}) = lower(${offers.manufacturerName})`)
    .leftJoin(
      models,
      and(eq(models.manufacturerId, manufacturers.id), eq(models.slug, sql`${offers.model}->>'slug'`)),
    );
}

/** The site's current offers, newest first (then by name): the list page, the home teaser, the sitemap. */
export async function listCurrentOffers(db: Database, site: Site, now = new Date()): Promise<Offer[]> {
  return selectOffers(db)
    .where(currentOfferOf(site, now))
    .orderBy(sql`${offers.startsAt} desc nulls last`, asc(offers.name), desc(offers.id));
}

/** One current offer of the site by its slug; null when unknown, another site's, not started, expired or excluded. */
export async function findCurrentOffer(
  db: Database,
  site: Site,
  slug: string,
  now = new Date(),
): Promise<Offer | null> {
  // A NUL names nothing and would fail the query (issue 29): not asked of the database.
  if (hasNul(slug)) return null;
  const [row] = await selectOffers(db)
    .where(and(currentOfferOf(site, now), eq(offers.slug, slug)))
    .limit(1);
  return row ?? null;
}
