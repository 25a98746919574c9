import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import { localDateTime } from "../format/local-date-time";
import { youtubeVideoId } from "../marketing/youtube";
import { isRealPrice } from "./price-display";

/**
 * Staff changes over a car's feed values (issue 32 §1, decision 0051): what each one changes, which
 * price shows when, and the console's input for them. The feed's own values are never written: an
 * override sits beside them, keyed by the car's feed identity, and a null field is "as the feed sent
 * it". server/stock/car-overrides-sql.ts applies the same rules in SQL; their tests hold them together.
 */

/** The fields staff can change, in the order the car page shows them. */
export const OVERRIDE_FIELDS = ["hidden", "featured", "special", "dealerComments", "tag", "video"] as const;
export type OverrideField = (typeof OVERRIDE_FIELDS)[number];

/** How each field reads in the console and the audit log. */
export const OVERRIDE_LABELS: Record<OverrideField, string> = {
  hidden: "Hidden",
  featured: "Featured",
  special: "Special price",
  dealerComments: "Dealer comments",
  tag: "Tag",
  video: "Video",
};

/** A car's stored override; every field null is the feed's car. Dates are ISO strings. */
export type CarOverride = {
  hidden: boolean | null;
  featured: boolean | null;
  specialPrice: number | null;
  specialFrom: string | null;
  specialUntil: string | null;
  dealerComments: string | null;
  tag: string | null;
  /** A YouTube video's address replacing the feed's (decision 0057); "" shows none. */
  video: string | null;
};

export const NO_OVERRIDE: CarOverride = {
  hidden: null,
  featured: null,
  specialPrice: null,
  specialFrom: null,
  specialUntil: null,
  dealerComments: null,
  tag: null,
  video: null,
};

/** Is the special price the car's price at `now`: set, started and not yet ended (end exclusive)? */
export function specialPriceActive(o: CarOverride, now: Date): boolean {
  if (o.specialPrice === null || !o.specialFrom || !o.specialUntil) return false;
  const t = now.getTime();
  return Date.parse(o.specialFrom) <= t && t < Date.parse(o.specialUntil);
}

/** The feed values an override can change. */
export type OverridableCar = {
  price: number | null;
  beforePrice: number | null;
  offerPrice: number | null;
  dealercomments: string | null;
  tag: string | null;
  /** The car's video address (the page shows it where the site allows videos). */
  videoUrl: string | null;
};

/** What a shopper sees of a car: shown at all, featured, and the values an override replaces. */
export type ShownCar<C extends OverridableCar> = C & { hidden: boolean; featured: boolean };

/**
 * The car as shoppers see it at `now`: hidden and featured as staff set them (else not); the special
 * price, while it runs, as the reduced (offer) price, and the feed's price as its before price when the
 * feed gives none above it (the special is a reduction from that price), so the spec's price display
 * rules show it struck through (lib/stock/price-display); dealer comments, the tag and the video
 * replaced ("" shows none).
 */
export function applyCarOverride<C extends OverridableCar>(car: C, o: CarOverride, now: Date): ShownCar<C> {
  const special = specialPriceActive(o, now) ? o.specialPrice : null;
  const feedBefore = car.beforePrice !== null && special !== null && car.beforePrice > special;
  return {
    ...car,
    hidden: o.hidden === true,
    featured: o.featured === true,
    offerPrice: special ?? car.offerPrice,
    beforePrice: special === null || feedBefore ? car.beforePrice : car.price,
    dealercomments: o.dealerComments === null ? car.dealercomments : o.dealerComments || null,
    tag: o.tag === null ? car.tag : o.tag || null,
    videoUrl: o.video === null ? car.videoUrl : o.video || null,
  };
}

/** The fields an override changes (shown "changed", each with "back to the feed"). */
export function changedFields(o: CarOverride): OverrideField[] {
  return OVERRIDE_FIELDS.filter((field) => {
    if (field === "special") return o.specialPrice !== null;
    return o[field] !== null;
  });
}

/** The words for what staff changed of a car ("Hidden", "Special price"), for the console's list. */
export function changeWords(o: CarOverride): string[] {
  return changedFields(o).map((field) => OVERRIDE_LABELS[field]);
}

