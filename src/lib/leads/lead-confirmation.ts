import { ownValue } from "../utils/own-value";

/**
 * What a shopper is told once their lead is stored (issue 34 item 1 "enquiry received and test drive
 * received … and the next step"), the same words on the success page and in the e-mail and text: what
 * was received, which desk has it, and what happens next. By the lead's category, so every form (and
 * a chat message, an online purchase) has its words; an unknown category reads as 'your details'.
 */
export type LeadDesk = "sales" | "service" | "parts";

export type LeadWords = {
  /** 'your test drive request' */
  what: string;
  /** Which desk's yard and number the confirmation gives. */
  desk: LeadDesk;
  /** What happens next, in one or two sentences. */
  nextStep: string;
};

export const WITHIN_A_DAY = "within one business day";
const GENERIC_NEXT = `Our team will contact you ${WITHIN_A_DAY}, by phone or e-mail.`;

const WORDS: Record<string, LeadWords> = {
  "Vehicle Enquiry": { what: "your enquiry", desk: "sales", nextStep: GENERIC_NEXT },
  "Test Drive": {
    what: "your test drive request",
    desk: "sales",
    nextStep: `We will contact you ${WITHIN_A_DAY} to confirm a time. Please bring your driver's licence to the test drive.`,
  },
  "Make an Offer": {
    what: "your offer",
    desk: "sales",
    nextStep: `Our sales team will consider your offer and reply ${WITHIN_A_DAY}.`,
  },
  "Finance Enquiry": {
    what: "your finance enquiry",
    desk: "sales",
    nextStep: `Our finance team will contact you ${WITHIN_A_DAY} to talk through your options.`,
  },
  "Fleet Enquiry": {
    what: "your fleet enquiry",
    desk: "sales",
    nextStep: `Our fleet team will contact you ${WITHIN_A_DAY}.`,
  },
  "General Enquiry": { what: "your enquiry", desk: "sales", nextStep: GENERIC_NEXT },
  "New Vehicle Enquiry": { what: "your new vehicle enquiry", desk: "sales", nextStep: GENERIC_NEXT },
  "Service Enquiry": {
    what: "your service enquiry",
    desk: "service",
    nextStep: `Our service team will contact you ${WITHIN_A_DAY} to book a time.`,
  },
  "Parts Enquiry": {
    what: "your parts enquiry",
    desk: "parts",
    nextStep: `Our parts team will check availability and contact you ${WITHIN_A_DAY}.`,
  },
  Feedback: {
    what: "your feedback",
    desk: "sales",
    nextStep:
      "Thank you for taking the time: a manager reads every message, and will contact you if you asked us to.",
  },
  "Instant Message": { what: "your message", desk: "sales", nextStep: GENERIC_NEXT },
  "Online Purchase": {
    what: "your online purchase",
    desk: "sales",
    nextStep: `Our sales team will contact you ${WITHIN_A_DAY} to finish the paperwork and arrange delivery or pick-up.`,
  },
};

const UNKNOWN: LeadWords = { what: "your details", desk: "sales", nextStep: GENERIC_NEXT };

/** The words for a category; never a value typed by someone (an unknown category is 'your details'). */
export function leadWords(category: string | null, subcategory: string | null = null): LeadWords {
  const words = (category && ownValue(WORDS, category)) || UNKNOWN;
  // The sold car's 'Find me something similar' asks for other cars, not about this one.
  if (subcategory === "Find me something similar") {
    return {
      ...words,
      what: "your request for a similar car",
      nextStep: `Our sales team will look for cars like it and contact you ${WITHIN_A_DAY}.`,
    };
  }
  return words;
}
