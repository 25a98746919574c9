import { ContactPage, contactMetadata } from "@/components/leads/contact-route";
import type { LeadPageProps } from "@/components/leads/lead-form-page";

/** /contact: the contact form and the site's locations (spec 02 §2). */
export function generateMetadata(props: LeadPageProps) {
  return contactMetadata(props, "/contact");
}

export default function ContactRoute(props: LeadPageProps) {
  return <ContactPage {...props} />;
}
