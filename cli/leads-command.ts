import { formatPhone, formatPrice } from "@/lib/format/format";
import { formatReceivedAt, formatTestDriveTime, leadVehicleTitle, optInRows } from "@/lib/leads/dealer-email";
import type { LeadTradeIn } from "@/lib/leads/lead-delivery";
import { tradeInRows } from "@/lib/leads/trade-in-rows";
import { clipText } from "@/lib/text/one-line";
import { retryDeadDeliveries } from "@/server/leads/delivery/outbox";
import {
  type DeliverySummary,
  getLead,
  isLeadId,
  type LeadDetail,
  type LeadListItem,
  listLeads,
} from "@/server/leads/lead-queries";
import { readSite } from "@/server/tenancy/sites";
import type { CliValues } from "./cli-args";
import type { CliIo, WithDatabase } from "./cli-io";
import { formatMinute, printable, printTable } from "./cli-text";

/**
 * `forecourt leads list | show | retry` (issue 5 item 6): a dealer's view of their leads and of where
 * each delivery stands, without a CRM. Split from forecourt.ts, which dispatches to it.
 */
const LEADS_USAGE = `forecourt leads list --site <slug> [--limit N] [--since <date>] [--json]
forecourt leads show <id> [--json]
forecourt leads retry --site <slug> [<lead-id>]`;

const DEFAULT_LEAD_LIMIT = 50;
const MAX_LEAD_LIMIT = 1000;

/** `forecourt leads …`: a dealer's view of their leads and where each delivery stands (issue 5 item 6). */
export async function runLeads(
  args: string[],
  values: CliValues,
  io: CliIo,
  withDatabase: WithDatabase,
): Promise<number> {
  const [sub, ...more] = args;
  const usageError = (message: string) => {
    io.err(`${message}\n\nUsage:\n${LEADS_USAGE}`);
    return 2;
  };
  // Arguments are checked before the database is opened, so a typo never waits on (or for) the data dir.
  switch (sub) {
    case "list": {
      const slug = values.site;
      if (!slug) return usageError("leads list needs --site <slug>.");
      if (more.length) return usageError(`leads list takes no other arguments (got "${more.join(" ")}").`);
      const limit = values.limit === undefined ? DEFAULT_LEAD_LIMIT : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LEAD_LIMIT) {
        io.err(`--limit must be a whole number from 1 to ${MAX_LEAD_LIMIT}.`);
        return 2;
      }
      const since = values.since === undefined ? undefined : parseSince(values.since);
      if (since === null) {
        io.err(
          `--since must be a date (2026-11-01, midnight UTC) or a time with its zone (2026-11-01T09:00+11:00), not "${values.since}".`,
        );
        return 2;
      }
      return withDatabase(async (h) => {
        const site = await readSite(h.db, slug);
        if (!site) return unknownSite(io, slug);
        const items = await listLeads(h.db, site.id, since ? { limit, since } : { limit });
        if (values.json) io.out(JSON.stringify(items, null, 2));
        else printLeadTable(io, site.slug, items, limit);
        return 0;
      });
    }
    case "show": {
      const [id, ...extra] = more;
      if (!id) return usageError("leads show needs a lead id.");
      if (extra.length) return usageError(`leads show takes one lead id (got "${more.join(" ")}").`);
      if (!isLeadId(id)) return notALeadId(io, id);
      return withDatabase(async (h) => {
        const lead = await getLead(h.db, id);
        if (!lead) {
          io.err(`No lead ${id}. \`forecourt leads list --site <slug>\` lists a site's leads.`);
          return 2;
        }
        if (values.json) io.out(JSON.stringify(lead, null, 2));
        else printLead(io, lead);
        return 0;
      });
    }
    case "retry": {
      const slug = values.site;
      if (!slug) return usageError("leads retry needs --site <slug>.");
      const [leadId, ...extra] = more;
      if (extra.length) return usageError(`leads retry takes at most one lead id (got "${more.join(" ")}").`);
      if (leadId !== undefined && !isLeadId(leadId)) return notALeadId(io, leadId);
      return withDatabase(async (h) => {
        const site = await readSite(h.db, slug);
        if (!site) return unknownSite(io, slug);
        if (leadId !== undefined) {
          const lead = await getLead(h.db, leadId);
          // Retrying "another site's lead" would quietly revive nothing; say which site it belongs to.
          if (!lead || lead.site.id !== site.id) {
            io.err(
              lead
                ? `Lead ${leadId} belongs to site ${lead.site.slug}, not ${site.slug}.`
                : `No lead ${leadId} on site ${site.slug}.`,
            );
            return 2;
          }
        }
        const revived = await retryDeadDeliveries(
          h.db,
          leadId === undefined ? { siteId: site.id } : { siteId: site.id, leadId },
          new Date(),
        );
        const scope = leadId === undefined ? `site ${site.slug}` : `lead ${leadId}`;
        if (revived === 0) {
          io.out(`No dead deliveries to retry for ${scope}.`);
          return 0;
        }
        io.out(
          `${revived} dead ${revived === 1 ? "delivery" : "deliveries"} for ${scope} due again, with a fresh retry budget.`,
        );
        // With embedded PGlite the server cannot be running now (this command holds the data dir).
        io.out(
          `The server's outbox worker sends ${revived === 1 ? "it" : "them"} on its next pass (within seconds while it runs, or when it next starts).`,
        );
        return 0;
      });
    }
    case undefined:
      return usageError("leads needs a subcommand: list, show or retry.");
    default:
      return usageError(`Unknown leads subcommand "${sub}".`);
  }
}

