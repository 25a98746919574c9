import { financeRoute } from "@/components/leads/finance-enquiry-route";

/** /finance-enquiry: the finance enquiry form (spec 02 §2). */
const route = financeRoute("/finance-enquiry");
export const generateMetadata = route.generateMetadata;
export default route.FinanceRoute;