/** When the special price next starts or ends after `now` (a search index is stale then), or null. */
export function nextPriceChange(o: CarOverride, now: Date): number | null {
  if (o.specialPrice === null) return null;
  const times = [o.specialFrom, o.specialUntil]
    .map((t) => (t ? Date.parse(t) : Number.NaN))
    .filter((t) => t > now.getTime());
  return times.length ? Math.min(...times) : null;
}

/** 'YYYY-MM-DDTHH:mm' on the site's clock as an instant, or null when it is not such a time. */
export function zonedInstant(local: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const at = new TZDate(y, mo - 1, d, h, mi, timeZone);
  // A day that does not exist (31 June) rolls over into the next month: refuse it. An hour skipped
  // by daylight saving moves on within its day, as the clock does.
  if (localDateTime(at, timeZone).slice(0, 10) !== local.slice(0, 10)) return null;
  return new Date(at.getTime());
}

/** An instant as the console's datetime-local value on the site's clock. */
export function localInput(iso: string | null, timeZone: string): string {
  return iso ? localDateTime(new Date(iso), timeZone) : "";
}

const VIDEO_MESSAGE =
  "Enter a YouTube video's address (youtube.com/watch?v=… or youtu.be/…), or leave it empty to show none";
/** A video's address from the console: a YouTube video's (a single video), or "" for none. */
const videoAddress = z
  .string()
  .trim()
  .max(2000, { message: VIDEO_MESSAGE, abort: true })
  .refine((address) => address === "" || youtubeVideoId(address) !== null, {
    message: VIDEO_MESSAGE,
    abort: true,
  });

const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Enter a date and time");

/**
 * One change from the console: each field present is set; `null` puts it back to the feed; absent
 * fields are left as they are. The special price's times are on the site's clock.
 */
export const overridePatchSchema = z
  .object({
    hidden: z.boolean().nullable().optional(),
    featured: z.boolean().nullable().optional(),
    special: z
      .object({
        price: z
          .number({ error: "Enter a price" })
          .refine(isRealPrice, "Enter a price above $10")
          .max(99_999_999),
        from: localTime,
        until: localTime,
      })
      .nullable()
      .optional(),
    dealerComments: z.string().max(10_000, "At most 10,000 characters").nullable().optional(),
    tag: z.string().trim().max(60, "At most 60 characters").nullable().optional(),
    video: videoAddress.nullable().optional(),
  })
  .strict();
export type OverridePatch = z.infer<typeof overridePatchSchema>;

/** A field's problem, named as the form names it (`special.from`, `tag`). */
export type PatchIssue = { field: string; message: string };

/**
 * The stored override after a patch, or the fields' problems: the special price's times read on the
 * site's clock, its end after its start.
 */
export function applyPatch(
  current: CarOverride,
  patch: OverridePatch,
  timeZone: string,
): { ok: true; override: CarOverride } | { ok: false; issues: PatchIssue[] } {
  const next: CarOverride = { ...current };
  if (patch.hidden !== undefined) next.hidden = patch.hidden;
  if (patch.featured !== undefined) next.featured = patch.featured;
  if (patch.dealerComments !== undefined) next.dealerComments = patch.dealerComments;
  if (patch.tag !== undefined) next.tag = patch.tag;
  if (patch.video !== undefined) next.video = patch.video;
  if (patch.special === null) {
    Object.assign(next, { specialPrice: null, specialFrom: null, specialUntil: null });
  } else if (patch.special) {
    const from = zonedInstant(patch.special.from, timeZone);
    const until = zonedInstant(patch.special.until, timeZone);
    const issues: PatchIssue[] = [];
    if (!from) issues.push({ field: "special.from", message: "Enter a real date and time" });
    if (!until) issues.push({ field: "special.until", message: "Enter a real date and time" });
    else if (from && until <= from) issues.push({ field: "special.until", message: "End after the start" });
    if (issues.length) return { ok: false, issues };
    next.specialPrice = patch.special.price;
    next.specialFrom = from!.toISOString();
    next.specialUntil = until!.toISOString();
  }
  return { ok: true, override: next };
}

/** Is the override empty (every field back to the feed)? Its row can go. */
export function isEmptyOverride(o: CarOverride): boolean {
  return changedFields(o).length === 0;
}
