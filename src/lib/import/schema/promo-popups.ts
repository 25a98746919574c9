import { z } from "zod";
import { httpUrl, optionalText, slugSchema, text, timestampText } from "./fields";

/**
 * The promo popup (spec 02 §2 "Promo popup: image, title, description and a button"; §4 its window).
 * Not in the spec's bundle list; it belongs to the site, and a bundle that has `promo_popups` replaces
 * the site's set. Of those in their window, the one that started last shows (decision 0029).
 */
export const promoPopupRecordSchema = z.object({
  /** Its identity: a shopper who closed it is not shown it again; a new campaign takes a new slug. */
  slug: slugSchema,
  title: text(120).min(1),
  description: optionalText(600),
  image_url: httpUrl.nullish(),
  /** Words for the image for screen readers; without them the image is decorative. */
  image_alt: optionalText(200),
  button_text: optionalText(40),
  /** Where the button goes; without it the popup has only its close button. */
  button_url: httpUrl.nullish(),
  start: timestampText.nullish(),
  expiry: timestampText.nullish(),
});

export type PromoPopupRecord = z.infer<typeof promoPopupRecordSchema>;
