import { z } from "zod";
import { TRADE_IN_PATHS } from "./trade-in-paths";

/** The trade-in wizard's slice of the site config (spec 02 §2, §7; decisions 0034, 0043). */
export const tradeInConfigSchema = z
  .strictObject({
    path: z.enum(TRADE_IN_PATHS).default("/trade-in").meta({
      label: "Trade-in page",
      help: "The site's own name for the wizard's page; the other two redirect to it (spec 02 §2).",
    }),
    external_url: z
      .url({ protocol: /^https$/ })
      .optional()
      .meta({
        label: "External sell-my-car page",
        help: "The dealer's own page (https), where every Trade In and Sell your car link goes (spec 02 §7).",
      }),
    offer_valid_days: z.number().int().min(1).max(30).default(7).meta({
      label: "Offers valid for (days)",
      help: "How long a trade-in offer stands, to the end of that day on the yard's clock; the shopper's e-mail gives the date (issue 34).",
    }),
  })
  .prefault({})
  .meta({ label: "Trade-in", help: "Where the trade-in wizard lives." });

export type TradeInConfig = z.infer<typeof tradeInConfigSchema>;
