import { type GateConfig, gateOf } from "./gated-pages";

/**
 * Spec 02 §2 routes "/spin-to-win, /online-payment: gated pages", §6 "spin-to-win … require sign-in"
 * (per tenant), "online-payment … always gated". What each page is, where the spec leaves it open, is
 * decision 0079: /spin-to-win takes a signed-in shopper's entry in the dealer's prize draw as a lead
 * (the dealer draws; no wheel in the browser decides a prize), and /online-payment is the shopper's
 * deposits and payments to this dealer, with the way to pay one.
 */

export const SPIN_TO_WIN_PATH = "/spin-to-win";
export const ONLINE_PAYMENT_PATH = "/online-payment";

export type AccountPageConfig = GateConfig & { features: GateConfig["features"] & { spin_to_win: boolean } };

/** What a shopper meets at /spin-to-win: `off` (no draw: 404), else the page's gate. */
export function spinToWinDoor(config: AccountPageConfig): "off" | ReturnType<typeof gateOf> {
  if (!config.features.spin_to_win) return "off";
  return gateOf(config, "spin-to-win");
}

/** What a shopper meets at /online-payment: always gated, so `sign-in`, or `unavailable` without sign-in. */
export function onlinePaymentDoor(config: GateConfig): ReturnType<typeof gateOf> {
  return gateOf(config, "online-payment");
}

/** The entry a shopper sends from /spin-to-win (a general enquiry, subcategory 'Spin to Win'). */
export const SPIN_TO_WIN_ENTRY = "Please enter me in this month's Spin to Win draw.";

export type AccountPageLink = { id: string; name: string; url: string };

/**
 * The footer's links to the two pages, only where a shopper can reach them: a page that would answer
 * 404 (no draw, or no sign-in on the site) is not linked (the brief's "no dead ends").
 */
export function accountPageLinks(config: AccountPageConfig): AccountPageLink[] {
  const links: AccountPageLink[] = [];
  const spin = spinToWinDoor(config);
  if (spin !== "off" && spin !== "unavailable")
    links.push({ id: "spin-to-win", name: "Spin to Win", url: SPIN_TO_WIN_PATH });
  if (onlinePaymentDoor(config) !== "unavailable")
    links.push({ id: "online-payment", name: "Pay online", url: ONLINE_PAYMENT_PATH });
  return links;
}
