/**
 * The pages a site keeps for signed-in shoppers (spec 02 §6 "Gated pages depend on the tenant:
 * checkout, finance, spin-to-win and the finance-check /finance page require sign-in; online-payment
 * and my-garage pages are always gated"; §4 "Gated pages: a signed-out visitor is redirected to sign-in
 * with a redirect and a back target; a signed-in visitor goes straight to the target").
 *
 * A site lists the pages it gates in `gated_pages`; online-payment and my-garage are gated whatever it
 * lists. Whether a gated page asks for sign-in depends on the site's authentication switch (off by
 * default, spec 02 §9): with it on, a signed-out shopper is sent to sign-in and back; with it off the
 * site has no sign-in to send them to, so the page is unavailable (issue 18 item 7), never open to all.
 * Free of zod: the search page's card buttons ask it in the browser.
 */
export const GATED_PAGES = ["checkout", "finance", "spin-to-win", "online-payment", "my-garage"] as const;
export type GatedPage = (typeof GATED_PAGES)[number];

/** Spec 02 §6 "online-payment and my-garage pages are always gated". */
export const ALWAYS_GATED: readonly GatedPage[] = ["online-payment", "my-garage"];

export type GateConfig = { gated_pages: readonly GatedPage[]; features: { authentication: boolean } };

/**
 * What a shopper meets at a page: `open` to all; `sign-in`, open to signed-in shoppers and a redirect
 * to sign-in for the rest; `unavailable`, gated on a site without sign-in.
 */
export type Gate = "open" | "sign-in" | "unavailable";

/** Whether a site keeps a page for signed-in shoppers. */
export function isGated(config: Pick<GateConfig, "gated_pages">, page: GatedPage): boolean {
  return ALWAYS_GATED.includes(page) || config.gated_pages.includes(page);
}

export function gateOf(config: GateConfig, page: GatedPage): Gate {
  if (!isGated(config, page)) return "open";
  return config.features.authentication ? "sign-in" : "unavailable";
}

/** Whether a gated page cannot be used at all on this site (gated, and the site has no sign-in). */
export function isUnavailable(config: GateConfig, page: GatedPage): boolean {
  return gateOf(config, page) === "unavailable";
}
