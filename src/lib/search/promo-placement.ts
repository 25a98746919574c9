/**
 * Promotional cards among the search results (spec 02 §4 "Promotional cards"): which promos are live
 * for the shopper's car-type refinement, and where they sit in the list of cars.
 */

/** Spec 01 §3 / spec 02 §3 "Promo node: start, expiry, position, display, strictDisplay, node". */
export type PromoNode = {
  id: number;
  position: number;
  /** Car types the promo is for (new, demo, used); empty means every car type. */
  display: string[];
  strictDisplay: boolean;
  /** ISO date-times; null leaves that end of the window open. */
  start: string | null;
  expiry: string | null;
  node: { title: string; body?: string; image_url?: string; link_url?: string; link_text?: string };
};

export type PlacedItem<T> = { kind: "car"; car: T } | { kind: "promo"; promo: PromoNode };

/** Spec 02 §4: "Card promo positions are 8 and 17 (or 6, 9, 4 on other sites)". */
export const DEFAULT_PROMO_POSITIONS = [8, 17] as const;

const normalise = (value: string) => value.trim().toLowerCase();

/**
 * Spec 02 §4: shown only between start and expiry. The start is inclusive and the expiry exclusive (a
 * promo "expiring" at midnight is gone at midnight); null leaves that side open. A date that does not
 * parse cannot be checked, so the promo is hidden rather than shown forever.
 */
export function isWithinWindow(promo: Pick<PromoNode, "start" | "expiry">, now: Date): boolean {
  const time = now.getTime();
  if (promo.start !== null) {
    const start = Date.parse(promo.start);
    if (Number.isNaN(start) || time < start) return false;
  }
  if (promo.expiry !== null) {
    const expiry = Date.parse(promo.expiry);
    if (Number.isNaN(expiry) || time >= expiry) return false;
  }
  return true;
}

/**
 * Spec 02 §4 "by car type; strictDisplay restricts them to the listed types". An empty `display` is
 * for every car type (strict or not). Otherwise a non-strict promo shows when no car type is refined
 * or any refined type is listed; a strict promo shows only when car types are refined and every one of
 * them is listed (an unrefined search may include other types, so a strict promo stays out).
 * Car types compare case-insensitively.
 */
export function matchesCarTypes(
  promo: Pick<PromoNode, "display" | "strictDisplay">,
  carTypes: string[],
): boolean {
  const display = new Set(promo.display.map(normalise).filter(Boolean));
  if (display.size === 0) return true;
  const refined = carTypes.map(normalise).filter(Boolean);
  if (promo.strictDisplay) return refined.length > 0 && refined.every((type) => display.has(type));
  return refined.length === 0 || refined.some((type) => display.has(type));
}

function byPosition(a: PromoNode, b: PromoNode): number {
  return a.position - b.position || a.id - b.id;
}

/** The promos to show now for the car_type refinement, in `position` order (ties by id). */
export function activePromos(
  promos: readonly PromoNode[],
  { now, carTypes }: { now: Date; carTypes: string[] },
): PromoNode[] {
  return promos.filter((p) => isWithinWindow(p, now) && matchesCarTypes(p, carTypes)).sort(byPosition);
}

/** Configured positions as 1-based slots: whole numbers ≥ 1, ascending, without repeats. */
function slotsOf(positions: readonly number[]): number[] {
  return [...new Set(positions.filter((p) => Number.isInteger(p) && p >= 1))].sort((a, b) => a - b);
}

/**
 * Which promo fills each slot. First every slot takes the promo whose own `position` equals it; then
 * the slots still empty take the unused promos in `position` order. Two passes so an exact match for a
 * later slot is never taken by an earlier slot's fallback.
 */
function assignPromos(slots: number[], promos: readonly PromoNode[]): Map<number, PromoNode> {
  const ordered = [...promos].sort(byPosition);
  const used = new Set<PromoNode>();
  const bySlot = new Map<number, PromoNode>();
  for (const slot of slots) {
    const exact = ordered.find((p) => p.position === slot && !used.has(p));
    if (exact) {
      bySlot.set(slot, exact);
      used.add(exact);
    }
  }
  for (const slot of slots) {
    if (bySlot.has(slot)) continue;
    const next = ordered.find((p) => !used.has(p));
    if (!next) break;
    bySlot.set(slot, next);
    used.add(next);
  }
  return bySlot;
}

/**
 * Mixes promos into the cars (spec 02 §4 "Card promo positions are 8 and 17"). Each position is a
 * 1-based slot in the mixed list: with positions [8, 17] the promos are the 8th and 17th items.
 *
 * Choices the spec leaves open:
 * - Slot assignment: see `assignPromos` (exact `position` match first, then the rest in order).
 * - A slot is filled only when a car follows it, so a short page never ends in promos (no promo is
 *   appended after the last car, and an empty page stays empty).
 * - Slots that get no promo are simply taken by the next car; later slots keep their numbers.
 * - Pass `activePromos(…)` output; this does not check dates or car types itself.
 */
export function placePromos<T>(
  hits: readonly T[],
  promos: readonly PromoNode[],
  positions: readonly number[] = DEFAULT_PROMO_POSITIONS,
): PlacedItem<T>[] {
  const slots = slotsOf(positions);
  const bySlot = assignPromos(slots, promos);
  const out: PlacedItem<T>[] = [];
  for (const car of hits) {
    let promo = bySlot.get(out.length + 1);
    while (promo) {
      out.push({ kind: "promo", promo });
      promo = bySlot.get(out.length + 1);
    }
    out.push({ kind: "car", car });
  }
  return out;
}
