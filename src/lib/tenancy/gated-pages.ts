/**
 * The pages a site may keep for signed-in shoppers (spec 02 §6 "Gated pages depend on the tenant:
 * checkout, finance, spin-to-win and the finance-check /finance page require sign-in"). Until sign-in
 * exists (issue 21), a gated page is unavailable, never open to all. Spin-to-win joins with its page.
 * Free of zod: the search page's card buttons ask it in the browser.
 */
export const GATED_PAGES = ["checkout", "finance"] as const;
export type GatedPage = (typeof GATED_PAGES)[number];

/** Whether a site keeps a page for signed-in shoppers. */
export function isGated(config: { gated_pages: readonly GatedPage[] }, page: GatedPage): boolean {
  return config.gated_pages.includes(page);
}
