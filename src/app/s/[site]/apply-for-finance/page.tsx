import { financeRoute } from "@/components/leads/finance-enquiry-route";

/** /apply-for-finance: the finance enquiry form (spec 02 §2). */
const route = financeRoute("/apply-for-finance");
export const generateMetadata = route.generateMetadata;
export default route.FinanceRoute;
