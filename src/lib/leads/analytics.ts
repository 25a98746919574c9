import { ANALYTICS_EVENTS, type AnalyticsEvent } from "../analytics/track";
import type { LeadFormKind } from "./forms";

/** The car a form is about, as far as analytics cares. */
export type EnquiryCar = { car_type: "new" | "used" | "demo"; tag?: string | null };

export type EnquiryAnalyticsOptions = {
  /** The dealer variant that reports finance enquiries as their own event (spec 02 §7, id 9). */
  financeEnquiryEvent?: boolean;
};

const TEST_DRIVE_ONLY = "test drive only";
const TEST_DRIVE_FORMS: readonly LeadFormKind[] = ["test-drive", "book-test-drive"];
const FLEET_FORMS: readonly LeadFormKind[] = ["fleet-block", "fleet-enquiry"];

/**
 * Which analytics event a submitted enquiry reports (spec 01 §7, spec 02 §7). The form's own funnel
 * (fleet, finance on the variant that tracks it) comes first, because those ids describe what the
 * shopper asked for whatever car they were on; then a 'Test Drive Only' car, whose every enquiry is a
 * test drive; then test drives by car type; then enquiries by car type. Demo cars count as new, as
 * the spec names only used cars apart.
 */
export function enquiryAnalyticsEvent(
  formKind: LeadFormKind,
  car: EnquiryCar | null | undefined,
  options: EnquiryAnalyticsOptions = {},
): AnalyticsEvent {
  if (FLEET_FORMS.includes(formKind)) return "fleetEnquiry";
  if (formKind === "finance-enquiry" && options.financeEnquiryEvent) return "financeEnquiry";
  // Feeds write tags by hand ('Test drive only', trailing spaces); they mean the same tag.
  if (car?.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY) return "newTestDrive";
  const used = car?.car_type === "used";
  if (TEST_DRIVE_FORMS.includes(formKind)) return used ? "usedTestDrive" : "newTestDrive";
  return used ? "usedEnquiry" : "newEnquiry";
}

/** The numeric id of `enquiryAnalyticsEvent`, as the tag manager receives it. */
export function enquiryAnalyticsId(
  formKind: LeadFormKind,
  car: EnquiryCar | null | undefined,
  options: EnquiryAnalyticsOptions = {},
): number {
  return ANALYTICS_EVENTS[enquiryAnalyticsEvent(formKind, car, options)];
}
