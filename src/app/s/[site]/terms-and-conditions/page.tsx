import { LegalRoute, type LegalRouteProps, legalMetadata } from "../_routes/legal-route";

/** /terms-and-conditions (spec 02 §2 routes, §9; the footer links it on every site). */
export function generateMetadata(props: LegalRouteProps) {
  return legalMetadata(props, "terms_and_conditions");
}

export default function TermsAndConditionsRoute(props: LegalRouteProps) {
  return LegalRoute(props, "terms_and_conditions");
}
