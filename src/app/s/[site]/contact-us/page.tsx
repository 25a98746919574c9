import { ContactPage, contactMetadata } from "@/components/leads/contact-route";
import type { LeadPageProps } from "@/components/leads/lead-form-page";

/** /contact-us: the contact form and the site's locations (spec 02 §2). */
export function generateMetadata(props: LeadPageProps) {
  return contactMetadata(props, "/contact-us");
}

export default function ContactRoute(props: LeadPageProps) {
  return <ContactPage {...props} />;
}
