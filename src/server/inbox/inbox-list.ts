import "server-only";
import { and, asc, desc, eq, gte, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { InboxCursor, InboxRequest } from "@/lib/inbox/inbox-query";
import type { InboxRow } from "@/lib/inbox/inbox-row";
import { leadKindOf } from "@/lib/inbox/lead-kinds";
import type { LeadDelivery } from "@/lib/leads/lead-delivery";
import type { LeadVisibility } from "@/lib/staff/roles";
import type { Database } from "../db/client";
import { dealerships, leads, staffUsers } from "../db/schema";
import { cursorWhere, inboxWhere, otherCategoriesQuery } from "./inbox-sql";

/**
 * The leads inbox's reads (issue 31 §4): a page of the list, newest first, paged by keyset on
 * (created_at, id) so the thousandth page costs what the first does; the leads that arrived since a
 * moment (the page's polling); and the whole filtered list in batches (the CSV export). Each applies
 * the member's visibility and the view's filters through `inboxWhere`.
 */

export const INBOX_PAGE_SIZE = 50;

/** Who is reading: what they may see of the site's leads, and who "me" is. */
export type InboxReader = { siteId: number; visibility: LeadVisibility; staffId: number };

export type InboxPage = {
  rows: InboxRow[];
  /** The next page down the list (older leads), if there is one. */
  older: InboxCursor | null;
  /** The page above (newer leads), when this is not the newest page. */
  newer: InboxCursor | null;
};

/** The stored moment as text to the microsecond: a cursor must name it exactly, which a JS Date cannot. */
const cursorAt = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const ROW_COLUMNS = {
  id: leads.id,
  createdAt: leads.createdAt,
  at: cursorAt,
  category: leads.category,
  subcategory: leads.subcategory,
  status: leads.status,
  customer: sql<LeadDelivery["customer"] | null>`${leads.delivery} -> 'customer'`,
  vehicle: sql<LeadDelivery["vehicle"]>`${leads.delivery} -> 'vehicle'`,
  message: sql<string | null>`${leads.delivery} ->> 'message'`,
  /** A lead stored before snapshots (migration 0002): its own fields stand in. */
  fallback: sql<Record<string, unknown> | null>`case when ${leads.delivery} is null then ${leads.fields} end`,
  dealership: dealerships.name,
  assigneeName: staffUsers.name,
  assigneeEmail: staffUsers.email,
};

type SelectedRow = {
  id: string;
  createdAt: Date;
  at: string;
  category: string;
  subcategory: string | null;
  status: InboxRow["status"];
  customer: LeadDelivery["customer"] | null;
  vehicle: LeadDelivery["vehicle"];
  message: string | null;
  fallback: Record<string, unknown> | null;
  dealership: string | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
};

function selectRows(db: Database, where: SQL, order: "newest" | "oldest", limit: number) {
  const by = order === "newest" ? desc : asc;
  return db
    .select(ROW_COLUMNS)
    .from(leads)
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffId))
    .where(where)
    .orderBy(by(leads.createdAt), by(leads.id))
    .limit(limit) as Promise<SelectedRow[]>;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

function inboxRow(row: SelectedRow): InboxRow {
  const kind = leadKindOf(row.category, row.subcategory);
  const fields = row.fallback ?? {};
  const customer = row.customer;
  const name = customer
    ? [customer.firstName, customer.lastName].filter(Boolean).join(" ") || null
    : [text(fields.name), text(fields.last_name)].filter(Boolean).join(" ") || null;
  const vehicle = row.vehicle;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    cursor: `${row.at}_${row.id}`,
    kind: kind.key,
    kindLabel: kind.label,
    standout: kind.standout === true,
    category: row.category,
    subcategory: row.subcategory,
    name,
    email: customer ? customer.email : text(fields.email),
    phone: customer ? customer.phone : text(fields.phone),
    car: vehicle
      ? {
          name:
            [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ") || "A car",
          stockNumber: vehicle.stocknum,
          vin: vehicle.vin,
        }
      : null,
    dealership: row.dealership,
    status: row.status,
    assignee: row.assigneeName || row.assigneeEmail || null,
    message: row.message ?? text(fields.message),
  };
}

