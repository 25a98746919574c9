import { siteStateAllows } from "./archived-site";
import { mayOnSite, type StaffAction, type StaffScope } from "./roles";

/**
 * The console's sections for one site, as the menu lists them for a staff member (issue 31): each
 * shown only to those who may use it, so the menu never offers a page that would answer 404.
 */

export type ConsoleSection = {
  key: string;
  label: string;
  path: string;
  action: StaffAction;
  description: string;
};

export const SITE_SECTIONS: readonly ConsoleSection[] = [
  {
    key: "leads",
    label: "Leads",
    path: "leads",
    action: "leads.read",
    description: "Every enquiry, test drive, trade-in, reservation and chat message: find, filter, export.",
  },
  {
    key: "reservations",
    label: "Reservations",
    path: "reservations",
    action: "reservations.read",
    description:
      "Cars held with a deposit and online purchases: complete, cancel with refund, extend a hold.",
  },
  {
    key: "trade-ins",
    label: "Trade-ins",
    path: "trade-ins",
    action: "trade-ins.read",
    description: "Shoppers' trade-in valuations: confirm the offer, or revise it with a note to the shopper.",
  },
  {
    key: "analytics",
    label: "Analytics",
    path: "analytics",
    action: "analytics.read",
    description:
      "What shoppers did: visitors, searches, car views, leads by kind and source, response times, slow movers.",
  },
  {
    key: "stock",
    label: "Stock",
    path: "stock",
    action: "stock.write",
    description:
      "The cars in stock: find, hide, feature, give a special price, comments or a tag over the feed.",
  },
  {
    key: "feeds",
    label: "Feeds",
    path: "feeds",
    action: "stock.write",
    description: "Upload a stock feed, and every import's report: who sent it, what it wrote and refused.",
  },
  {
    key: "settings",
    label: "Settings",
    path: "settings",
    action: "settings.write",
    description:
      "The site's and each dealership's settings as forms: contact, copy, theme, features and more; preview, history, undo.",
  },
  {
    key: "marketing",
    label: "Marketing tags",
    path: "settings/marketing",
    action: "marketing.write",
    description: "Tag Manager, Google Analytics and the Meta pixel (after consent), and YouTube videos.",
  },
  {
    key: "content",
    label: "Content",
    path: "content",
    action: "content.write",
    description: "Offers, pages and blog articles: drafts, schedules, publishing, versions and rollback.",
  },
  {
    key: "staff",
    label: "Staff",
    path: "staff",
    action: "staff.manage",
    description: "Invite people, set their roles and dealerships, switch accounts off.",
  },
  {
    key: "api-keys",
    label: "API keys",
    path: "api-keys",
    action: "api-keys.manage",
    description: "Keys for the site's own systems: import feeds, read leads, settle reservations.",
  },
  {
    key: "privacy",
    label: "Privacy requests",
    path: "privacy",
    action: "privacy.manage",
    description:
      "A shopper asks for their data or its deletion: find what the site holds by phone or e-mail, download it, delete it.",
  },
  {
    key: "payments",
    label: "Payments",
    path: "payments",
    action: "payments.manage",
    description: "Take deposits into the dealer group's own Stripe account: connect it, and see its status.",
  },
  {
    key: "audit",
    label: "Audit log",
    path: "audit",
    action: "audit.read",
    description: "Every change made by staff, API keys and the command line: who, when, from where, what.",
  },
  {
    key: "clone",
    label: "Clone",
    path: "clone",
    action: "sites.manage",
    description: "A new site with this one's config, theme, menus and content, under a new name and slug.",
  },
  {
    key: "archive",
    label: "Archive",
    path: "archive",
    action: "sites.manage",
    description: "Take the site down (its pages answer 410, its data is kept), bring it back, or delete it.",
  },
];

/** The sections `scope` may open on the site, with their paths under `/sites/<slug>/`. */
export function siteSections(
  scope: StaffScope,
  site: { id: number; slug: string; archivedAt?: Date | null },
) {
  return SITE_SECTIONS.filter(
    (s) => mayOnSite(scope, s.action, site.id) && siteStateAllows(site.archivedAt, s.action),
  ).map((s) => ({
    ...s,
    href: `/sites/${site.slug}/${s.path}`,
  }));
}
