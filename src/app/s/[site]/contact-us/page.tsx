import { contactRoute } from "@/components/leads/contact-route";

/** /contact-us: the contact form and the site's locations (spec 02 §2). */
const route = contactRoute("/contact-us");
export const generateMetadata = route.generateMetadata;
export default route.ContactRoute;
