import type { Env } from "@/env";
import { RESERVATION_STATUSES, type ReservationStatus } from "@/lib/checkout/reservation";
import { formatAmount } from "@/lib/format/format";
import { clipText } from "@/lib/text/one-line";
import { settleReservation } from "@/server/checkout/dealer-action";
import { MAX_RESERVATION_LIST, RESERVATION_ID_PATTERN } from "@/server/checkout/reservation-admin-request";
import {
  getReservationDetail,
  listReservations,
  type ReservationDetail,
  type ReservationListItem,
} from "@/server/checkout/reservation-queries";
import { paymentProviderNamed } from "@/server/payments/payment-providers";
import { readSite } from "@/server/tenancy/sites";
import type { CliValues } from "./cli-args";
import type { CliIo, WithDatabase } from "./cli-io";
import { formatMinute, printable, printTable } from "./cli-text";
import { callAdmin, runningServer } from "./server-admin";

/**
 * `forecourt reservations list | show | complete | cancel` (issue 18): the dealer's side of online
 * reservations from a terminal. While a server holds the data directory (or with --server), every
 * subcommand goes through that server's admin API (server/checkout/reservation-admin-request.ts), so
 * it never opens a directory a running server owns; otherwise it works on the database directly.
 */
export const RESERVATIONS_USAGE = `forecourt reservations list --site <slug> [--status <status>] [--limit N] [--json]
forecourt reservations show <id> [--json]
forecourt reservations complete <id>
forecourt reservations cancel <id>`;

const DEFAULT_LIMIT = 50;

export async function runReservations(
  args: string[],
  values: CliValues,
  settings: Env,
  io: CliIo,
  withDatabase: WithDatabase,
): Promise<number> {
  const [sub, ...more] = args;
  const usageError = (message: string) => {
    io.err(`${message}\n\nUsage:\n${RESERVATIONS_USAGE}`);
    return 2;
  };
  const server = values.server ?? runningServer(settings);
  switch (sub) {
    case "list": {
      const slug = values.site;
      if (!slug) return usageError("reservations list needs --site <slug>.");
      if (more.length)
        return usageError(`reservations list takes no other arguments (got "${more.join(" ")}").`);
      const limit = values.limit === undefined ? DEFAULT_LIMIT : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RESERVATION_LIST) {
        io.err(`--limit must be a whole number from 1 to ${MAX_RESERVATION_LIST}.`);
        return 2;
      }
      const status = values.status;
      if (status !== undefined && !isStatus(status)) {
        io.err(`--status must be one of ${RESERVATION_STATUSES.join(", ")}, not "${status}".`);
        return 2;
      }
      const show = (items: ReservationListItem[]) => {
        if (values.json) io.out(JSON.stringify(items, null, 2));
        else printList(io, slug, items, status);
        return 0;
      };
      if (server) {
        const query = new URLSearchParams({
          site: slug,
          limit: String(limit),
          ...(status ? { status } : {}),
        });
        const answer = await callAdmin(
          server,
          { method: "GET", path: `/admin/api/reservations?${query}` },
          values,
          settings,
          io,
        );
        return answer.ok
          ? show((answer.body as { reservations: ReservationListItem[] }).reservations)
          : answer.code;
      }
      return withDatabase(async (h) => {
        const site = await readSite(h.db, slug);
        if (!site) {
          io.err(`No site "${slug}". \`forecourt sites\` lists the sites.`);
          return 2;
        }
        return show(await listReservations(h.db, site.id, { limit, ...(status ? { status } : {}) }));
      });
    }
    case "show": {
      const id = oneId(more, "show", usageError, io);
      if (typeof id === "number") return id;
      const print = (detail: ReservationDetail) => {
        if (values.json) io.out(JSON.stringify(detail, null, 2));
        else printDetail(io, detail);
        return 0;
      };
      if (server) {
        const answer = await callAdmin(
          server,
          { method: "GET", path: `/admin/api/reservations/${id}` },
          values,
          settings,
          io,
        );
        return answer.ok ? print(answer.body as ReservationDetail) : answer.code;
      }
      return withDatabase(async (h) => {
        const detail = await getReservationDetail(h.db, id);
        if (!detail) return noSuchReservation(io, id);
        return print(detail);
      });
    }
    case "complete":
    case "cancel": {
      const id = oneId(more, sub, usageError, io);
      if (typeof id === "number") return id;
      const done = (status: string) => {
        io.out(
          sub === "complete"
            ? `Reservation ${id} is ${status}: the sale went ahead and the deposit counts toward the price. The shopper is told.`
            : `Reservation ${id} is ${status}: the car is available again${status === "refunded" ? " and the deposit was paid back" : "; the deposit is paid back as soon as the payment processor answers"}. The shopper is told.`,
        );
        return 0;
      };
      if (server) {
        const answer = await callAdmin(
          server,
          { method: "POST", path: `/admin/api/reservations/${id}`, body: { action: sub } },
          values,
          settings,
          io,
        );
        return answer.ok ? done((answer.body as { status: string }).status) : answer.code;
      }
      return withDatabase(async (h) => {
        const result = await settleReservation(h.db, id, sub, {
          provider: (name, account) => paymentProviderNamed(name, h.db, settings, account),
          actor: { kind: "cli", address: null },
        });
        if (result.kind === "not-found") return noSuchReservation(io, id);
        if (result.kind === "refused") {
          io.err(`Cannot ${sub} reservation ${id}: ${result.reason}`);
          return 1;
        }
        return done(result.status);
      });
    }
    case undefined:
      return usageError("reservations needs a subcommand: list, show, complete or cancel.");
    default:
      return usageError(`Unknown reservations subcommand "${sub}".`);
  }
}

