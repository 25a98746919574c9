import { ContactPage, contactMetadata } from "../_routes/contact-route";
import type { LeadPageProps } from "../_routes/lead-page";

/** /contact: the contact form and the site's locations (spec 02 §2). */
export function generateMetadata(props: LeadPageProps) {
  return contactMetadata(props, "/contact");
}

export default function ContactRoute(props: LeadPageProps) {
  return <ContactPage {...props} />;
}
