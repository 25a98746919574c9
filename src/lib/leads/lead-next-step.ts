import { formatDate, formatTime } from "../locations/opening-hours";
import { slotWhen } from "../scheduling/slot-words";
import { type LeadWords, WITHIN_A_DAY } from "./lead-confirmation";

/**
 * The test drive's time in a confirmation's next step (issue 34 items 1 and 2). Apart from the words
 * by category (lead-confirmation), which the success page's first-load script reads: the zone names
 * come from Intl date code, kept out of pages' first load (decision 0013).
 */

/**
 * 'Saturday 14 June 2025 at 10:00 am' for a test drive time ('YYYY-MM-DDTHH:mm' on the dealer's
 * clock); with the yard's zone known (a booked slot, issue 34 item 2), the zone is named:
 * '… at 10:00 am AEST (Brisbane time)'.
 */
export function requestedTime(local: string | null, timeZone?: string | null): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local ?? "");
  if (!match) return null;
  if (timeZone) return slotWhen(`${match[1]}T${match[2]}`, timeZone);
  return `${formatDate(match[1]!)} at ${formatTime(match[2]!)}`;
}

/** The next step, with a requested test drive time named (on the yard's clock when its zone is known). */
export function nextStepFor(words: LeadWords, testDriveAt: string | null, timeZone?: string | null): string {
  const when = requestedTime(testDriveAt, timeZone);
  return when && words.what === "your test drive request"
    ? `We will contact you ${WITHIN_A_DAY} to confirm your test drive on ${when}, the time you asked for. Please bring your driver's licence.`
    : words.nextStep;
}
