import { FinancePage, financeMetadata } from "@/components/leads/finance-enquiry-route";
import type { LeadPageProps } from "@/components/leads/lead-form-page";

/** /finance-enquiry: the finance enquiry form (spec 02 §2). */
export function generateMetadata(props: LeadPageProps) {
  return financeMetadata(props, "/finance-enquiry");
}

export default function FinanceRoute(props: LeadPageProps) {
  return <FinancePage {...props} />;
}
