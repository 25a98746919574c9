import { FinancePage, financeMetadata } from "../_routes/finance-route";
import type { LeadPageProps } from "../_routes/lead-page";

/** /finance: the finance enquiry form (spec 02 §2). */
export function generateMetadata(props: LeadPageProps) {
  return financeMetadata(props, "/finance");
}

export default function FinanceRoute(props: LeadPageProps) {
  return <FinancePage {...props} path="/finance" />;
}
