import { financeRoute } from "@/components/leads/finance-enquiry-route";

/** /finance: the finance enquiry form (spec 02 §2). */
const route = financeRoute("/finance");
export const generateMetadata = route.generateMetadata;
export default route.FinanceRoute;
