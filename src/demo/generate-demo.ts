import type { Bundle } from "@/lib/import/bundle-schema";
import { siteArticles, siteGuarantees, sitePages } from "./demo-content";
import { dealershipLocations } from "./demo-locations";
import { TOYOTA_MODELS, toyotaAccessories, toyotaModels } from "./demo-models";
import { siteOffers } from "./demo-offers";
import { sitePromoPopup, sitePromos } from "./demo-promos";
import { locationReviews } from "./demo-reviews";
import { DEMO_SITES, type DemoSiteDefinition, withDemoPromises } from "./demo-sites";
import { generateSiteCars } from "./generate-cars";
import { createRng, deriveSeed } from "./prng";

/**
 * Deterministic demo data: three tenants' import bundles built from a seed. Pure (no I/O, no clock reads other
 * than the `now` default), so the same options always give byte-identical JSON and a re-import changes nothing.
 */

export const DEFAULT_DEMO_CARS = 3000;
export const DEFAULT_DEMO_SEED = 20_240_601;
/** Each site draws VIN serials from its own block of this size, which caps a site's car count. */
const VIN_BLOCK = 10_000_000;
export const MAX_DEMO_CARS = 1_000_000;

export interface GenerateDemoOptions {
  /** Cars for the dealer group; the other two sites get a share of it (12% and 10%, at least 40 and 30). */
  cars?: number;
  seed?: number;
  /** Dates (created, sold, rego, offers, reviews) are relative to this; defaults to the current time. */
  now?: Date;
}

export interface DemoSiteBundle {
  site: string;
  bundle: Bundle;
}

export function generateDemoBundles(options: GenerateDemoOptions = {}): DemoSiteBundle[] {
  const cars = options.cars ?? DEFAULT_DEMO_CARS;
  if (!Number.isInteger(cars) || cars < 0 || cars > MAX_DEMO_CARS) {
    throw new RangeError(`cars must be a whole number from 0 to ${MAX_DEMO_CARS}`);
  }
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  if (!Number.isInteger(seed)) throw new RangeError("seed must be a whole number");
  const now = options.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new RangeError("now must be a valid date");

  return DEMO_SITES.map((site, index) => ({
    site: site.slug,
    bundle: siteBundle(site, index, cars, seed, now),
  }));
}

function siteBundle(site: DemoSiteDefinition, index: number, cars: number, seed: number, now: Date): Bundle {
  const stream = (purpose: string) => createRng(deriveSeed(seed, `${site.slug}:${purpose}`));
  const locations = site.dealerships.flatMap((d) => dealershipLocations(d, now));
  const salesLocations = new Map(
    site.dealerships.map((d) => [
      d.slug,
      { slug: `${d.slug}-sales`, city: d.address.city, state: d.address.state },
    ]),
  );
  const bundle: Bundle = {
    site: {
      slug: site.slug,
      name: site.name,
      template: site.template,
      dealerships: site.dealerships.map((d) => d.slug),
      config: withDemoPromises(site.config),
    },
    dealerships: site.dealerships.map((d) => ({
      slug: d.slug,
      name: d.name,
      manufacturer: d.make ? { name: d.make } : null,
      phone: `${d.phoneBase}00`,
      email: d.email,
      autograb: d.autograb,
      ...(d.config ? { config: structuredClone(d.config) } : {}),
    })),
    locations,
    cars: generateSiteCars({
      rng: stream("cars"),
      now,
      count: Math.max(site.carShare.atLeast, Math.round(cars * site.carShare.share)),
      mix: site.mix,
      dealerships: site.dealerships,
      salesLocations,
      vinSerialBase: index * VIN_BLOCK + 100_000,
    }),
    offers: siteOffers(stream("offers"), site, now),
    reviews: locations
      .filter((l) => l.location_type === "sales")
      .flatMap((l) => locationReviews(stream(`reviews:${l.slug}`), l, now)),
  };
  if (site.modelsFor === "Toyota") {
    bundle.models = toyotaModels();
    bundle.accessories = toyotaAccessories(TOYOTA_MODELS);
  }
  bundle.promos = sitePromos(site, now);
  // Issue 19 item 4: the site's pages, blog and guarantee strip.
  bundle.pages = sitePages(site);
  bundle.blog_articles = siteArticles(site, now);
  bundle.guarantee_strip = siteGuarantees(site);
  if (site.promoPopup) bundle.promo_popups = [sitePromoPopup(site.promoPopup, site, now)];
  return bundle;
}