function unknownSite(io: CliIo, slug: string): number {
  io.err(`No site "${slug}". \`forecourt sites\` lists the sites.`);
  return 2;
}

function notALeadId(io: CliIo, value: string): number {
  io.err(
    `"${value}" is not a lead id: lead ids are UUIDs (like 3f2b8c1e-9a4d-4c6e-8f0a-1b2c3d4e5f60); \`forecourt leads list --site <slug>\` shows them.`,
  );
  return 2;
}

/**
 * A date alone is midnight UTC; a time must carry its zone, because JavaScript reads a zoneless time
 * in the machine's zone and the same command would mean different things on different servers.
 * Null when the text is neither, or names a day that does not exist (2026-02-31).
 */
function parseSince(text: string): Date | null {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
  if (!dateOnly && !zoned) return null;
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return null;
  if (dateOnly && date.toISOString().slice(0, 10) !== text) return null;
  return date;
}

function categoryLabel(lead: { category: string; subcategory: string | null }): string {
  return lead.subcategory ? `${lead.category} / ${lead.subcategory}` : lead.category;
}

function carLabel(vehicle: LeadListItem["vehicle"], carId: number | null): string {
  if (!vehicle) return carId === null ? "—" : `car ${carId}`;
  return vehicle.stocknum ? `${leadVehicleTitle(vehicle)} (${vehicle.stocknum})` : leadVehicleTitle(vehicle);
}

/** "delivered" when everything arrived, else the worst status and how many of the lead's deliveries have it. */
function deliveryLabel(summary: DeliverySummary): string {
  if (summary.worst === null) return "no destination";
  if (summary.worst === "delivered") return "delivered";
  return `${summary.worst} ${summary[summary.worst]}/${summary.total}`;
}

function printLeadTable(io: CliIo, slug: string, items: LeadListItem[], limit: number): void {
  if (!items.length) {
    io.out(`No leads for site ${slug}.`);
    return;
  }
  printTable(
    io,
    ["RECEIVED", "ID", "CATEGORY", "CUSTOMER", "CAR", "DELIVERY"],
    items.map((lead) => [
      formatMinute(lead.createdAt),
      lead.id,
      clipText(printable(categoryLabel(lead)), 28),
      clipText(printable(lead.customer.name ?? "—"), 24),
      clipText(printable(carLabel(lead.vehicle, lead.carId)), 40),
      deliveryLabel(lead.deliveryStatus),
    ]),
  );
  if (items.length === limit) io.out(`Showing the newest ${limit}; --limit shows more.`);
  const dead = items.filter((lead) => lead.deliveryStatus.dead > 0).length;
  if (dead) {
    io.out(
      `${dead} ${dead === 1 ? "lead has" : "leads have"} dead deliveries: \`forecourt leads show <id>\` says why, ` +
        `\`forecourt leads retry --site ${slug}\` sends them again.`,
    );
  }
}

