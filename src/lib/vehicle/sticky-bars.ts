/**
 * When the bars that follow the shopper down a page appear (spec 02 §4 "Sticky call-to-action bar:
 * opens once the page scroll passes 900 px, and the chat bubble class follows"; "Sticky mobile footer:
 * appears after scrolling 50 px"; §9 "Sticky bar threshold 900 px; mobile sticky footer threshold
 * 50 px"). Zod-free and React-free: the bars' and the bubble's browser code read these.
 */

/** Spec 02 §9 "Sticky bar threshold 900 px". */
export const STICKY_BAR_SCROLL_PX = 900;
/** Spec 02 §9 "mobile sticky footer threshold 50 px". */
export const STICKY_FOOTER_SCROLL_PX = 50;

/** Spec 02 §4: the call-to-action bar is open once the scroll passes 900 px (not at exactly 900). */
export function stickyBarOpen(scrollY: number): boolean {
  return scrollY > STICKY_BAR_SCROLL_PX;
}

/** Spec 02 §4: the mobile footer appears after scrolling 50 px. */
export function stickyFooterShown(scrollY: number): boolean {
  return scrollY > STICKY_FOOTER_SCROLL_PX;
}

export type ChatBubbleLook = "expanded" | "compact";

/**
 * "The chat bubble class follows" the bar: at the top of a page the bubble is a labelled pill ('Chat
 * with us'); once the bar opens it folds to its round icon, so it takes less of the page the shopper
 * is reading. Its accessible name stays the same in both.
 */
export function chatBubbleLook(barOpen: boolean): ChatBubbleLook {
  return barOpen ? "compact" : "expanded";
}
