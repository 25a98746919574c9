import { LegalRoute, type LegalRouteProps, legalMetadata } from "../_routes/legal-route";

/** /privacy-policy (spec 02 §2 routes, §9; the footer links it on every site). */
export function generateMetadata(props: LegalRouteProps) {
  return legalMetadata(props, "privacy_policy");
}

export default function PrivacyPolicyRoute(props: LegalRouteProps) {
  return LegalRoute(props, "privacy_policy");
}
