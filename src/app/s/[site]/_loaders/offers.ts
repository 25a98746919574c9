import "server-only";
import { cache } from "react";
import { type OfferView, offerView } from "@/lib/offers/offer";
import { offerPath, singleManufacturer } from "@/lib/offers/offer-paths";
import { livePromoPopup, type PromoPopupData } from "@/lib/offers/promo-popup";
import type { Site } from "@/lib/tenancy/site";
import { getDatabase } from "@/server/db/database";
import { listPromoPopups } from "@/server/offers/promo-popups";
import { findCurrentOffer, listCurrentOffers, type Offer } from "@/server/offers/queries";
import { keptPerSite } from "@/server/tenancy/kept-per-site";
import { requireSite } from "./site";

/*
 * The site's offers for a request (spec 02 §2 "Offers"): the list page, an offer's page (and its
 * metadata), the home teaser. React's cache() makes one request read them once (decision 0015).
 */

function view(site: Site, row: Offer): OfferView {
  return offerView(row, offerPath(row, singleManufacturer(site.dealerships)));
}

/** The site's current offers, newest first, each with its canonical path. */
export const loadCurrentOffers = cache(async (slug: string): Promise<OfferView[]> => {
  const site = await requireSite(slug);
  const rows = await listCurrentOffers(await getDatabase(), site);
  return rows.map((row) => view(site, row));
});

/** One current offer of the site by its slug, or null (unknown, expired, not started or excluded). */
export const loadCurrentOffer = cache(async (slug: string, offerSlug: string): Promise<OfferView | null> => {
  const site = await requireSite(slug);
  const row = await findCurrentOffer(await getDatabase(), site, offerSlug);
  return row ? view(site, row) : null;
});

/** The site's popups, read once per cached site object (decision 0085). */
const keptPromoPopups = keptPerSite(async (site) => listPromoPopups(await getDatabase(), site));

/**
 * The promo popup every page of the site carries (spec 02 §2 "Promo popup"), or null: picked from the
 * kept list by this request's clock, so a popup starts and ends on time.
 */
export const loadPromoPopup = cache(
  async (slug: string): Promise<PromoPopupData | null> =>
    livePromoPopup(await keptPromoPopups(await requireSite(slug)), Date.now()),
);
