/** The trade-in wizard's pages (spec 02 §2 "/sell-my-car, /sell-your-car, /trade-in"; decision 0034). Zod-free. */
export const TRADE_IN_PATHS = ["/trade-in", "/sell-my-car", "/sell-your-car"] as const;
export type TradeInPath = (typeof TRADE_IN_PATHS)[number];
