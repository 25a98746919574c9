/**
 * The review feedback landing page (spec 02 §2 "Review feedback landing page"): a dealer e-mails a
 * customer a link carrying first_name and dealership_name; the page greets them and offers 'I had a
 * great experience' (the dealership's Google review page, from the site's gmb_profiles) or 'I had a bad
 * experience' (/customer-feedback-survey).
 *
 * Both query values are shown on the page, and anyone can make such a link, so they are checked against
 * what a name looks like; anything else gets the spec's default. React escapes what is shown; this
 * keeps the page from greeting "Dear <a href=…>" or a paragraph of someone's advertising.
 */

/** Spec 02 §2. */
export const DEFAULT_FIRST_NAME = "Valued Customer";
/** Spec 02 §2. */
export const DEFAULT_DEALERSHIP_NAME = "Our Dealership";
/** Spec 02 §2. */
export const FEEDBACK_HEADING = "We'd love to hear your feedback!";
export const GREAT_EXPERIENCE = "I had a great experience";
export const BAD_EXPERIENCE = "I had a bad experience";
/** Spec 02 §2 routes table: the bad-experience path. */
export const FEEDBACK_SURVEY_PATH = "/customer-feedback-survey";
/** Where the landing page lives. The spec names the page but not its path (decision 0023). */
export const REVIEW_FEEDBACK_PATH = "/review-feedback";

export const MAX_FIRST_NAME = 40;
const MAX_DEALERSHIP_NAME = 80;
/** Letters (any script), marks, digits, spaces and the punctuation names use: O'Brien, Smith-Jones, A & B. */
const NAME_CHARS = /^[\p{L}\p{M}\p{N} .,'’&()-]+$/u;

type QueryValue = string | string[] | undefined;

/** A query value as a name, or null: first value only, spaces collapsed, name characters, a letter. */
export function queryName(value: QueryValue, max: number): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string") return null;
  const name = raw.replace(/\s+/g, " ").trim();
  if (!name || name.length > max || !NAME_CHARS.test(name) || !/\p{L}/u.test(name)) return null;
  return name;
}

export type FeedbackGreeting = {
  firstName: string;
  dealershipName: string;
  /** The first name came from the link (not the default), so the survey can be prefilled with it. */
  firstNameGiven: boolean;
  dealershipNameGiven: boolean;
};

export function feedbackGreeting(query: Record<string, QueryValue>): FeedbackGreeting {
  const firstName = queryName(query.first_name, MAX_FIRST_NAME);
  const dealershipName = queryName(query.dealership_name, MAX_DEALERSHIP_NAME);
  return {
    firstName: firstName ?? DEFAULT_FIRST_NAME,
    dealershipName: dealershipName ?? DEFAULT_DEALERSHIP_NAME,
    firstNameGiven: firstName !== null,
    dealershipNameGiven: dealershipName !== null,
  };
}

export type GmbProfile = { name: string; review_url: string };

const normalise = (name: string) => name.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Spec 02 §2 "the dealership's review URL from the business-profile list": the profile named like the
 * link's dealership_name (ignoring case and spacing), else the site's first profile (the main one a
 * single-dealer site has), else null when the site lists none.
 */
export function reviewUrlFor(profiles: readonly GmbProfile[], dealershipName: string | null): string | null {
  if (dealershipName) {
    const wanted = normalise(dealershipName);
    const match = profiles.find((p) => normalise(p.name) === wanted);
    if (match) return match.review_url;
  }
  return profiles[0]?.review_url ?? null;
}

/** The bad-experience link; it carries a given first name so the survey form starts with it. */
export function feedbackSurveyHref(greeting: FeedbackGreeting): string {
  if (!greeting.firstNameGiven) return FEEDBACK_SURVEY_PATH;
  return `${FEEDBACK_SURVEY_PATH}?${new URLSearchParams({ first_name: greeting.firstName })}`;
}
