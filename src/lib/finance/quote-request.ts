import { z } from "zod";
import { recordIdNumber } from "../text/record-id-schema";
import { ESTIMATE_TERM_YEARS } from "./estimate-basis";

/**
 * POST /api/youx/quote body (spec 02 §7): selfAssessedCreditScore (always GREAT), purchasePrice,
 * loanTerm (5), year, vin, nvic, whoIsHelping (empty). Unknown keys are refused.
 */
export const youxQuoteRequestSchema = z.strictObject({
  selfAssessedCreditScore: z.literal("GREAT", { error: "must be 'GREAT'" }),
  purchasePrice: z
    .number({ error: "must be a number" })
    .positive("must be above 0")
    .max(10_000_000, "must be at most 10,000,000"),
  loanTerm: z
    .number({ error: "must be a number of years" })
    .int("must be a whole number of years")
    .min(1, "must be 1 to 7 years")
    .max(7, "must be 1 to 7 years")
    .default(ESTIMATE_TERM_YEARS),
  year: z
    .number({ error: "must be a number" })
    .int("must be a whole year")
    .min(1900, "must be 1900 to 2100")
    .max(2100, "must be 1900 to 2100"),
  vin: z.string({ error: "must be text" }).max(32, "must be at most 32 characters").default(""),
  nvic: z.string({ error: "must be text" }).max(32, "must be at most 32 characters").nullish(),
  whoIsHelping: z.string({ error: "must be text" }).max(100, "must be at most 100 characters").default(""),
  carId: recordIdNumber("must be a car's id (a whole number from 1 to 2147483647)").optional(),
});

/** The name the quote route was written against; same schema. */
export const quoteRequestSchema = youxQuoteRequestSchema;

export type QuoteRequest = z.infer<typeof youxQuoteRequestSchema>;
