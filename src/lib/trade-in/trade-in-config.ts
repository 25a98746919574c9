import { z } from "zod";
import { internal, secret } from "../config/config-visibility";
import { TRADE_IN_PATHS } from "./trade-in-paths";

/** Who answers a site's rego lookups and valuations: the server's choice, or the site's own. */
export const TRADE_IN_PROVIDER_CHOICES = ["platform", "local", "autograb"] as const;
export type TradeInProviderChoice = (typeof TRADE_IN_PROVIDER_CHOICES)[number];

/**
 * A site's own trade-in providers (issue 36 item 2, decision 0077): `platform` is what the server's
 * environment chooses (decision 0035); `local` the built-in lookup and comparables model; `autograb`
 * AutoGrab with the dealer's own key. Internal; the key secret (decision 0042).
 */
const tradeInProvidersSchema = internal(
  z
    .strictObject({
      lookup: z.enum(TRADE_IN_PROVIDER_CHOICES).default("platform").meta({
        label: "Rego lookup",
        help: "platform: the agency's choice; local: the built-in lookup; autograb: AutoGrab with your key below.",
      }),
      valuation: z.enum(TRADE_IN_PROVIDER_CHOICES).default("platform").meta({
        label: "Valuations",
        help: "platform: the agency's choice; local: priced from your own stock; autograb: AutoGrab's trade guide with your key.",
      }),
      autograb_api_key: secret(
        z
          .string()
          .trim()
          .regex(/^\S{8,}$/, "The key AutoGrab issued: at least 8 characters, no spaces")
          .meta({ label: "AutoGrab API key", help: "Your own AutoGrab account's key." }),
      ).optional(),
    })
    .prefault({})
    .refine(
      (providers) =>
        (providers.lookup !== "autograb" && providers.valuation !== "autograb") ||
        providers.autograb_api_key !== undefined,
      { message: "AutoGrab needs your AutoGrab API key", path: ["autograb_api_key"] },
    )
    .meta({ label: "Trade-in providers", help: "Who looks up regos and values trade-ins for this site." }),
);

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
    providers: tradeInProvidersSchema,
  })
  .prefault({})
  .meta({ label: "Trade-in", help: "Where the trade-in wizard lives." });

export type TradeInConfig = z.infer<typeof tradeInConfigSchema>;
