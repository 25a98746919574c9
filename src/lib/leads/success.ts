import { leadWords } from "./lead-confirmation";

/**
 * The /success page's words (spec 01 §2 "/success: shown after a lead is submitted") when the page
 * has no confirmation to show (lib/leads/success-token): the category comes from the shopper's own
 * storage, so it is only named when it is one a form sends, never echoed as typed.
 */
export function successHeadline(category: string | null): string {
  return `We have received ${leadWords(category).what} and a member of our team will be in touch shortly.`;
}
