/**
 * The dealer's legal pages as copy templates (decision 0024): each document is a list of sections
 * whose text holds placeholders (lib/content/legal-text.ts) filled from the site, so every dealer gets
 * its own name and contact details without copy written per dealer. A site overrides any section by
 * its id in config (`legal.<document>`): a new heading, new paragraphs, hidden, or a section of its own
 * appended after the template's.
 */

export type LegalSection = { id: string; heading: string; paragraphs: readonly string[] };
export type LegalDocument = {
  title: string;
  path: string;
  description: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
};

export type LegalSectionOverride = { heading?: string; paragraphs?: string[]; hidden?: boolean };
export type LegalDocumentOverrides = Readonly<Record<string, LegalSectionOverride>>;

export const LEGAL_DOCUMENT_IDS = [
  "privacy_policy",
  "terms_and_conditions",
  "complaint_handling_process",
] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

/**
 * Spec 02 §9 "Privacy policy summary": "Written for an Australian audience, referring to the
 * Australian privacy act. Sections: why data is collected; what is collected; the brand network
 * sharing data; marketing and opt-out; cookies and analytics; disclosure; security; access requests;
 * opt-out; changes. It links to /contact."
 */
const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  path: "/privacy-policy",
  description: "How {dealer_name} collects, uses and protects your personal information.",
  intro: [
    "{dealer_name} respects your privacy. This policy explains how we handle your personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles. If you have a question about it, please get in touch through {contact_page}.",
  ],
  sections: [
    {
      id: "why-we-collect",
      heading: "Why we collect your personal information",
      paragraphs: [
        "We collect personal information so we can answer your enquiries, arrange test drives, sell, service and finance vehicles, value your trade-in, hold a car you reserve, honour warranties and recalls, and tell you about offers you have agreed to hear about.",
      ],
    },
    {
      id: "what-we-collect",
      heading: "What personal information we collect",
      paragraphs: [
        "Usually your name, phone number, e-mail address and postcode, and whatever you tell us in a form or conversation: the car you are interested in, your trade-in's details and registration, and your preferred way to be contacted. If you apply for finance or buy a car, we also collect what the law and the lender require, such as your address, date of birth and licence details.",
        "We collect this information from you directly where we can. Sometimes it comes from others, such as a manufacturer passing on your enquiry to us or a finance provider you have applied through.",
      ],
    },
    {
      id: "brand-network",
      heading: "Sharing with our brand network",
      paragraphs: [
        "As a dealer for the brands we sell, we may share your information with their Australian distributors and with other authorised dealers in their network, so that warranty work, recalls, service history and roadside assistance follow your car wherever you take it. They handle it under their own privacy policies.",
      ],
    },
    {
      id: "marketing",
      heading: "Marketing and opting out",
      paragraphs: [
        "With your consent we may send you news, offers and service reminders by e-mail, SMS, phone or mail. Every marketing message tells you how to stop receiving them, and you can also ask us at any time through {contact_page}. We will not sell your personal information.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and analytics",
      paragraphs: [
        "Our website uses cookies and your browser's storage to remember your searches, favourites and form details on your own device, and to measure how the site is used so we can improve it. You can clear them or block cookies in your browser's settings; some features, such as saved searches, may then not work.",
      ],
    },
    {
      id: "disclosure",
      heading: "Who we disclose your information to",
      paragraphs: [
        "We disclose personal information only as needed for the purposes above: to finance and insurance providers you ask us to deal with, to the people who deliver, register, service or repair your car, to the providers that run our website, e-mail and customer records, and where the law requires or allows it. Some of these providers may store information outside Australia; when they do, we take reasonable steps to see that it is handled in line with the Australian Privacy Principles.",
      ],
    },
    {
      id: "security",
      heading: "How we keep your information secure",
      paragraphs: [
        "We take reasonable steps to protect your personal information from misuse, loss and unauthorised access, change or disclosure, and we destroy or de-identify it once we no longer need it.",
      ],
    },
    {
      id: "access",
      heading: "Access, correction and privacy complaints",
      paragraphs: [
        "You may ask for the personal information we hold about you and ask us to correct it. Please make the request through {contact_page} or by e-mail to {email}; we may need to confirm who you are first.",
        "If you believe we have mishandled your personal information, e-mail {complaints_email}. We answer privacy complaints within {privacy_response_days} days. If you are not satisfied with our answer, you can contact {oaic}.",
      ],
    },
    {
      id: "opt-out",
      heading: "Opting out",
      paragraphs: [
        "You do not have to give us your personal information, and where it is practical you may deal with us without identifying yourself. If you choose not to, we may not be able to answer your enquiry, arrange finance or complete a sale. You can withdraw a consent you have given at any time through {contact_page}.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy from time to time; the version on this page is the one that applies. For any question about it, contact {dealer_name} through {contact_page}.",
      ],
    },
  ],
};