const cursorOf = (row: SelectedRow): InboxCursor => ({ at: row.at, id: row.id });

/** The view's WHERE: the site's other categories read first when it asks for the kind "Other". */
async function whereFor(db: Database, reader: InboxReader, filters: InboxRequest["filters"]): Promise<SQL> {
  const others =
    filters.kind === "other"
      ? (
          (await db.execute(otherCategoriesQuery(reader.siteId))) as unknown as {
            rows: { category: string }[];
          }
        ).rows.map((row) => row.category)
      : [];
  return inboxWhere(reader.siteId, reader.visibility, filters, reader.staffId, others);
}

/** One page of the list as `request` asks: the newest, or the page older or newer than a cursor. */
export async function listInbox(
  db: Database,
  reader: InboxReader,
  request: InboxRequest,
  pageSize = INBOX_PAGE_SIZE,
): Promise<InboxPage> {
  const where = await whereFor(db, reader, request.filters);
  if (request.before) {
    // Going back up: the leads just newer than the cursor, oldest first, turned round.
    const found = await selectRows(
      db,
      and(where, cursorWhere(request.before, "newer"))!,
      "oldest",
      pageSize + 1,
    );
    // Back at the top: the newest page itself, with whatever arrived since.
    if (found.length <= pageSize) return listInbox(db, reader, { ...request, before: null }, pageSize);
    const page = found.slice(0, pageSize).reverse();
    return {
      rows: page.map(inboxRow),
      older: cursorOf(page[page.length - 1]!),
      newer: cursorOf(page[0]!),
    };
  }
  const bounded = request.after ? and(where, cursorWhere(request.after, "older"))! : where;
  const found = await selectRows(db, bounded, "newest", pageSize + 1);
  const page = found.slice(0, pageSize);
  return {
    rows: page.map(inboxRow),
    older: found.length > pageSize ? cursorOf(page[page.length - 1]!) : null,
    newer: request.after && page.length ? cursorOf(page[0]!) : null,
  };
}

/** The leads of the view that arrived at or after `since`, newest first, at most `limit`. */
export async function inboxSince(
  db: Database,
  reader: InboxReader,
  request: Pick<InboxRequest, "filters">,
  since: Date,
  limit: number,
): Promise<InboxRow[]> {
  const where = await whereFor(db, reader, request.filters);
  const rows = await selectRows(db, and(where, gte(leads.createdAt, since))!, "newest", limit);
  return rows.map(inboxRow);
}

/** The whole view, newest first, `batchSize` at a time, stopping after `max` rows. */
export async function* inboxBatches(
  db: Database,
  reader: InboxReader,
  request: Pick<InboxRequest, "filters">,
  options: { batchSize: number; max: number },
): AsyncGenerator<InboxRow[]> {
  const where = await whereFor(db, reader, request.filters);
  let after: InboxCursor | null = null;
  let left = options.max;
  while (left > 0) {
    const size = Math.min(options.batchSize, left);
    const rows = await selectRows(
      db,
      after ? and(where, cursorWhere(after, "older"))! : where,
      "newest",
      size,
    );
    if (rows.length === 0) return;
    yield rows.map(inboxRow);
    left -= rows.length;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}

/** How many leads the view holds, counted up to `cap` (an export's size; never a full count at scale). */
export async function countInbox(
  db: Database,
  reader: InboxReader,
  request: Pick<InboxRequest, "filters">,
  cap: number,
): Promise<number> {
  const where = await whereFor(db, reader, request.filters);
  const limited = db.select({ one: sql`1` }).from(leads).where(where).limit(cap).as("limited");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return row?.n ?? 0;
}

/** The people a lead can be assigned to on the site, for the inbox's "assigned to" filter. */
export async function inboxAssignees(db: Database, siteId: number): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.siteId, siteId),
        isNull(staffUsers.disabledAt),
        inArray(staffUsers.role, ["group-admin", "manager", "sales"]),
      ),
    )
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  return rows.map((row) => ({ id: row.id, name: row.name || row.email }));
}
