import { isRealPrice } from "../stock/price-display";
import type { TradeInConfig } from "./trade-in-config";
import { TRADE_IN_PATHS, type TradeInPath } from "./trade-in-paths";

/**
 * The trade-in wizard's page (spec 02 §2 "/sell-my-car, /sell-your-car, /trade-in: selling or trading
 * in"): one wizard under the site's chosen path and wording; the other two paths redirect to it.
 */
/** What the trade-in links read of a site's config: its switch and its slice. */
export type TradeInSettings = { features: { trade_in: boolean }; trade_in: TradeInConfig };

export const TRADE_IN_WORDING: Record<TradeInPath, { title: string; intro: string }> = {
  "/trade-in": {
    title: "Value your trade-in",
    intro: "Tell us about your car and get an estimate of its trade-in value in a few minutes.",
  },
  "/sell-my-car": {
    title: "Sell my car",
    intro: "Tell us about your car and get an estimate of what we'd pay for it in a few minutes.",
  },
  "/sell-your-car": {
    title: "Sell your car",
    intro: "Tell us about your car and get an estimate of what we'd pay for it in a few minutes.",
  },
};

/**
 * Spec 01 §4 "Trade-in offer: reduced price is price minus offer when the offer is above 0": the car's
 * shown price less the offer, never below $0; null when the car shows no price to reduce.
 */
export function priceAfterTradeIn(price: number | null, offer: number): number | null {
  if (!isRealPrice(price)) return null;
  return offer > 0 ? Math.max(0, price - offer) : price;
}

/** The page's JSON-LD: the dealer's trade-in valuation, a free service. */
export function tradeInJsonLd(site: { name: string; origin: string }, title: string, path: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: title,
    serviceType: "Used car trade-in valuation",
    url: `${site.origin}${path}`,
    areaServed: { "@type": "Country", name: "Australia" },
    provider: { "@type": "AutoDealer", name: site.name, url: `${site.origin}/` },
    offers: { "@type": "Offer", price: "0", priceCurrency: "AUD" },
  };
}

/**
 * Where a Trade In or Sell your car link goes: the wizard with the car (spec 01 §2
 * `/cars/trade-in?car_id=`), else the site's own trade-in page; or the dealer's own sell-my-car page
 * where the site names one (spec 02 §7 "For one dealer the trade-in link goes to an external
 * sell-my-car page"). Null when the site does not offer trade-in: no link at all.
 */
export function tradeInHref(config: TradeInSettings, car?: { id: number } | null): string | null {
  if (!config.features.trade_in) return null;
  if (config.trade_in.external_url) return config.trade_in.external_url;
  return car ? `/cars/trade-in?car_id=${car.id}` : config.trade_in.path;
}

/** Whether a menu or content link is to one of the wizard's paths (it follows the site's setting). */
export function isTradeInLink(url: string): boolean {
  return (TRADE_IN_PATHS as readonly string[]).includes(url);
}

/** The car-specific wizard's path (spec 01 §2 `/cars/trade-in?car_id=`). */
export const CAR_TRADE_IN_PATH = "/cars/trade-in";

export type TradeInRoute =
  | { kind: "not-found" }
  | { kind: "redirect"; to: TradeInPath }
  | { kind: "page"; withCar: boolean };

/**
 * What one of the wizard's paths answers on a site: none at all without `features.trade_in`; the page
 * at the site's own path (`trade_in.path`) and at `/cars/trade-in`; a redirect to the site's own path
 * from the other two names, so an old link or a template's menu item still lands.
 */
export function tradeInRoute(
  config: TradeInSettings,
  requested: TradeInPath | typeof CAR_TRADE_IN_PATH,
): TradeInRoute {
  if (!config.features.trade_in) return { kind: "not-found" };
  if (requested === CAR_TRADE_IN_PATH) return { kind: "page", withCar: true };
  const own = config.trade_in.path;
  return requested === own ? { kind: "page", withCar: false } : { kind: "redirect", to: own };
}
