import type { LeadsConfig } from "./leads-config";

/** Where one copy of a lead goes: the outbox makes one row, and one delivery, per route. */
export type DeliveryRoute = { channel: "email" | "adf" | "webhook"; target: string };

/**
 * Every destination of one lead, from the site's `leads` config: the location's own inbox (or the
 * site's contact e-mail when the lead has no location, or the location no address), the site's extra
 * addresses, its CRMs' ADF addresses and its webhook. Addresses are compared without case, so a
 * dealer listed twice gets one e-mail.
 */
export function leadRoutes(
  config: { leads: LeadsConfig; contact: { email?: string | undefined } },
  locationEmail: string | null | undefined,
): DeliveryRoute[] {
  const primary = locationEmail || config.contact.email;
  const routes: DeliveryRoute[] = [
    ...[primary, ...config.leads.emails].flatMap((target) =>
      target ? [{ channel: "email" as const, target }] : [],
    ),
    ...config.leads.adf_emails.map((target) => ({ channel: "adf" as const, target })),
    ...(config.leads.webhook ? [{ channel: "webhook" as const, target: config.leads.webhook.url }] : []),
  ];
  return uniqueRoutes(routes);
}

/** The routes with repeats removed; e-mail addresses and URLs compare without case. */
export function uniqueRoutes(routes: DeliveryRoute[]): DeliveryRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.channel} ${route.target.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
