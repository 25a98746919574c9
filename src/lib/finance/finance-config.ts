import { z } from "zod";
import { FINANCE_PROVIDER_RULES, type FinanceProviderId } from "./providers";

/** Spec 02 §9 "Finance providers" (providers.ts). `local` is our own amortisation engine, the working default. */
export const FINANCE_PROVIDERS = Object.keys(FINANCE_PROVIDER_RULES) as [
  FinanceProviderId,
  ...FinanceProviderId[],
];

/** Spec 02 §5: the finance budget's "quick-pick amounts from 5,000 to 70,000". */
export const DEFAULT_BUDGET_QUICK_PICKS = [5_000, 10_000, 20_000, 30_000, 50_000, 70_000] as const;

const calculatorConfigSchema = z
  .strictObject({
    price_min: z.number().int().min(0).max(250_000).optional().meta({
      label: "Lowest price",
      help: "The calculator's lowest car price, for a dealer variant (spec 02 §5).",
    }),
    interest_min: z.number().min(0).max(30).optional().meta({ label: "Lowest interest rate (%)" }),
    interest_max: z.number().min(0.5).max(30).optional().meta({ label: "Highest interest rate (%)" }),
    hide_interest_and_residual: z.boolean().optional().meta({
      label: "Hide interest and residual",
      help: "The calculator's dealer variant without those inputs (spec 02 §9).",
    }),
    fees: z
      .array(
        z.strictObject({
          label: z.string().min(1).max(80),
          amount: z.number().min(0).max(100_000),
          per: z.enum(["once", "month"]),
        }),
      )
      .max(10)
      .optional()
      .meta({ label: "Itemised fees", help: "Fees the calculator adds, once or per month (spec 02 §9)." }),
  })
  .refine((c) => (c.interest_min ?? 0) <= (c.interest_max ?? 30), {
    message: "interest_min must not be more than interest_max",
  })
  .prefault({})
  .meta({ label: "Calculator", help: "The finance calculator's dealer variants (spec 02 §5, §9)." });

/** Finance's slice of the site config (spec 01 §2, §9; spec 02 §5, §7, §9; decision 0043). */
export const financeConfigSchema = z
  .strictObject({
    provider: z.enum(FINANCE_PROVIDERS).default("local").meta({
      label: "Finance provider",
      help: "Who quotes finance; local is the built-in calculator (spec 02 §9 Finance providers).",
    }),
    default_interest: z.number().min(0.5).max(30).default(10).meta({
      label: "Default interest rate (%)",
      help: "The calculator's starting rate (spec 01 §9, spec 02 §9, default 10).",
    }),
    path: z.string().startsWith("/").optional().meta({
      label: "Finance page",
      help: "/finance, /finance-enquiry or /apply-for-finance; unset: the template's (spec 01 §2).",
    }),
    external_url: z
      .url({ protocol: /^https$/ })
      .optional()
      .meta({
        label: "External finance page",
        help: "A lender's page (https) the car's finance query is added to; wins over the finance page (spec 02 §7).",
      }),
    comparison_rate_min: z.number().min(0).max(100).default(8.38).meta({
      label: "Comparison rate from (%)",
      help: "The lowest comparison rate the site's lenders offer, shown with its example and warning beside the calculator (spec 02 §9, default 8.38%).",
    }),
    comparison_rate_max: z.number().min(0).max(100).default(19.42).meta({
      label: "Comparison rate to (%)",
      help: "The highest (spec 02 §9, default 19.42%).",
    }),
    budget_quick_picks: z
      .array(z.number().int().min(1).max(10_000_000))
      .min(1)
      .max(8)
      .default([...DEFAULT_BUDGET_QUICK_PICKS])
      .meta({
        label: "Budget quick picks",
        help: "The finance form's budget amounts, whole dollars, in order (spec 02 §5: 5,000 to 70,000).",
      }),
    calculator: calculatorConfigSchema,
    support_phone: z.string().trim().min(6).max(40).optional().meta({
      label: "Finance help phone",
      help: "The number the finance disclaimers give for help (spec 02 §9); unset: they say to contact the dealer.",
    }),
    card_text: z.string().trim().min(1).max(300).optional().meta({
      label: "Finance card text",
      help: "The car page's finance card's words, e.g. how fast approval is; unset: a neutral invitation to ask.",
    }),
  })
  .prefault({})
  .meta({ label: "Finance", help: "The finance calculator, the finance page and its provider." });

export type FinanceConfig = z.infer<typeof financeConfigSchema>;
