import "server-only";
import { z } from "zod";
import { RESERVATION_STATUSES } from "@/lib/checkout/reservation";
import { LEAD_STATUSES } from "@/lib/leads/lead-status";
import { STAFF_ROLES } from "@/lib/staff/roles";

/**
 * What the admin API answers, as schemas (decision 0066), written from the types the endpoints build
 * their answers from (named beside each); the contract test holds the endpoints to them.
 */

const isoTime = z.string().meta({ description: "An ISO 8601 date-time." });

/** server/leads/lead-feed.ts LeadFeedItem. */
const feedLead = z.object({
  id: z.string(),
  created_at: isoTime,
  category: z.string(),
  subcategory: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  status_reason: z.string().nullable(),
  status_changed_at: isoTime.nullable(),
  first_response_at: isoTime.nullable(),
  assignee: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  dealership: z.string().nullable().meta({ description: "The dealership's slug; null for the whole group." }),
  car: z
    .object({ id: z.number().int(), stocknum: z.string().nullable(), slug: z.string().nullable() })
    .nullable(),
  customer: z
    .object({
      firstName: z.string(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      postcode: z.string().nullable(),
      preferredContactMethod: z.enum(["Phone", "Email", "SMS"]).nullable(),
    })
    .nullable()
    .meta({ description: "The shopper as the dealer was sent them." }),
  message: z.string().nullable(),
  fields: z.record(z.string(), z.unknown()).meta({ description: "The form's own fields." }),
  source: z.string(),
  url: z.string().nullable(),
  delivery: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    delivered: z.number().int(),
    dead: z.number().int(),
    worst: z.enum(["pending", "delivered", "dead"]).nullable(),
  }),
});

export const leadFeedPage = z.object({
  site: z.string(),
  leads: z.array(feedLead),
  next: z.string().nullable().meta({ description: "Pass as `after` for the next page; null on the last." }),
});

/** server/checkout/reservation-queries.ts ReservationListItem and ReservationDetail. */
const reservationItem = z.object({
  id: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  site: z.string(),
  car: z.object({
    id: z.number().int(),
    slug: z.string(),
    stocknum: z.string().nullable(),
    name: z.string(),
  }),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string(), postcode: z.string() }),
  amount_cents: z.number().int(),
  currency: z.string(),
  payment_provider: z.string(),
  created_at: isoTime,
  held_at: isoTime.nullable(),
  expires_at: isoTime,
  captured_at: isoTime.nullable(),
  refunded_at: isoTime.nullable(),
  last_error: z.string().nullable(),
});
export const reservationList = z.object({ reservations: z.array(reservationItem) });
export const reservationDetail = reservationItem.extend({
  payment_ref: z.string().nullable(),
  lead_id: z.string().nullable(),
  events: z.array(
    z.object({
      from: z.enum(RESERVATION_STATUSES).nullable(),
      to: z.enum(RESERVATION_STATUSES),
      reason: z.string(),
      at: isoTime,
    }),
  ),
});
export const reservationSettled = z.object({
  reservation_id: z.string(),
  status: z.enum(RESERVATION_STATUSES),
});

