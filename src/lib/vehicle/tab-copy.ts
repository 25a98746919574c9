import type { CopyConfig } from "../content/content-config";

/**
 * The dealer-specific copy of the vehicle page's tabs and cards (spec 01 §2 "Their copy is
 * dealer-specific"). A site sets its own in config.copy; these are the house defaults, which promise
 * nothing a dealer may not offer (no inspections, certificates or warranties a new site's dealer did
 * not choose: issue 32 §6, decision 0056). Paragraphs are split on '|', as dealer comments are.
 */
export const DEFAULT_TAB_COPY = {
  whats_included:
    "Ask us what comes with this car: its service history, its keys and any inspection or certificate.",
  why_buy_from_us:
    "Ask us anything about this car before you buy|We can arrange a test drive at a time that suits you",
  protect_your_car: "Ask us about protection, warranty and insurance options for this car.",
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
