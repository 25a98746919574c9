import { z } from "zod";
import {
  extendedHold,
  isHoldOver,
  MAX_HOLD_EXTENSION_DAYS,
  type ReservationFacts,
  type ReservationStatus,
} from "./reservation";

/**
 * Reservations as the dealer console lists and settles them (issue 31 §5): the tabs a list is cut
 * into, how a status reads, which actions a reservation offers now, and the action's request. Pure;
 * server/checkout runs them, components/console shows them.
 */

export const RESERVATION_TABS = [
  { key: "active", label: "Held", statuses: ["pending", "held"] },
  { key: "completed", label: "Completed", statuses: ["completed"] },
  { key: "cancelled", label: "Cancelled or refunded", statuses: ["cancelled", "refunded"] },
  { key: "expired", label: "Expired", statuses: ["expired"] },
] as const satisfies readonly { key: string; label: string; statuses: readonly ReservationStatus[] }[];

export type ReservationTab = (typeof RESERVATION_TABS)[number]["key"];
/** The online purchases' own tab beside the reservations' (decision 0028's journeys). */
export type ReservationsView = ReservationTab | "purchases";

/** The tab a `?status=` asks for; anything else (missing, unknown, repeated) is the held ones. */
export function reservationsView(value: string | string[] | undefined): ReservationsView {
  if (value === "purchases") return "purchases";
  return RESERVATION_TABS.find((tab) => tab.key === value)?.key ?? "active";
}

export function tabStatuses(tab: ReservationTab): readonly ReservationStatus[] {
  return RESERVATION_TABS.find((t) => t.key === tab)!.statuses;
}

const STATUS_WORDS: Record<ReservationStatus, string> = {
  pending: "Taking the deposit",
  held: "Held",
  completed: "Completed (sold)",
  cancelled: "Cancelled",
  expired: "Expired",
  refunded: "Cancelled, deposit refunded",
};

/** How the console names a status; a hold past its end reads as ended before the worker moves it. */
export function reservationStatusWords(facts: Pick<ReservationFacts, "status" | "expiresAt">, now: Date) {
  return isHoldOver(facts, now) ? "Hold ended" : STATUS_WORDS[facts.status];
}

export type ReservationActionName = "complete" | "cancel" | "extend";

/** What a staff member may do to a reservation now, each with why not when it cannot be done. */
export type ReservationActionOffer =
  | { action: ReservationActionName; possible: true }
  | {
      action: ReservationActionName;
      possible: false;
      reason: string;
    };

export function reservationActions(
  facts: Pick<ReservationFacts, "status" | "expiresAt" | "capturedAt"> & { heldAt: Date | null },
  now: Date,
): ReservationActionOffer[] {
  const held = facts.status === "held" && !isHoldOver(facts, now);
  const notHeld = `The reservation is ${STATUS_WORDS[facts.status].toLowerCase()}.`;
  const why = held ? null : isHoldOver(facts, now) ? "The hold has ended." : notHeld;
  const complete: ReservationActionOffer = why
    ? { action: "complete", possible: false, reason: why }
    : facts.capturedAt
      ? { action: "complete", possible: true }
      : { action: "complete", possible: false, reason: "The deposit has not been taken yet." };
  const cancel: ReservationActionOffer =
    facts.status === "held"
      ? { action: "cancel", possible: true }
      : { action: "cancel", possible: false, reason: notHeld };
  const extension = extendedHold(facts, 1, now);
  const extend: ReservationActionOffer = extension.ok
    ? { action: "extend", possible: true }
    : { action: "extend", possible: false, reason: extension.reason };
  return [complete, cancel, extend];
}

const seenStatus = z.enum(["pending", "held", "completed", "cancelled", "expired", "refunded"], {
  error: "seen_status must be the status you saw.",
});

/**
 * `POST /api/sites/{slug}/reservations/{id}`: each action says the state it was chosen in, and is
 * done only from that state, so a retry (or a colleague's action first) is refused, never done twice.
 */
export const reservationActionSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("complete"), seen_status: seenStatus }),
    z.strictObject({ action: z.literal("cancel"), seen_status: seenStatus }),
    z.strictObject({
      action: z.literal("extend"),
      seen_status: seenStatus,
      seen_expires_at: z.iso.datetime({
        offset: true,
        error: "seen_expires_at must be the hold's end you saw.",
      }),
      days: z.coerce
        .number({ error: `Choose 1 to ${MAX_HOLD_EXTENSION_DAYS} days.` })
        .int(`Choose 1 to ${MAX_HOLD_EXTENSION_DAYS} days.`)
        .min(1, `Choose 1 to ${MAX_HOLD_EXTENSION_DAYS} days.`)
        .max(MAX_HOLD_EXTENSION_DAYS, `Choose 1 to ${MAX_HOLD_EXTENSION_DAYS} days.`),
    }),
  ],
  { error: 'action must be "complete", "cancel" or "extend".' },
);
export type ReservationActionRequest = z.output<typeof reservationActionSchema>;

/** How many rows a console list shows to a page. */
export const CONSOLE_PAGE_SIZE = 25;

/** A `?page=` as a page number from 1; anything else is the first page. */
export function pageNumber(value: string | string[] | undefined): number {
  const n = typeof value === "string" && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 1;
  return n;
}
