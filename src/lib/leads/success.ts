import { ownValue } from "../utils/own-value";

/**
 * The /success page's words (spec 01 §2 "/success: shown after a lead is submitted"). The category
 * comes from the shopper's own storage, so it is only named when it is one a form sends, never echoed
 * as typed.
 */
const KNOWN: Record<string, string> = {
  "Vehicle Enquiry": "your enquiry",
  "Test Drive": "your test drive request",
  "Make an Offer": "your offer",
  "Finance Enquiry": "your finance enquiry",
  "Fleet Enquiry": "your fleet enquiry",
  "General Enquiry": "your enquiry",
  "New Vehicle Enquiry": "your new vehicle enquiry",
  "Service Enquiry": "your service enquiry",
  "Parts Enquiry": "your parts enquiry",
  Feedback: "your feedback",
};

export function successHeadline(category: string | null): string {
  const what = (category && ownValue(KNOWN, category)) || "your details";
  return `We have received ${what} and a member of our team will be in touch shortly.`;
}
