import { formatPrice } from "../format/format";
import type { MenuItem } from "../template/template";

/**
 * Accessories per model (spec 02 §2 "/{model slug}/accessories", §9 "Accessories and blog:
 * accessories are listed per model; accessory prices and copy: not shown"). What the spec leaves open
 * is decided in decision 0031: an accessory shows its recommended retail price when the feed has one
 * (with whether fitting is included), else a parts enquiry for a price.
 */

export type Accessory = {
  id: number;
  slug: string;
  name: string;
  category: string | null;
  description: string | null;
  partNumber: string | null;
  /** Recommended retail price, whole dollars, GST included; null: ask the parts team. */
  price: number | null;
  /** Whether `price` includes fitting by the dealer. */
  priceIncludesFitting: boolean;
  imageUrl: string | null;
};

export type AccessoryPrice =
  | { kind: "price"; text: string; note: string }
  | { kind: "enquire"; text: string; cta: string };

/** What an accessory's price line says. */
export function accessoryPrice(accessory: Pick<Accessory, "price" | "priceIncludesFitting">): AccessoryPrice {
  if (accessory.price !== null && accessory.price > 0) {
    return {
      kind: "price",
      text: formatPrice(accessory.price),
      note: accessory.priceIncludesFitting ? "RRP, fitted" : "RRP, fitting extra",
    };
  }
  return { kind: "enquire", text: "Price on request", cta: "Ask for a price" };
}

/** Spec 02 §9: "Parts warranty: 2 years from installation or the remainder of the vehicle warranty, whichever is greater." */
export const PARTS_WARRANTY_TEXT =
  "Genuine parts and accessories are covered for 2 years from installation or the remainder of the vehicle warranty, whichever is greater.";

export type AccessoryGroup = { category: string; accessories: Accessory[] };

const OTHER = "More accessories";

/** Accessories by category, categories in the feed's order of first appearance. */
export function accessoryGroups(accessories: readonly Accessory[]): AccessoryGroup[] {
  const groups = new Map<string, Accessory[]>();
  for (const accessory of accessories) {
    const category = accessory.category?.trim() || OTHER;
    groups.set(category, [...(groups.get(category) ?? []), accessory]);
  }
  return [...groups].map(([category, list]) => ({ category, accessories: list }));
}

/**
 * The accessories landing page's two routes (spec 02 §2 "Accessories landing page"; spec 01 §2
 * default site links /vehicle-parts-and-accessories; the brand navigation's /parts-and-accessories).
 * Both answer; the one the site's template links to is the page, the other redirects to it, so the
 * page has one URL (decision 0031).
 */
export const ACCESSORIES_LANDING_PATHS = [
  "/vehicle-parts-and-accessories",
  "/parts-and-accessories",
] as const;
export type AccessoriesLandingPath = (typeof ACCESSORIES_LANDING_PATHS)[number];

function linksTo(items: readonly MenuItem[], path: string): boolean {
  return items.some((item) => item.url === path || linksTo(item.children ?? [], path));
}

/** The landing page's one URL on a site: the one its navigation links to, else the default site link. */
export function accessoriesLandingPath(navigation: readonly MenuItem[]): AccessoriesLandingPath {
  return (
    ACCESSORIES_LANDING_PATHS.find((path) => linksTo(navigation, path)) ?? "/vehicle-parts-and-accessories"
  );
}

/** The parts enquiry's opening message about one accessory, for the enquiry form below the list. */
export function accessoryEnquiryMessage(modelName: string, accessory: Accessory): string {
  const part = accessory.partNumber ? ` (part ${accessory.partNumber})` : "";
  const ask =
    accessoryPrice(accessory).kind === "price" ? "availability and fitting" : "a price and availability";
  return `Please send me ${ask} for the ${accessory.name}${part} for my ${modelName}.`;
}
