import { FinancePage, financeMetadata } from "../../_routes/finance-route";
import type { LeadPageProps } from "../../_routes/lead-page";

/** /personalised/finance?car_id= (spec 02 §2 finance routes): the calculator and form for one car. */
export function generateMetadata(props: LeadPageProps) {
  return financeMetadata(props, "/personalised/finance");
}

export default function PersonalisedFinanceRoute(props: LeadPageProps) {
  return <FinancePage {...props} path="/personalised/finance" />;
}
