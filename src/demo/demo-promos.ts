import type { Bundle } from "@/lib/import/bundle-schema";
import { demoImageUrl } from "./car-image-svg";
import type { DemoSiteDefinition } from "./demo-sites";

/**
 * A demo site's promotions (spec 02 §2, §4): the promo popup campaign, and the promotional cards in
 * its search results, dated relative to `now` so some are live and one has ended.
 */

const DAY_MS = 86_400_000;

type PromoPopupInput = NonNullable<Bundle["promo_popups"]>[number];

/** A month-long campaign that started two days ago, with a picture and a button to the offers. */
export function sitePromoPopup(slug: string, site: DemoSiteDefinition, now: Date): PromoPopupInput {
  return {
    slug,
    title: "Spring trade-up event",
    description: `Trade in with ${site.name} this month and get a bonus $1,000 on top of our valuation when you buy any car from our yard.`,
    image_url: demoImageUrl("ute", "Red", 1),
    image_alt: "A red ute on the yard",
    button_text: "See this month's offers",
    button_url: "/special-offers",
    start: new Date(now.getTime() - 2 * DAY_MS).toISOString(),
    expiry: new Date(now.getTime() + 28 * DAY_MS).toISOString(),
  };
}

type PromoInput = NonNullable<Bundle["promos"]>[number];

/** Two live cards at the default positions 8 and 17, one for demo cars only, and one that has expired. */
export function sitePromos(site: DemoSiteDefinition, now: Date): PromoInput[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return [
    {
      position: 8,
      display: [],
      strictDisplay: false,
      start: at(-14),
      expiry: at(30),
      node: {
        title: "Finance made simple",
        body: `Get a personalised finance estimate from ${site.name} in minutes, with no impact on your credit score.`,
        link_url: "/finance",
        link_text: "Get an estimate",
      },
    },
    {
      position: 17,
      display: ["demo"],
      strictDisplay: true,
      start: at(-7),
      expiry: at(21),
      node: {
        title: "Demo clearance",
        body: "Near-new demonstrators with full new-car warranty, priced to clear this month.",
        link_url: "/search/demo-cars",
        link_text: "Shop demos",
      },
    },
    {
      position: 17,
      display: ["new", "used"],
      strictDisplay: false,
      start: at(-7),
      expiry: at(21),
      node: {
        title: "Trade in, trade up",
        body: "Tell us about your car and get a trade-in valuation before you visit.",
        link_url: site.config.trade_in?.path ?? "/trade-in",
        link_text: "Value my car",
      },
    },
    {
      position: 8,
      display: [],
      strictDisplay: false,
      start: at(-60),
      expiry: at(-30),
      node: { title: "Winter sale (ended)", body: "This offer has ended.", link_url: "/special-offers" },
    },
  ];
}
