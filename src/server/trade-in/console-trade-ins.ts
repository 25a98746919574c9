import "server-only";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { CONSOLE_PAGE_SIZE } from "@/lib/checkout/reservation-console";
import type { DealershipVisibility } from "@/lib/staff/dealership-visibility";
import { answerLines } from "@/lib/trade-in/adjustments";
import { currentOffer, type DealerOffer, tradeInVehicleTitle } from "@/lib/trade-in/dealer-offer";
import type { TradeInInspection } from "@/lib/trade-in/inspection";
import type { TradeInStatus, Valuation } from "@/lib/trade-in/trade-in-types";
import { isTradeInId, type TradeInSteps } from "@/lib/trade-in/wizard";
import type { Database } from "../db/client";
import { cars, dealerships, leads, tradeIns } from "../db/schema";
import { type NoticeView, noticesAbout } from "../notices/shopper-notices";
import { dealershipWhere } from "../staff/dealership-where";
import type { SavedContact } from "./trade-ins";

/**
 * Trade-in valuations as the dealer console reads them (issue 31 §6): a site's, newest first, by
 * status, of the dealerships the member may see. A valuation's dealership is its lead's (routed by the
 * car or the location the shopper chose), else the car's it was traded towards; one of neither is the
 * group's own (a manager's as for any group record, decision 0046).
 */
export const TRADE_IN_STATUSES = ["open", "valued", "accepted"] as const satisfies readonly TradeInStatus[];

const dealershipOf = sql<number | null>`coalesce(${leads.dealershipId}, ${cars.dealershipId})`;

export type ConsoleTradeIn = {
  id: string;
  status: TradeInStatus;
  createdAt: Date;
  valuedAt: Date | null;
  acceptedAt: Date | null;
  vehicle: string;
  shopper: string;
  valuation: Valuation | null;
  dealerOffer: DealerOffer | null;
  offerRevision: number;
  /** The figure the shopper holds now: the dealer's, else the online offer; null for none. */
  offer: number | null;
  towards: { name: string; stocknum: string | null } | null;
  dealership: { id: number; name: string } | null;
};

type Row = {
  row: typeof tradeIns.$inferSelect;
  carName: string | null;
  stocknum: string | null;
  dealershipId: number | null;
  dealershipName: string | null;
};

function tradeInOf({ row, ...more }: Row): ConsoleTradeIn {
  const contact = row.contact;
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    valuedAt: row.valuedAt,
    acceptedAt: row.acceptedAt,
    vehicle: tradeInVehicleTitle(row.steps.vehicle) || "Not given yet",
    shopper: contact ? `${contact.name} ${contact.last_name ?? ""}`.trim() : "Not given yet",
    valuation: row.valuation,
    dealerOffer: row.dealerOffer,
    offerRevision: row.offerRevision,
    offer: currentOffer(row.valuation, row.dealerOffer),
    towards: more.carName ? { name: more.carName, stocknum: more.stocknum } : null,
    dealership:
      more.dealershipId !== null && more.dealershipName !== null
        ? { id: Number(more.dealershipId), name: more.dealershipName }
        : null,
  };
}

function joined(db: Database) {
  return db
    .select({
      row: tradeIns,
      carName: cars.name,
      stocknum: cars.stocknum,
      dealershipId: dealershipOf,
      dealershipName: dealerships.name,
    })
    .from(tradeIns)
    .leftJoin(leads, eq(leads.id, tradeIns.valuationLeadId))
    .leftJoin(cars, eq(cars.id, tradeIns.carId))
    .leftJoin(dealerships, eq(dealerships.id, dealershipOf));
}

export async function listConsoleTradeIns(
  db: Database,
  siteId: number,
  visibility: DealershipVisibility,
  options: { status: TradeInStatus | null; page: number },
) {
  const where: (SQL | undefined)[] = [eq(tradeIns.siteId, siteId), dealershipWhere(visibility, dealershipOf)];
  if (options.status) where.push(eq(tradeIns.status, options.status));
  const rows = await joined(db)
    .where(and(...where))
    .orderBy(desc(tradeIns.createdAt), desc(tradeIns.id))
    .limit(CONSOLE_PAGE_SIZE + 1)
    .offset((options.page - 1) * CONSOLE_PAGE_SIZE);
  return {
    rows: rows.slice(0, CONSOLE_PAGE_SIZE).map(tradeInOf),
    page: options.page,
    hasMore: rows.length > CONSOLE_PAGE_SIZE,
  };
}

export type ConsoleTradeInDetail = ConsoleTradeIn & {
  steps: TradeInSteps;
  answers: { label: string; value: string }[];
  contact: SavedContact | null;
  leadIds: { valuation: string | null; accepted: string | null };
  notices: NoticeView[];
  /** The inspection the shopper booked (decision 0084), if any. */
  inspection: TradeInInspection | null;
};

/** One valuation of the site, if the member may see its dealership's; else null (the page's 404). */
export async function findConsoleTradeIn(
  db: Database,
  siteId: number,
  visibility: DealershipVisibility,
  id: string,
): Promise<(ConsoleTradeIn & { row: typeof tradeIns.$inferSelect }) | null> {
  if (!isTradeInId(id)) return null;
  const [found] = await joined(db).where(
    and(eq(tradeIns.id, id), eq(tradeIns.siteId, siteId), dealershipWhere(visibility, dealershipOf)),
  );
  return found ? { ...tradeInOf(found), row: found.row } : null;
}

export async function consoleTradeInDetail(
  db: Database,
  siteId: number,
  visibility: DealershipVisibility,
  id: string,
): Promise<ConsoleTradeInDetail | null> {
  const found = await findConsoleTradeIn(db, siteId, visibility, id);
  if (!found) return null;
  const { row, ...tradeIn } = found;
  return {
    ...tradeIn,
    steps: row.steps,
    answers: row.steps.condition ? answerLines(row.steps.condition) : [],
    contact: row.contact,
    leadIds: { valuation: row.valuationLeadId, accepted: row.acceptedLeadId },
    inspection: row.inspection,
    notices: await noticesAbout(db, siteId, { type: "trade-in", id }),
  };
}
