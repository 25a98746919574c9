import { FinancePage, financeMetadata } from "@/components/leads/finance-enquiry-route";
import type { LeadPageProps } from "@/components/leads/lead-form-page";

/** /finance: the finance enquiry form (spec 02 §2). */
export function generateMetadata(props: LeadPageProps) {
  return financeMetadata(props, "/finance");
}

export default function FinanceRoute(props: LeadPageProps) {
  return <FinancePage {...props} />;
}
