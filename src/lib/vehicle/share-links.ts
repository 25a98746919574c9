/**
 * Share links for a car page (spec 01 §2 "sms with a body, mailto, WhatsApp (web or api host by
 * device)", §9 "Share pop-up 550x400; copy notice 1.5 s"). Spec 01 §5 / §8: share URLs need a value;
 * a missing one is an error, never a broken link.
 */
export class ShareLinkError extends Error {
  override name = "ShareLinkError";
}

export const SHARE_POPUP = { width: 550, height: 400 } as const;
export const COPIED_NOTICE_MS = 1_500;

function required(value: string | null | undefined, what: string): string {
  const trimmed = value?.trim();
  if (!trimmed) throw new ShareLinkError(`A share link needs ${what}`);
  return trimmed;
}

export function smsShareHref(url: string, text: string): string {
  return `sms:?&body=${encodeURIComponent(`${required(text, "a message")} ${required(url, "a page URL")}`)}`;
}

export function mailtoShareHref(url: string, subject: string): string {
  const params = `subject=${encodeURIComponent(required(subject, "a subject"))}&body=${encodeURIComponent(required(url, "a page URL"))}`;
  return `mailto:?${params}`;
}

export function whatsappShareHref(url: string, text: string, isMobile: boolean): string {
  const host = isMobile ? "https://api.whatsapp.com" : "https://web.whatsapp.com";
  return `${host}/send?text=${encodeURIComponent(`${required(text, "a message")} ${required(url, "a page URL")}`)}`;
}

export function facebookShareHref(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(required(url, "a page URL"))}`;
}

/** window.open features for the 550×400 share pop-up, centred on the screen. */
export function sharePopupFeatures(screen: { width: number; height: number }): string {
  const left = Math.max(0, Math.round((screen.width - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round((screen.height - SHARE_POPUP.height) / 2));
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`;
}

export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(userAgent);
}
