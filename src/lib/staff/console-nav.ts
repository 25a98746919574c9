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
    key: "audit",
    label: "Audit log",
    path: "audit",
    action: "audit.read",
    description: "Every change made by staff, API keys and the command line: who, when, from where, what.",
  },
];

/** The sections `scope` may open on the site, with their paths under `/sites/<slug>/`. */
export function siteSections(scope: StaffScope, site: { id: number; slug: string }) {
  return SITE_SECTIONS.filter((s) => mayOnSite(scope, s.action, site.id)).map((s) => ({
    ...s,
    href: `/sites/${site.slug}/${s.path}`,
  }));
}
