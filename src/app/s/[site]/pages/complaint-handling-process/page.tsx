import { LegalRoute, type LegalRouteProps, legalMetadata } from "../../_routes/legal-route";

/** /pages/complaint-handling-process (spec 02 §2 routes, §9; the footer links it on every site). */
export function generateMetadata(props: LegalRouteProps) {
  return legalMetadata(props, "complaint_handling_process");
}

export default function ComplaintHandlingRoute(props: LegalRouteProps) {
  return LegalRoute(props, "complaint_handling_process");
}
