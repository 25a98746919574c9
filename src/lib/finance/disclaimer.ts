/**
 * Spec 02 §9 "Finance disclaimer: … estimates are indicative only, not an offer; credit is for approved
 * applicants": under every finance figure (the car's estimate, the lenders the disclaimer API answers,
 * the calculator). The help line is the site's (`finance.support_phone`): a site that has none says to
 * contact the dealer, and names no number it did not give (issue 32 §6, decision 0056). The demo sites
 * set the spec's "support phone 1300 031 264".
 */

const helpLine = (supportPhone: string | undefined) =>
  supportPhone ? `For help call ${supportPhone}.` : "For help, contact us.";

export function financeDisclaimer(supportPhone: string | undefined): string {
  return `Estimates are indicative only and are not an offer of finance. Based on a 5-year term with a 10% deposit; the comparison rate is based on 5 years, a 10% deposit and a 30% final payment. Credit is provided to approved applicants only; fees, charges and terms apply. ${helpLine(supportPhone)}`;
}

/**
 * The calculator's own disclaimer: its figures come from what the shopper enters, not the estimate's
 * basis, so it says that, then the same terms.
 */
export function calculatorDisclaimer(supportPhone: string | undefined): string {
  return `This calculator gives an indication of repayments from the figures you enter, at the interest rate you choose. It is not a quote or an offer of finance, and the rate you are offered depends on the lender's assessment of your application. Repayments are calculated on a standard amortising loan, paid in arrears, with any residual owed with the final repayment; they do not include government charges or insurance. Credit is provided to approved applicants only; fees, charges and terms apply. ${helpLine(supportPhone)}`;
}