function isStatus(value: string): value is ReservationStatus {
  return (RESERVATION_STATUSES as readonly string[]).includes(value);
}

/** The one reservation id a subcommand takes, or the exit code after saying what is wrong. */
function oneId(
  args: string[],
  sub: string,
  usageError: (message: string) => number,
  io: CliIo,
): string | number {
  const [id, ...extra] = args;
  if (!id) return usageError(`reservations ${sub} needs a reservation id.`);
  if (extra.length)
    return usageError(`reservations ${sub} takes one reservation id (got "${args.join(" ")}").`);
  if (!RESERVATION_ID_PATTERN.test(id)) {
    io.err(
      `"${printable(id)}" is not a reservation id: they look like res_3Jq…; \`forecourt reservations list --site <slug>\` shows them.`,
    );
    return 2;
  }
  return id;
}

function noSuchReservation(io: CliIo, id: string): number {
  io.err(`No reservation ${id}. \`forecourt reservations list --site <slug>\` lists a site's reservations.`);
  return 1;
}

const carLabel = (car: ReservationListItem["car"]) =>
  car.stocknum ? `${car.name} (${car.stocknum})` : car.name;
const money = (item: ReservationListItem) => formatAmount(item.amount_cents / 100);

/** Until when the car is held, for a held reservation; else what became of it. */
function standing(item: ReservationListItem): string {
  if (item.status === "held") return `held until ${formatMinute(new Date(item.expires_at))}`;
  if (
    item.last_error &&
    (item.status === "pending" || item.status === "cancelled" || item.status === "expired")
  )
    return `${item.status} (${clipText(printable(item.last_error), 40)})`;
  return item.status;
}

function printList(io: CliIo, slug: string, items: ReservationListItem[], status: string | undefined): void {
  if (!items.length) {
    io.out(`No ${status ? `${status} ` : ""}reservations on site ${slug}.`);
    return;
  }
  printTable(
    io,
    ["ID", "Made", "Status", "Car", "Customer", "Phone", "Deposit"],
    items.map((item) => [
      item.id,
      formatMinute(new Date(item.created_at)),
      standing(item),
      clipText(printable(carLabel(item.car)), 40),
      clipText(printable(item.customer.name), 24),
      printable(item.customer.phone),
      money(item),
    ]),
  );
  io.out("");
  io.out("Settle a held one: forecourt reservations complete <id> | forecourt reservations cancel <id>");
}

function printDetail(io: CliIo, detail: ReservationDetail): void {
  const rows: [string, string][] = [
    ["Reservation", detail.id],
    ["Site", detail.site],
    ["Status", standing(detail)],
    ["Car", `${carLabel(detail.car)} — /cars/${detail.car.slug}`],
    ["Customer", detail.customer.name],
    ["Email", detail.customer.email],
    ["Phone", detail.customer.phone],
    ["Postcode", detail.customer.postcode],
    [
      "Deposit",
      `${money(detail)} ${detail.currency.toUpperCase()} via ${detail.payment_provider}${detail.payment_ref ? ` (${detail.payment_ref})` : ""}`,
    ],
    ["Made", formatMinute(new Date(detail.created_at))],
  ];
  if (detail.captured_at) rows.push(["Deposit taken", formatMinute(new Date(detail.captured_at))]);
  if (detail.refunded_at) rows.push(["Refunded", formatMinute(new Date(detail.refunded_at))]);
  if (detail.lead_id) rows.push(["Lead", `${detail.lead_id} (forecourt leads show ${detail.lead_id})`]);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) io.out(`  ${label.padEnd(width)}  ${printable(value)}`);
  io.out("");
  io.out("  Steps:");
  for (const event of detail.events) {
    const move = event.from && event.from !== event.to ? `${event.from} → ${event.to}` : event.to;
    io.out(`    ${formatMinute(new Date(event.at))}  ${move.padEnd(20)}  ${printable(event.reason)}`);
  }
}
