/** Spec 02 §9 "Finance disclaimer: support phone 1300 031 264". */
export const FINANCE_SUPPORT_PHONE = "1300 031 264";

/**
 * Spec 02 §9 "Finance disclaimer: support phone 1300 031 264; estimates are indicative only, not an
 * offer; credit is for approved applicants": under every finance figure (the car's estimate, the lenders
 * the disclaimer API answers, the calculator).
 */
export const FINANCE_DISCLAIMER = `Estimates are indicative only and are not an offer of finance. Based on a 5-year term with a 10% deposit; the comparison rate is based on 5 years, a 10% deposit and a 30% final payment. Credit is provided to approved applicants only; fees, charges and terms apply. For help call ${FINANCE_SUPPORT_PHONE}.`;

/**
 * The calculator's own disclaimer: its figures come from what the shopper enters, not the estimate's
 * basis, so it says that, then the same terms.
 */
export const CALCULATOR_DISCLAIMER = `This calculator gives an indication of repayments from the figures you enter, at the interest rate you choose. It is not a quote or an offer of finance, and the rate you are offered depends on the lender's assessment of your application. Repayments are calculated on a standard amortising loan, paid in arrears, with any residual owed with the final repayment; they do not include government charges or insurance. Credit is provided to approved applicants only; fees, charges and terms apply. For help call ${FINANCE_SUPPORT_PHONE}.`;
