/**
 * Share links for a car page (spec 01 §2 "Other link types: … sms with a body for text sharing, mailto
 * for e-mail, and a WhatsApp send link (web or api host depending on whether the device is mobile)";
 * §9 "Share pop-up 550x400; copy notice 1.5 s"). Spec 01 §5 "Share URLs need a value" and §8
 * "Share-link construction errors when a required url … is missing": a missing or blank value throws
 * a ShareLinkError rather than producing a broken link.
 */
export class ShareLinkError extends Error {
  override name = "ShareLinkError";
}

/** Spec 01 §9 "Share pop-up 550x400". */
export const SHARE_POPUP = { width: 550, height: 400 } as const;
/** Spec 01 §4 "Copy-link button shows 'Copied' for 1.5 s". */
export const COPIED_NOTICE_MS = 1_500;

function required(value: unknown, what: string, builder: string): string {
  if (typeof value !== "string" || !value.trim()) {
    throw new ShareLinkError(
      `${builder} needs ${what}; got ${value === "" ? "an empty string" : String(value)}`,
    );
  }
  return value.trim();
}

/** sms:?&body=<text url> — the `?&` form opens with a body on both iOS and Android. */
export function smsShareHref(url: string, text: string): string {
  const body = `${required(text, "a message", "An SMS share link")} ${required(url, "a page URL", "An SMS share link")}`;
  return `sms:?&body=${encodeURIComponent(body)}`;
}

/** mailto:?subject=<subject>&body=<url>. */
export function mailtoShareHref(url: string, subject: string): string {
  const s = encodeURIComponent(required(subject, "a subject", "An e-mail share link"));
  const body = encodeURIComponent(required(url, "a page URL", "An e-mail share link"));
  return `mailto:?subject=${s}&body=${body}`;
}

/** WhatsApp's send link: the api host on a phone (opens the app), the web host on a desktop. */
export function whatsappShareHref(url: string, text: string, isMobile: boolean): string {
  const host = isMobile ? "https://api.whatsapp.com" : "https://web.whatsapp.com";
  const message = `${required(text, "a message", "A WhatsApp share link")} ${required(url, "a page URL", "A WhatsApp share link")}`;
  return `${host}/send?text=${encodeURIComponent(message)}`;
}

/** Facebook's sharer for the page (opened in the 550×400 pop-up). */
export function facebookShareHref(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(required(url, "a page URL", "A Facebook share link"))}`;
}

/**
 * window.open features for the 550×400 share pop-up, centred on `screen` (never off its top or left
 * edge). `noopener,noreferrer` keep the opened page from reaching back into this one.
 */
export function sharePopupFeatures(screen: { width: number; height: number }): string {
  const centre = (space: number, size: number) =>
    Number.isFinite(space) ? Math.max(0, Math.round((space - size) / 2)) : 0;
  const left = centre(screen.width, SHARE_POPUP.width);
  const top = centre(screen.height, SHARE_POPUP.height);
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`;
}

/** Phones and tablets by user agent (spec 01 §2 "depending on whether the device is mobile"). */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent ?? "");
}
