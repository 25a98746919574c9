/**
 * The promo popup (spec 02 §2 "Promo popup: a popup with image, title, description and a button"; §4
 * "visible by default; hides after close or after its link is clicked; never shown once its expiry date
 * has passed; not shown before the page has mounted on the client"; §9 "maximum width 600px, maximum
 * height 80vh"). Zod-free and date-library-free: the browser runs these rules.
 */

/** Spec 02 §9. */
export const PROMO_POPUP_MAX_WIDTH_PX = 600;
export const PROMO_POPUP_MAX_HEIGHT_VH = 80;
/** The button's words when the dealer gives a link and no words. */
export const PROMO_POPUP_DEFAULT_BUTTON = "Find out more";

/** What the page hands the popup component. */
export type PromoPopupData = {
  /** The popup's identity: a closed popup stays closed by it, a new campaign (new slug) shows again. */
  slug: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  imageAlt: string;
  button: { text: string; url: string } | null;
  /** ISO timestamps of its window; null: open-ended. */
  start: string | null;
  expiry: string | null;
};

/** Spec 02 §4: shown from its start (when it has one) until its expiry passes. */
export function isPromoPopupLive(popup: Pick<PromoPopupData, "start" | "expiry">, nowMs: number): boolean {
  const start = popup.start === null ? Number.NEGATIVE_INFINITY : Date.parse(popup.start);
  const expiry = popup.expiry === null ? Number.POSITIVE_INFINITY : Date.parse(popup.expiry);
  if (Number.isNaN(start) || Number.isNaN(expiry)) return false;
  return start <= nowMs && nowMs < expiry;
}

/**
 * The popup to show now from a site's popups in their precedence order (the one that started last
 * first, an open start counting as earliest): the first whose window holds `nowMs`, or null. The
 * server keeps a site's list with its cached site and picks by the clock per request (decision 0085).
 */
export function livePromoPopup<T extends Pick<PromoPopupData, "start" | "expiry">>(
  popups: readonly T[],
  nowMs: number,
): T | null {
  return popups.find((popup) => isPromoPopupLive(popup, nowMs)) ?? null;
}

/** Where the browser remembers the popups the shopper closed (local storage, per site's host). */
export const DISMISSED_POPUPS_KEY = "forecourt.promo-popup.dismissed";
/** Enough for years of campaigns; the oldest are forgotten first. */
const REMEMBERED = 20;

/** The slugs the stored value lists; anything unreadable is an empty list (storage is a convenience). */
export function parseDismissedPopups(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((s): s is string => typeof s === "string").slice(-REMEMBERED)
      : [];
  } catch {
    return [];
  }
}

/** The stored value once `slug` is closed: added last, each slug once, the newest kept. */
export function withDismissedPopup(stored: string | null, slug: string): string {
  const list = parseDismissedPopups(stored).filter((s) => s !== slug);
  list.push(slug);
  return JSON.stringify(list.slice(-REMEMBERED));
}

/**
 * Pages a marketing popup must not interrupt: paying a deposit or buying online, the thank-you page
 * after a lead, a printable car page, the review feedback pages a dealer e-mails to customers, and a
 * shopper's step-by-step tasks: valuing a trade-in (issue 20), signing in, and the unsubscribe page
 * an alert links to (issue 21).
 */
const QUIET_PATHS = [
  /^\/print\/?$/,
  /^\/success\/?$/,
  /^\/checkout-journey(?:\/|$)/,
  /^\/cars\/[^/]+\/(?:checkout|buy-online)\/?$/,
  /^\/review-feedback\/?$/,
  /^\/customer-feedback-survey\/?$/,
  /^\/(?:trade-in|sell-my-car|sell-your-car|cars\/trade-in)\/?$/,
  /^\/sign-in\/?$/,
  /^\/pages\/unsubscribe\/?$/,
];

export function isQuietPath(pathname: string): boolean {
  return QUIET_PATHS.some((path) => path.test(pathname));
}

/**
 * Spec 02 §4: shown unless closed before in this browser, and only inside its window; never over a
 * page in the middle of a purchase, a lead's thank-you or a print view.
 */
export function shouldShowPromoPopup(
  popup: PromoPopupData,
  stored: string | null,
  nowMs: number,
  pathname = "/",
): boolean {
  return (
    isPromoPopupLive(popup, nowMs) &&
    !parseDismissedPopups(stored).includes(popup.slug) &&
    !isQuietPath(pathname)
  );
}
