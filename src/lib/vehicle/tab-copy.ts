import type { CopyConfig } from "../content/content-config";

/**
 * The dealer-specific copy of the vehicle page's tabs and cards (spec 01 §2 "Their copy is
 * dealer-specific"). A site sets its own in config.copy; these are the house defaults, written for an
 * Australian dealership. Paragraphs are split on '|', as dealer comments are.
 */
export const DEFAULT_TAB_COPY = {
  whats_included:
    "A full safety inspection and detail before delivery|A roadworthy or safety certificate where your state requires one|Your car's service books, both keys where supplied, and a full tank for the drive home",
  why_buy_from_us:
    "Every car is inspected by our qualified technicians|Finance and trade-in handled in one visit|Local team, local service and support after you drive away",
  protect_your_car:
    "Paint and interior protection applied by our team|Extended warranty options to cover you beyond the factory warranty|Ask us about comprehensive and gap insurance before you drive away",
} as const;

export type TabCopyKey = keyof typeof DEFAULT_TAB_COPY;

/** The site's copy for a tab, else the default, as paragraphs. */
export function tabCopy(config: { copy: CopyConfig }, key: TabCopyKey): string[] {
  const text = config.copy[key]?.trim() || DEFAULT_TAB_COPY[key];
  return text
    .split("|")
    .map((p) => p.trim())
    .filter(Boolean);
}
