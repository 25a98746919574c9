/**
 * Spec 02 §9 "Estimate basis: 5-year term, 10.0% deposit; comparison rate based on 5 years, 10% deposit
 * and a 30% final payment". The quote request's default loanTerm (spec 02 §7 "loanTerm (5)") is the
 * same term, so the estimate (quote.ts) and the request schema (quote-request.ts) both read it here.
 */
export const ESTIMATE_TERM_YEARS = 5;
export const ESTIMATE_DEPOSIT_SHARE = 0.1;
/** The comparison rate's final payment: 30% of the price. */
export const COMPARISON_BALLOON_SHARE = 0.3;
