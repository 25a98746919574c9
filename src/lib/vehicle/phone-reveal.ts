import { formatPhone } from "../format/format";

/** Spec 01 §4 "The number is masked after its first 5 characters". */
export const PHONE_VISIBLE_CHARS = 5;

/**
 * The number as shown before the reveal (spec 01 §4 "Phone reveal"): the displayed number (formatPhone,
 * so '+61731234567' and '07 3123 4567' mask alike) keeps its first 5 characters; every digit after them
 * becomes 'X' and the spacing stays: '07 3123 4567' → '07 31XX XXXX'. Five characters or fewer: as is.
 */
export function maskPhone(phone: string): string {
  const display = formatPhone(phone);
  if (display.length <= PHONE_VISIBLE_CHARS) return display;
  return display.slice(0, PHONE_VISIBLE_CHARS) + display.slice(PHONE_VISIBLE_CHARS).replace(/\d/g, "X");
}
