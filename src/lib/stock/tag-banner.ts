import { isInStockStatus } from "./availability";
import type { SearchHit } from "./listed-car";
import type { SpecificationsConfig } from "./stock-config";

/**
 * The banner across a result card's image (spec 01 §2 "Result card: … a tag banner", §4 "Tag banner
 * precedence"). One function decides it so the card, the detail page and any list agree.
 */

export type TagBannerKind =
  | "fuel"
  | "reserved"
  | "certified"
  | "tag"
  | "coming-soon"
  | "just-arrived"
  | "sold"
  | "none";

export type TagBanner = { kind: TagBannerKind; text: string };

export type TagBannerCar = Pick<
  SearchHit,
  "status" | "reserved" | "certified" | "carType" | "make" | "tag" | "simpleFuel" | "createdAt"
>;

export type TagBannerContext = {
  config: { features: { fuel_tag: boolean }; specifications: SpecificationsConfig };
  /** The render time, passed in so server and browser agree on "just arrived". */
  now: Date;
  /** Spec 01 §4 rule 3: the one make whose certified used cars get the badge (the template's). */
  certifiedBadgeMake?: string;
};

/** Spec 01 §4 rule 1 / §3 simple_fuel: the fuels that earn a banner, spelt as shown. */
export const FUEL_TAG_VALUES = ["Electric", "Hybrid", "PHEV"] as const;

/** Spec 01 §4 rule 2: 'Reserved' or 'RESERVED'; we show the upper-case form like the other banners. */
export const RESERVED_TEXT = "RESERVED";
/** Spec 01 §4 rule 5. */
export const COMING_SOON_TEXT = "COMING SOON";

const DAY_MS = 86_400_000;

/**
 * Spec 01 §4 rule 1: the fuel tag's text, or null. Matching ignores case and surrounding space so a
 * feed's 'hybrid' still earns the banner; the text is the canonical spelling ('Hybrid', 'PHEV').
 */
export function fuelTagText(simpleFuel: string | null | undefined): string | null {
  const fuel = simpleFuel?.trim().toLowerCase();
  if (!fuel) return null;
  return FUEL_TAG_VALUES.find((value) => value.toLowerCase() === fuel) ?? null;
}

/**
 * Spec 01 §4 rule 3: a certified *used* car of the badge make. Without a badge make (most templates)
 * the rule never applies. Makes compare case-insensitively ('TOYOTA' is Toyota).
 */
export function isCertifiedBadgeCar(
  car: Pick<SearchHit, "certified" | "carType" | "make">,
  certifiedBadgeMake: string | undefined,
): boolean {
  const badgeMake = certifiedBadgeMake?.trim().toLowerCase();
  if (!badgeMake || !car.certified) return false;
  return car.carType.trim().toLowerCase() === "used" && car.make.trim().toLowerCase() === badgeMake;
}

/**
 * Spec 01 §4 rule 6 and §9 "Just-arrived window 8 days by default, or the site's setting": created at
 * most `days` days before `now`, inclusive (exactly N days still counts). A createdAt after `now` is not
 * "within N days before now" and an unparseable date proves nothing, so both are false; a window of 0
 * days switches the rule off.
 */
export function isJustArrived(createdAt: string, now: Date, days: number): boolean {
  if (!(days > 0)) return false;
  const created = Date.parse(createdAt);
  if (Number.isNaN(created) || Number.isNaN(now.getTime())) return false;
  const age = now.getTime() - created;
  return age >= 0 && age <= days * DAY_MS;
}

/**
 * The banner for a car. Spec 01 §4: a car not in stock (isInStockStatus) shows the site's sold text
 * ('JUST SOLD' by default); an in-stock car takes the first rule that applies:
 * 1 fuel tag (when `features.fuel_tag`), 2 'RESERVED', 3 '<Make> Certified Pre-Owned', 4 the car's own
 * trimmed tag, 5 'COMING SOON', 6 the just-arrived text (default 'New' on a new car, 'Just arrived' on
 * a used or demo car), 7 none.
 */
export function tagBanner(car: TagBannerCar, ctx: TagBannerContext): TagBanner {
  const { config } = ctx;
  if (!isInStockStatus(car.status)) return { kind: "sold", text: config.specifications.sold_tag_name };

  const fuel = config.features.fuel_tag ? fuelTagText(car.simpleFuel) : null;
  if (fuel) return { kind: "fuel", text: fuel };

  if (car.reserved) return { kind: "reserved", text: RESERVED_TEXT };

  if (isCertifiedBadgeCar(car, ctx.certifiedBadgeMake)) {
    // The configured spelling ('Toyota'), not the feed's ('TOYOTA'), so the badge reads as the brand's.
    return { kind: "certified", text: `${ctx.certifiedBadgeMake!.trim()} Certified Pre-Owned` };
  }

  const ownTag = car.tag?.trim();
  if (ownTag) return { kind: "tag", text: ownTag };

  if (car.status === "coming_soon") return { kind: "coming-soon", text: COMING_SOON_TEXT };

  if (isJustArrived(car.createdAt, ctx.now, config.specifications.just_arrived_days)) {
    // 'New' on a used car beside the word USED would misdescribe it (issue 34): used and demo cars
    // have their own text, 'Just arrived' by default.
    const isNew = car.carType.trim().toLowerCase() === "new";
    const { just_arrived_tag_name, just_arrived_used_tag_name } = config.specifications;
    return { kind: "just-arrived", text: isNew ? just_arrived_tag_name : just_arrived_used_tag_name };
  }
  return { kind: "none", text: "" };
}
