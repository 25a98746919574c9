import type { LegalValues } from "../src/lib/content/legal-text";

/** A dealer's details as its legal copy is filled from them, for the legal copy's unit tests. */
export const TEST_LEGAL_VALUES: LegalValues = {
  dealerName: "Metro Motor Group",
  email: "hello@metromotorgroup.example",
  complaintsEmail: "customercare@metromotorgroup.example",
  phone: { text: "07 3555 0100", href: "tel:0735550100" },
  privacyResponseDays: 30,
  reserveDeposit: "$200",
};
