import { contactRoute } from "@/components/leads/contact-route";

/** /contact: the contact form and the site's locations (spec 02 §2). */
const route = contactRoute("/contact");
export const generateMetadata = route.generateMetadata;
export default route.ContactRoute;
