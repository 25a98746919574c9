import { z } from "zod";

/**
 * Retention's slice of the site config (issue 36 item 6, decisions 0043, 0070): how long a site keeps
 * what shoppers leave with it, in days. A daily purge (server/privacy/retention-job) takes out what is
 * older: a lead's personal details (the lead itself stays, counted by kind and source), with the
 * shopper's details on reservations and trade-in valuations and the messages sent to them; purchase
 * journeys whole; the analytics' raw events (the daily rollups stay). The privacy policy page states
 * these periods. Public: they are printed on the site.
 */

export const RETENTION_DEFAULTS = { leads_days: 730, journeys_days: 365, events_days: 90 } as const;
/** The shortest periods a site may set: a lead must outlive its follow-up, an event its day's rollup. */
export const RETENTION_MINIMUMS = { leads_days: 30, journeys_days: 7, events_days: 7 } as const;
/** Ten years: longer than any record a dealer must keep. */
export const RETENTION_MAX_DAYS = 3650;

const days = (key: keyof typeof RETENTION_DEFAULTS) =>
  z.number().int().min(RETENTION_MINIMUMS[key]).max(RETENTION_MAX_DAYS).default(RETENTION_DEFAULTS[key]);

export const retentionConfigSchema = z
  .strictObject({
    leads_days: days("leads_days").meta({
      label: "Leads: keep shoppers' details for (days)",
      help: "After this many days a lead's name, e-mail, phone and message are deleted (the lead is still counted), and so are the shopper's details on reservations, trade-in valuations and messages sent to them. At least 30; default 730 (2 years).",
    }),
    journeys_days: days("journeys_days").meta({
      label: "Online purchase journeys: keep for (days)",
      help: "Journeys not touched for this many days are deleted (their leads and reservations stay). At least 7; default 365.",
    }),
    events_days: days("events_days").meta({
      label: "Analytics events: keep for (days)",
      help: "Raw page views and events older than this are deleted; the daily counts stay. At least 7; default 90 (and never longer than the server's ANALYTICS_RAW_DAYS).",
    }),
  })
  .prefault({})
  .meta({
    label: "Retention",
    help: "How long shoppers' personal information is kept (Australian Privacy Principle 11.2); the privacy policy page states it.",
  });

export type RetentionConfig = z.infer<typeof retentionConfigSchema>;
