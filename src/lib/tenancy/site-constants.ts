/**
 * The site config's value lists (spec 01 §3 car types, §9 states, sort options). Kept out of
 * site-config.ts, whose zod schema the browser never needs: a search page imports these.
 */
export const CAR_TYPES = ["new", "demo", "used"] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const AU_STATES = ["act", "nsw", "nt", "qld", "sa", "tas", "vic", "wa"] as const;
export type AuState = (typeof AU_STATES)[number];

export const SORT_OPTIONS = ["relevance", "latest", "price_desc", "price_asc"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Spec 02 §5: the finance budget's "quick-pick amounts from 5,000 to 70,000" (finance.budget_quick_picks). */
export const DEFAULT_BUDGET_QUICK_PICKS = [5_000, 10_000, 20_000, 30_000, 50_000, 70_000] as const;

/** The trade-in wizard's pages (spec 02 §2 "/sell-my-car, /sell-your-car, /trade-in"; decision 0034). */
export const TRADE_IN_PATHS = ["/trade-in", "/sell-my-car", "/sell-your-car"] as const;
export type TradeInPath = (typeof TRADE_IN_PATHS)[number];
