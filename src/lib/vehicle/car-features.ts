import type { BannerSlot } from "../template/banner-images";

/**
 * The car page's feature carousel (spec 02 §9 "Carousel of 4 features versus 3 value-add items
 * depends on used or new"; spec 01 §2 "a used-car feature banner"; decision 0087). A used car gets
 * four features of buying from the yard: selling your car to it (when the site takes trade-ins, else a
 * test drive), finance, the month's offers and service. A new or demo car gets three value-adds: the
 * maker's genuine accessories, servicing and finance. Each links to the site's own page, its picture
 * the brand's banner for the slot (spec 02 §9 "Default banner images are configured per brand").
 */

export type CarFeature = { slot: BannerSlot; title: string; text: string; href: string; image: string };

export type CarFeatureLinks = {
  /** The site's trade-in page, or null when it takes none (lib/trade-in/trade-in-page `tradeInHref`). */
  tradeInHref: string | null;
  /** The site's finance page (lib/template `financePath`). */
  financeHref: string;
  bannerImages: Record<BannerSlot, string>;
};

export const USED_FEATURE_COUNT = 4;
export const VALUE_ADD_COUNT = 3;

type Item = Omit<CarFeature, "image">;

export function carFeatures(
  carType: string,
  links: CarFeatureLinks,
): { heading: string; items: CarFeature[] } {
  const finance: Item = {
    slot: "finance",
    title: "Car finance",
    text: "Estimate repayments and apply online",
    href: links.financeHref,
  };
  const service: Item = {
    slot: "service",
    title: "Service",
    text: "Book your next service with us",
    href: "/service",
  };
  const used = carType === "used";
  const items: Item[] = used
    ? [
        links.tradeInHref
          ? {
              slot: "trade-in",
              title: "Sell your car",
              text: "Get a trade-in valuation",
              href: links.tradeInHref,
            }
          : {
              slot: "test-drive",
              title: "Book a test drive",
              text: "Try it before you buy",
              href: "/book-test-drive",
            },
        finance,
        { slot: "offers", title: "Special offers", text: "This month's deals", href: "/special-offers" },
        service,
      ]
    : [
        {
          slot: "accessories",
          title: "Genuine accessories",
          text: "Fit it out before you drive away",
          href: "/vehicle-parts-and-accessories",
        },
        service,
        finance,
      ];
  return {
    heading: used ? "Buying a used car with us" : "More with your new car",
    items: items.map((item) => ({ ...item, image: links.bannerImages[item.slot] })),
  };
}