/** server/staff/staff-list.ts StaffListItem; server/staff/staff-invitations.ts InvitationView. */
export const staffList = z.object({
  staff: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      name: z.string(),
      role: z.enum(STAFF_ROLES),
      site: z.string().nullable(),
      dealerships: z.array(z.string()),
      sees_all_dealership_leads: z.boolean(),
      password_set: z.boolean(),
      two_factor: z.boolean(),
      disabled: z.boolean(),
      created_at: isoTime,
    }),
  ),
});
export const staffInvited = z.object({
  staff_id: z.number().int(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  site: z.string().nullable(),
  link: z.string().meta({ description: "The one-time link to set the password (24 hours)." }),
  expires_at: isoTime,
  mail: z.enum(["sent", "spooled", "not-sent"]),
  mail_error: z.string().optional(),
});

const issue = z.looseObject({
  section: z.string(),
  index: z.number().int().nullable(),
  key: z.string().optional(),
  field: z.string(),
  message: z.string(),
  line: z.number().int().optional(),
});
const counts = z.looseObject({
  inserted: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
});

/** server/import/import-report.ts ImportReport, with the feed's size and time. */
export const importReport = z.looseObject({
  site: z.object({ slug: z.string(), created: z.boolean() }).optional(),
  counts: z.record(z.string(), counts),
  markedSold: z.number().int(),
  issues: z.array(issue),
  warnings: z.array(issue),
  config: z
    .object({
      replaced: z.boolean(),
      site: z.array(z.string()).optional(),
      dealerships: z.record(z.string(), z.array(z.string())),
    })
    .optional()
    .meta({ description: "The config keys the import changed, as dotted paths, never their values." }),
  refused: z.object({ site: z.string().nullable(), reason: z.string() }).optional(),
  dealerships: z.array(z.string()).optional(),
  feed: z.looseObject({ bytes: z.number().int(), ms: z.number() }),
});

/** server/admin/site-config-request.ts configAnswer. */
export const siteConfigAnswer = z.object({
  site: z.string(),
  dealership: z.string().nullable(),
  overrides: z
    .record(z.string(), z.unknown())
    .meta({ description: "The stored overrides, every secret masked (`********` when set)." }),
  config: z.record(z.string(), z.unknown()).meta({
    description: "The config they make (docs/import-bundle.schema.json describes it), every secret masked.",
  }),
});
export const siteConfigPatched = siteConfigAnswer.extend({
  changed: z.array(z.string()).meta({ description: "The dotted paths that moved." }),
  revision: z.number().int().nullable(),
});

export const domainMoved = z.object({
  domain: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  moved: z.boolean(),
});

/** server/analytics/rollup-rows-request.ts: the stored rows, as the tables name their columns. */
export const analyticsDays = z.object({
  site: z.string(),
  time_zone: z.string(),
  days: z.array(z.looseObject({ day: z.string() })),
  cars: z.array(z.looseObject({ day: z.string() })),
  raw: z.array(z.object({ day: z.string(), event: z.number().int(), events: z.number().int() })),
});

/** lib/analytics/report-json's counts, for the range and (in `previous`) the period before it. */
const analyticsCounts = {
  visitors: z.number().int().meta({ description: "Visitors, counted per site day and summed." }),
  page_views: z.number().int(),
  searches: z.number().int(),
  zero_result_searches: z.number().int(),
  car_views: z.number().int(),
  phone_reveals: z.number().int(),
  call_clicks: z.number().int(),
  saves: z.number().int(),
  enquiry_events: z.number().int(),
  funnel: z.object({ searched: z.number().int(), viewed_car: z.number().int(), enquired: z.number().int() }),
};
const analyticsLeads = z.object({
  total: z.number().int(),
  by_kind: z.record(z.string(), z.number().int()).meta({ description: "By the inbox's lead kinds." }),
  by_source: z.record(z.string(), z.number().int()),
});
const analyticsResponseTimes = z.object({
  leads: z.number().int(),
  answered: z.number().int(),
  median_minutes: z.number().nullable(),
  p90_minutes: z.number().nullable(),
  within_hour: z.number().int(),
});
const analyticsCar = z.object({
  car_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  stock_number: z.string().nullable(),
  dealership: z.string(),
  in_stock: z.boolean(),
  days_in_stock: z.number().int(),
  views: z.number().int(),
  phone_reveals: z.number().int(),
  leads: z.number().int(),
  views_per_lead: z.number().nullable(),
});
const day = z.string().meta({ description: "A day on the site's clock, YYYY-MM-DD." });

/** GET /admin/api/sites/{slug}/analytics (lib/analytics/report-json `ReportJson`). */
export const analyticsReport = z.object({
  site: z.string(),
  time_zone: z.string(),
  from: day,
  to: day,
  dealership: z.string().nullable(),
  ...analyticsCounts,
  leads: analyticsLeads,
  response_times: analyticsResponseTimes,
  top_cars: z.array(analyticsCar),
  car: analyticsCar
    .extend({ leads_by_kind: z.record(z.string(), z.number().int()) })
    .nullable()
    .meta({ description: "The car `car` named; null when none was." }),
  slow_movers: z.object({
    days_in_stock_at_least: z.number().int(),
    views_at_most: z.number().int(),
    cars: z.array(analyticsCar),
  }),
  top_searches: z.array(
    z.object({ query: z.string(), searches: z.number().int(), zero_results: z.number().int() }),
  ),
  zero_result_searches: z.array(z.object({ query: z.string(), searches: z.number().int() })),
  sources: z.array(
    z.object({
      source: z.string(),
      medium: z.string(),
      campaign: z.string(),
      visitors: z.number().int(),
      car_views: z.number().int(),
      enquiry_events: z.number().int(),
    }),
  ),
  daily: z.array(
    z.object({
      day,
      visitors: z.number().int(),
      car_views: z.number().int(),
      searches: z.number().int(),
      leads: z.number().int(),
    }),
  ),
  previous: z.object({
    from: day,
    to: day,
    ...analyticsCounts,
    leads: analyticsLeads,
    response_times: analyticsResponseTimes,
  }),
});