const TERMS_AND_CONDITIONS: LegalDocument = {
  title: "Terms and Conditions",
  path: "/terms-and-conditions",
  description: "The terms of use of the {dealer_name} website.",
  intro: [
    "These terms apply to your use of the {dealer_name} website. By using it you agree to them. If you have a question about them, please get in touch through {contact_page}.",
  ],
  sections: [
    {
      id: "vehicle-information",
      heading: "Vehicles, prices and availability",
      paragraphs: [
        "We take care to describe each vehicle accurately, but details, equipment and photographs come from many sources and mistakes can happen. Please confirm anything that matters to you with us before you buy. Prices are in Australian dollars, and a vehicle shown may already have been sold. No vehicle is sold until a contract of sale is signed.",
      ],
    },
    {
      id: "finance",
      heading: "Finance estimates",
      paragraphs: [
        "Repayment estimates and calculators on this website are indicative only and are not an offer of finance. Credit is available to approved applicants only, and the lender's own terms, fees and charges apply.",
      ],
    },
    {
      id: "reservations",
      heading: "Reserving a car online",
      paragraphs: [
        "Where a car can be reserved online, a fully refundable deposit of {reserve_deposit} holds it for you for 48 hours while we arrange the sale with you.",
      ],
    },
    {
      id: "trade-in",
      heading: "Trade-in estimates",
      paragraphs: [
        "An online trade-in estimate is a guide based on the details you give. Our offer is made after we have inspected the vehicle.",
      ],
    },
    {
      id: "consumer-law",
      heading: "Your rights under the Australian Consumer Law",
      paragraphs: [
        "Nothing in these terms excludes, restricts or changes the consumer guarantees and other rights you have under the Australian Consumer Law. If something goes wrong, see {complaints_page}.",
      ],
    },
    {
      id: "links",
      heading: "Other websites",
      paragraphs: [
        "This website links to websites run by others, such as manufacturers and finance providers. We are not responsible for their content or how they handle your information.",
      ],
    },
    {
      id: "content",
      heading: "Our content",
      paragraphs: [
        "The text, photographs and other material on this website belong to {dealer_name} or its suppliers. You may view and print them for your own use, but not copy them for any other purpose without our permission.",
      ],
    },
    {
      id: "privacy",
      heading: "Privacy",
      paragraphs: ["We handle the personal information you give us as {privacy_page} describes."],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        "We may change these terms from time to time; the version on this page is the one that applies.",
      ],
    },
  ],
};

/**
 * Spec 02 §9 "Complaints notice and regulators": "raise complaints with the relevant department
 * manager, reachable by email or by phone in business hours; this manager is the contact person while
 * the complaint is handled." The regulators and 'or seek independent legal advice' follow these
 * sections (lib/content/regulators.ts, COMPLAINTS_NOTICE).
 */
const COMPLAINT_HANDLING_PROCESS: LegalDocument = {
  title: "Complaint Handling Process",
  path: "/pages/complaint-handling-process",
  description: "How to raise a complaint with {dealer_name}, and where to go if you are not satisfied.",
  intro: [
    "We want to put things right when they go wrong. This is how to raise a complaint with {dealer_name} and what happens next.",
  ],
  sections: [
    {
      id: "raise",
      heading: "Raising a complaint",
      paragraphs: [
        "Please raise your complaint with the manager of the department concerned, such as sales, service, parts or finance. You can reach them by e-mail at {complaints_email} or by phone on {phone} during business hours.",
        "That manager is your contact person while your complaint is being handled.",
      ],
    },
    {
      id: "handling",
      heading: "How we handle it",
      paragraphs: [
        "We will acknowledge your complaint, look into it fairly, keep you informed of our progress and tell you what we propose to do to resolve it. Tell us what happened, when, and what outcome you are looking for, and include any paperwork you have, such as a contract, invoice or job card.",
        "For a complaint about how we have handled your personal information, see {privacy_page}.",
      ],
    },
  ],
};

const DOCUMENTS: Record<LegalDocumentId, LegalDocument> = {
  privacy_policy: PRIVACY_POLICY,
  terms_and_conditions: TERMS_AND_CONDITIONS,
  complaint_handling_process: COMPLAINT_HANDLING_PROCESS,
};

/** Spec 02 §9: the notice's words around the regulators of the dealer's states. */
export const COMPLAINTS_NOTICE = {
  heading: "If you are not satisfied",
  lead: "If your complaint is not resolved to your satisfaction, you can contact the consumer protection agency in your state or territory:",
  tail: "or seek independent legal advice.",
} as const;

/** The paths of the legal pages, for the sitemap. */
export const LEGAL_PAGE_PATHS: readonly string[] = LEGAL_DOCUMENT_IDS.map((id) => DOCUMENTS[id].path);

/** A legal document as the site shows it: the template with the site's section overrides applied. */
export function legalDocument(id: LegalDocumentId, overrides: LegalDocumentOverrides = {}): LegalDocument {
  const template = DOCUMENTS[id];
  const sections: LegalSection[] = [];
  for (const section of template.sections) {
    const own = Object.hasOwn(overrides, section.id) ? overrides[section.id] : undefined;
    if (own?.hidden) continue;
    sections.push({
      id: section.id,
      heading: own?.heading ?? section.heading,
      paragraphs: own?.paragraphs ?? section.paragraphs,
    });
  }
  const known = new Set(template.sections.map((s) => s.id));
  for (const [sectionId, own] of Object.entries(overrides)) {
    if (known.has(sectionId) || own.hidden || !own.heading || !own.paragraphs?.length) continue;
    sections.push({ id: sectionId, heading: own.heading, paragraphs: own.paragraphs });
  }
  return { ...template, sections };
}

/** The ids of a document's template sections (config validation, tests). */
export function legalSectionIds(id: LegalDocumentId): string[] {
  return DOCUMENTS[id].sections.map((s) => s.id);
}