function printLead(io: CliIo, lead: LeadDetail): void {
  const rows: [string, string | null | undefined][] = [
    ["Site", `${lead.site.slug} (${lead.site.name})`],
    ["Received", formatReceivedAt(lead.createdAt.toISOString())],
    ["Category", categoryLabel(lead)],
    ["Source", lead.source],
  ];
  const s = lead.snapshot;
  if (s) {
    const { customer, vehicle, tradeIn } = s;
    rows.push(
      ["Name", lead.customer.name],
      ["Email", customer.email],
      ["Phone", customer.phone && formatPhone(customer.phone)],
      ["Postcode", customer.postcode],
      ["Prefers", customer.preferredContactMethod],
      ["Location", s.location?.name],
      [
        "Car",
        vehicle &&
          [
            carLabel(vehicle, lead.carId),
            vehicle.price === null ? null : formatPrice(vehicle.price),
            vehicle.url,
          ]
            .filter(Boolean)
            .join(", "),
      ],
      ["Offer", s.offerFromClient === null ? null : formatPrice(s.offerFromClient)],
      ["Test drive", s.testDriveAt && formatTestDriveTime(s.testDriveAt)],
      ...tradeInLines(tradeIn),
      ...optInRows(s).map((r): [string, string] => [r.label, r.value]),
      ...Object.entries(s.extra),
      ["Page", s.sourceUrl ?? lead.url],
    );
  } else {
    // Stored before snapshots (migration 0002): the form's own fields are all there is.
    for (const [key, value] of Object.entries(lead.fields)) {
      rows.push([key, typeof value === "string" ? value : JSON.stringify(value)]);
    }
    rows.push(["Page", lead.url]);
  }
  const shown = rows.filter((r): r is [string, string] => Boolean(r[1]));
  const width = Math.max(...shown.map(([label]) => [...label].length));
  io.out(`Lead ${lead.id}`);
  for (const [label, value] of shown) {
    io.out(`  ${printable(label).padEnd(width)}  ${printable(value)}`);
  }
  if (s?.message?.trim()) {
    io.out("  Message:");
    for (const line of printable(s.message.trim(), { multiline: true }).split("\n")) io.out(`    ${line}`);
  }

  const summary = lead.deliveryStatus;
  if (!lead.deliveries.length) {
    io.out("Deliveries: none (the site had nowhere to send leads when this one arrived).");
    return;
  }
  const counts = (["delivered", "pending", "dead"] as const)
    .filter((status) => summary[status] > 0)
    .map((status) => `${summary[status]} ${status}`);
  io.out(`Deliveries: ${counts.join(", ")}`);
  printTable(
    io,
    ["  CHANNEL", "TARGET", "STATUS", "ATTEMPTS", "DETAIL"],
    lead.deliveries.map((d) => [
      `  ${d.channel}`,
      printable(d.target),
      d.status,
      String(d.attempts),
      printable(deliveryDetail(d)),
    ]),
  );
  if (summary.dead) io.out(`Retry: forecourt leads retry --site ${lead.site.slug} ${lead.id}`);
}

function deliveryDetail(d: LeadDetail["deliveries"][number]): string {
  if (d.status === "delivered") return d.deliveredAt ? `delivered ${formatMinute(d.deliveredAt)}` : "";
  const next = d.nextAttemptAt ? `next try ${formatMinute(d.nextAttemptAt)}` : "";
  if (d.status === "pending") return d.lastError ? `${d.lastError}; ${next}` : next;
  return d.lastError ?? "";
}

/** The trade-in as the dealer's e-mail shows it (lib/leads/trade-in-rows), each row "Trade-in …". */
function tradeInLines(tradeIn: LeadTradeIn | null): [string, string | null][] {
  if (!tradeIn) return [];
  const rows = tradeInRows(tradeIn).filter((row) => row.value !== null);
  if (!rows.length) return [["Trade-in", "yes"]];
  return rows.map((row) => [`Trade-in ${row.label.charAt(0).toLowerCase()}${row.label.slice(1)}`, row.value]);
}
