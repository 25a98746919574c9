import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { type EnquiryPageKind, isEnquiryPageKind, LEAD_FORMS } from "@/lib/leads/forms";
import { requireSite } from "../../_loaders/site";
import { LeadPage, leadPageMetadata } from "../../_routes/lead-page";

type Props = { params: Promise<{ site: string; kind: string }> };

/** What each enquiry page promises (spec 02 §2 "/enquiries/…" enquiry pages). */
const INTRO: Record<EnquiryPageKind, string> = {
  "new-vehicle-enquiry":
    "Tell us which new car you are after and our sales team will be in touch with pricing and availability.",
  "service-enquiry": "Ask about a service or repair and our service team will get back to you to book it in.",
  "parts-enquiry":
    "Tell us the part or accessory you need and our parts team will check stock and price for you.",
  "fleet-enquiry":
    "Custom fleet solutions, servicing and repairs, fast quotes and finance options for your business.",
  "general-enquiry": "Ask us anything and the right person will get back to you.",
  feedback: "Tell us how we did. Every message is read by our management team.",
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, kind } = await params;
  if (!isEnquiryPageKind(kind)) return {};
  return leadPageMetadata(site, LEAD_FORMS[kind].category, `/enquiries/${kind}`, INTRO[kind]);
}

/** /enquiries/{new-vehicle,service,parts,fleet,general}-enquiry and /enquiries/feedback (spec 02 §2). */
export default async function EnquiryRoute({ params }: Props) {
  const { site: siteSlug, kind } = await params;
  if (!isEnquiryPageKind(kind)) notFound();
  const site = await requireSite(siteSlug);
  return <LeadPage site={site} kind={kind} title={LEAD_FORMS[kind].category} intro={<p>{INTRO[kind]}</p>} />;
}
