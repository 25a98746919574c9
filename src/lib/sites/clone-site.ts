import { z } from "zod";
import { type HiddenPath, withoutPaths } from "../config/config-visibility";

/**
 * Cloning a site (issue 32 §6, decision 0056): a new slug and name (and, if given, its own domains),
 * the same template, config, theme and menus (all in the config), and a copy of every row of its
 * content: pages, blog articles, the guarantee strip, offers, promo cards and popups. The clone shows
 * the same dealerships (shared, not copied: their cars, locations and reviews are the dealer's, and a
 * copy would double every car in the group's feeds). Nothing of the shoppers or the staff is copied:
 * no leads, accounts, reservations, trade-ins, staff, API keys or audit entries. Pure.
 */

/** The tables whose rows of the source site are copied to the clone (each has `site_id`). */
export const CLONED_SITE_TABLES = [
  "content_pages",
  "blog_articles",
  "guarantee_items",
  "home_pages",
  "offers",
  "promo_nodes",
  "promo_popups",
] as const;

/**
 * Every other table with a `site_id`, and why its rows stay with the source. A table added later must
 * be put in one of the two lists (server/sites/clone-tables.test.ts fails until it is).
 */
export const NOT_CLONED_SITE_TABLES: Readonly<Record<string, string>> = {
  site_dealerships: "written for the clone: it shows the same dealerships (shared)",
  site_domains: "a domain belongs to one site: the clone holds only the domains given to it",
  leads: "shoppers' enquiries to the source site",
  users: "shopper accounts of the source site",
  saved_searches: "shoppers' saved searches",
  alert_events: "shoppers' alerts",
  alert_digests: "shoppers' alert e-mails",
  shopper_notices: "shoppers' notices",
  reservations: "shoppers' reservations",
  purchase_journeys: "shoppers' purchases",
  trade_ins: "shoppers' trade-ins",
  phone_reveals: "shoppers' phone reveals (statistics of the source)",
  staff_users: "the source's staff; the clone's are invited anew",
  api_keys: "the source's API keys; the clone's are made anew",
  payment_accounts: "the source's own Stripe account; the clone's group admin connects the clone's",
  audit_log: "the source's history",
  config_revisions: "the source's settings history: the clone's begins at its creation",
  config_previews: "short-lived previews of the source's unsaved settings",
  content_versions:
    "the source's editing history: the clone's copied items start at version 0, as imported items do",
  feed_imports: "the source's import history (the dealerships' feeds keep arriving for both)",
  analytics_events: "shoppers' visits to the source site (its analytics begin at the clone's creation)",
  analytics_salts: "the source's visitor salts",
  analytics_rollup_state: "the source's rollup progress",
  analytics_site_days: "the source's analytics",
  analytics_dealership_days: "the source's analytics",
  analytics_car_days: "the source's analytics",
  analytics_lead_days: "the source's analytics",
  analytics_source_days: "the source's analytics",
  analytics_search_days: "the source's analytics",
  analytics_page_days: "the source's analytics",
  analytics_event_days: "the source's analytics",
  privacy_purges: "the source's retention purge progress (the clone's own begins at its first purge)",
};

/**
 * The config the clone starts with: the source's overrides, without its secrets (a provider's token
 * stays with the site it was issued to; the clone's are entered anew). Internal values (lead routing,
 * notice addresses) are kept: the clone serves the same dealer.
 */
export function clonedConfig(overrides: Record<string, unknown>, hidden: readonly HiddenPath[]) {
  return withoutPaths(overrides, hidden, ["secret"]);
}

const line = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** The clone form's body. */
export const cloneFormSchema = z.object({
  name: line(200),
  slug: line(120),
  domains: z.array(line(253)).max(50, "at most 50 domains").default([]),
});
export type CloneForm = z.infer<typeof cloneFormSchema>;
