import type { RecordCard } from "@/components/console/record-cards";
import type { NoticeLine, TimelineEntry } from "@/components/console/record-detail";
import type { ReservationActionsProps } from "@/components/console/reservation-actions";
import type { TradeInOfferActionsProps } from "@/components/console/trade-in-offer-actions";
import { extendedHold, MAX_HOLD_EXTENSION_DAYS } from "@/lib/checkout/reservation";
import { reservationActions, reservationStatusWords } from "@/lib/checkout/reservation-console";
import { formatAmount, formatPrice } from "@/lib/format/format";
import { consoleTime } from "@/lib/staff/console-time";
import { offerActions } from "@/lib/trade-in/dealer-offer";
import type {
  ConsolePurchase,
  ConsoleReservation,
  ConsoleReservationDetail,
} from "@/server/checkout/console-reservations";
import type { NoticeView } from "@/server/notices/shopper-notices";
import type { ConsoleTradeIn, ConsoleTradeInDetail } from "@/server/trade-in/console-trade-ins";

/**
 * The console's reservations and trade-ins pages' data, shaped for their components (issue 31 §5–6):
 * every time on the console's clock, every amount in dollars, every action with whether it can be done.
 */
const carLabel = (car: { name: string; stocknum: string | null }) =>
  car.stocknum ? `${car.name} (stock ${car.stocknum})` : car.name;

export const depositText = (cents: number) => formatAmount(cents / 100);

export function reservationCards(rows: readonly ConsoleReservation[], slug: string, now: Date): RecordCard[] {
  return rows.map((r) => ({
    id: r.id,
    href: `/sites/${slug}/reservations/${r.id}`,
    title: carLabel(r.car),
    status: reservationStatusWords(r, now),
    facts: [
      ...(r.reference ? [{ label: "Reference", value: r.reference }] : []),
      { label: "Shopper", value: `${r.shopper.firstName} ${r.shopper.lastName}` },
      { label: "Deposit", value: depositText(r.amountCents) },
      { label: "Made", value: consoleTime(r.createdAt) },
      ...(r.status === "held" ? [{ label: "Held until", value: consoleTime(r.expiresAt) }] : []),
      { label: "Dealership", value: r.dealership.name },
    ],
  }));
}

export function purchaseCards(rows: readonly ConsolePurchase[], slug: string): RecordCard[] {
  return rows.map((p) => ({
    id: p.id,
    href: p.reservation
      ? `/sites/${slug}/reservations/${p.reservation.id}`
      : `/sites/${slug}/reservations?status=purchases`,
    title: carLabel(p.car),
    status: p.status === "submitted" ? "Submitted" : "In progress",
    facts: [
      { label: "Shopper", value: p.reservation?.shopper || "Not reserved yet" },
      {
        label: "Reservation",
        value: p.reservation
          ? `${p.reservation.reference ?? p.reservation.id} (${p.reservation.status})`
          : "None yet",
      },
      ...Object.entries(p.summary)
        .filter(([label]) => label !== "Reservation")
        .map(([label, value]) => ({ label, value })),
      { label: p.submittedAt ? "Submitted" : "Last saved", value: consoleTime(p.submittedAt ?? p.updatedAt) },
      { label: "Dealership", value: p.dealershipName },
    ],
  }));
}

const offerWords = (t: ConsoleTradeIn) => {
  if (t.dealerOffer) return `${formatPrice(t.dealerOffer.amount)} (${t.dealerOffer.kind} by the dealer)`;
  if (t.valuation?.kind === "estimate") return `${formatPrice(t.valuation.offer)} (online offer)`;
  if (t.valuation?.kind === "in-person") return "None: to be valued in person";
  return "None yet";
};

export const TRADE_IN_STATUS_WORDS = { open: "Open", valued: "Valued", accepted: "Offer accepted" } as const;

export function tradeInCards(rows: readonly ConsoleTradeIn[], slug: string): RecordCard[] {
  return rows.map((t) => ({
    id: t.id,
    href: `/sites/${slug}/trade-ins/${t.id}`,
    title: t.vehicle,
    status: TRADE_IN_STATUS_WORDS[t.status],
    facts: [
      { label: "Shopper", value: t.shopper },
      { label: "Offer", value: offerWords(t) },
      { label: "Started", value: consoleTime(t.createdAt) },
      ...(t.towards ? [{ label: "Towards", value: carLabel(t.towards) }] : []),
      { label: "Dealership", value: t.dealership?.name ?? "The group" },
    ],
  }));
}

export { offerWords };

export function noticeLines(notices: readonly NoticeView[]): NoticeLine[] {
  return notices.map((n) => ({
    id: n.id,
    how: n.channel === "sms" ? "Text" : "E-mail",
    to: n.target,
    subject: n.subject,
    state:
      n.status === "delivered"
        ? `sent ${consoleTime(n.deliveredAt ?? n.createdAt)}`
        : n.status === "dead"
          ? `not sent: ${n.lastError ?? "gave up"}`
          : `queued ${consoleTime(n.createdAt)}${n.lastError ? ` (retrying: ${n.lastError})` : ""}`,
  }));
}

export function reservationTimeline(detail: ConsoleReservationDetail): TimelineEntry[] {
  return detail.events.map((e, i) => ({
    key: String(i),
    at: e.at,
    when: consoleTime(e.at),
    what: e.from && e.from !== e.to ? `${e.from} → ${e.to}` : e.to,
    why: e.reason,
  }));
}

export function reservationActionProps(
  detail: ConsoleReservation,
  slug: string,
  now: Date,
): ReservationActionsProps {
  const offers = reservationActions(detail, now);
  const possible = (name: string) => offers.some((o) => o.action === name && o.possible);
  let maxExtendDays = 0;
  for (let days = MAX_HOLD_EXTENSION_DAYS; days >= 1 && maxExtendDays === 0; days--) {
    if (extendedHold(detail, days, now).ok) maxExtendDays = days;
  }
  const why = offers.find((o) => !o.possible);
  return {
    slug,
    id: detail.id,
    seenStatus: detail.status,
    seenExpiresAt: detail.expiresAt.toISOString(),
    shopper: `${detail.shopper.firstName} ${detail.shopper.lastName}`,
    deposit: depositText(detail.amountCents),
    captured: detail.capturedAt !== null,
    canComplete: possible("complete"),
    canCancel: possible("cancel"),
    maxExtendDays,
    none: why && !why.possible ? why.reason : null,
  };
}

export function tradeInActionProps(detail: ConsoleTradeInDetail, slug: string): TradeInOfferActionsProps {
  const offers = offerActions(detail);
  const why = offers.find((o) => !o.possible);
  return {
    slug,
    id: detail.id,
    seenRevision: detail.offerRevision,
    shopper: detail.shopper,
    offer: detail.offer === null ? null : formatPrice(detail.offer),
    canConfirm: offers.some((o) => o.action === "confirm" && o.possible),
    canRevise: offers.some((o) => o.action === "revise" && o.possible),
    none: why && !why.possible ? why.reason : null,
  };
}
