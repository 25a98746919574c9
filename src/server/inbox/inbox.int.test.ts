import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InboxFilters, NO_FILTERS, parseInboxQuery } from "@/lib/inbox/inbox-query";
import { leadVisibility } from "@/lib/staff/roles";
import { hangGuard } from "../../../test/limits";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { type InboxReader, inboxSince, listInbox } from "./inbox-list";
import { fileLead, seedInboxSites } from "./inbox-test-setup";

/**
 * Issue 31 §4, the leads inbox on a real database: every kind in one list, newest first; each filter;
 * the search box by phone (however written), e-mail, name, surname, stock number and VIN; keyset
 * paging through ties; and the polling's "since".
 */
let handle: DatabaseHandle;
let seeded: Awaited<ReturnType<typeof seedInboxSites>>;
const day = (iso: string) => new Date(iso);

beforeAll(async () => {
  handle = await openTestDatabase();
  seeded = await seedInboxSites(handle.db);
}, hangGuard(180_000));

afterAll(async () => {
  await handle?.close();
});

const managerReader = (): InboxReader => ({
  siteId: seeded.siteA,
  visibility: leadVisibility(
    {
      staffId: seeded.manager.staffId,
      role: "manager",
      siteId: seeded.siteA,
      dealershipIds: [seeded.north, seeded.south],
      seesAllDealershipLeads: false,
    },
    seeded.siteA,
  )!,
  staffId: seeded.manager.staffId,
});

async function list(filters: Partial<InboxFilters>, reader = managerReader()) {
  const page = await listInbox(handle.db, reader, {
    filters: { ...NO_FILTERS, ...filters },
    after: null,
    before: null,
  });
  return page.rows;
}
const named = async (filters: Partial<InboxFilters>) => {
  const rows = await list(filters);
  return rows.map((row) => Object.entries(seeded.ids).find(([, id]) => id === row.id)?.[0]);
};
const searched = (q: string) => named({ q });

describe("issue 31 §4: one list of every kind, newest first", () => {
  it("lists the site's leads newest first, and no other site's", async () => {
    expect(await named({})).toEqual(["other", "chat", "accepted", "valuation", "bob", "jane"]);
  });

  it("shows each row's kind, shopper, car, dealership, status and assignee", async () => {
    const rows = await list({});
    const jane = rows.find((row) => row.id === seeded.ids.jane)!;
    expect(jane).toMatchObject({
      kind: "vehicle-enquiry",
      kindLabel: "Vehicle enquiry",
      name: "Jane Citizen",
      phone: "0412 345 678",
      car: { name: "2024 Toyota Corolla Ascent Sport", stockNumber: "NTH100", vin: "JTNBA3HE10J123456" },
      dealership: "North Motors",
      status: "new",
      assignee: null,
    });
    expect(rows.find((row) => row.id === seeded.ids.chat)).toMatchObject({
      kindLabel: "Chat message",
      status: "contacted",
      assignee: "sam@inbox.example",
    });
  });

  it("the accepted trade-in offer is a kind of its own and stands out; the valuation does not", async () => {
    const rows = await list({});
    expect(rows.filter((row) => row.standout).map((row) => row.id)).toEqual([seeded.ids.accepted]);
    expect(rows.find((row) => row.id === seeded.ids.accepted)!.kindLabel).toBe("Trade-in offer accepted");
    expect(await named({ kind: "trade-in-accepted" })).toEqual(["accepted"]);
    expect(await named({ kind: "trade-in" })).toEqual(["valuation"]);
    expect(await named({ kind: "other" })).toEqual(["other"]);
    expect(await named({ kind: "chat" })).toEqual(["chat"]);
    expect(await named({ kind: "finance" })).toEqual([]);
  });
});

describe("issue 31 §4: filters", () => {
  it("by dealership, or the group's leads of none", async () => {
    expect(await named({ dealership: seeded.north })).toEqual(["chat", "accepted", "jane"]);
    expect(await named({ dealership: "none" })).toEqual(["valuation"]);
  });

  it("by status and by assignee: me, unassigned, or a named person", async () => {
    expect(await named({ status: "contacted" })).toEqual(["chat"]);
    expect(await named({ assignee: seeded.sales.staffId })).toEqual(["chat"]);
    expect(await named({ assignee: "unassigned" })).not.toContain("chat");
    const salesReader: InboxReader = {
      siteId: seeded.siteA,
      visibility: leadVisibility(
        {
          staffId: seeded.sales.staffId,
          role: "sales",
          siteId: seeded.siteA,
          dealershipIds: [seeded.north],
          seesAllDealershipLeads: false,
        },
        seeded.siteA,
      )!,
      staffId: seeded.sales.staffId,
    };
    expect((await list({ assignee: "me" }, salesReader)).map((row) => row.id)).toEqual([seeded.ids.chat]);
    expect(await named({ assignee: "me" })).toEqual([]);
  });

  it("by days on Sydney's clock, both ends included", async () => {
    expect(await named({ to: "2026-11-21" })).toEqual(["jane"]);
    expect(await named({ from: "2026-11-22", to: "2026-11-22" })).toEqual(["valuation", "bob"]);
  });

  it("by the car's stock number, as typed in any case", async () => {
    const { request } = parseInboxQuery(new URLSearchParams("stock=nth100"));
    expect(await named(request.filters)).toEqual(["jane"]);
  });
});

describe("issue 31 §4: search by name, phone, e-mail, stock number or VIN", () => {
  it("finds a phone number however it is written, and by its first digits", async () => {
    for (const q of ["0412 345 678", "+61 412 345 678", "0412345678", "(04) 1234-5678", "0412 34"]) {
      expect(await searched(q), q).toEqual(["jane"]);
    }
    expect(await searched("02 9630 1234")).toEqual(["bob"]);
  });

  it("finds an e-mail address in any case, and by its start", async () => {
    expect(await searched("JANE.CITIZEN@example.com")).toEqual(["jane"]);
    expect(await searched("bob@build")).toEqual(["bob"]);
    expect(await searched("ann@lee.example")).toEqual(["accepted", "valuation"]);
  });

  it("finds a name by its start or by the surname, letters beyond ASCII included", async () => {
    expect(await searched("jane")).toEqual(["jane"]);
    expect(await searched("Citi")).toEqual(["jane"]);
    expect(await searched("ann lee")).toEqual(["accepted"]);
    expect(await searched("ÅNGSTRÖM")).toEqual(["chat"]);
    expect(await searched("zoë")).toEqual(["chat"]);
  });

  it("finds the car by stock number or VIN, whole or by its start", async () => {
    expect(await searched("nth100")).toEqual(["jane"]);
    expect(await searched("STH2")).toEqual(["bob"]);
    expect(await searched("JTNBA3HE10J123456")).toEqual(["jane"]);
    expect(await searched("6t1bf3")).toEqual(["bob"]);
  });

  it("takes % and _ literally, and finds nothing for nothing", async () => {
    expect(await searched("a%")).toEqual([]);
    expect(await searched("a_")).toEqual([]);
    expect(await searched("al")).toEqual(["other"]);
    expect(await searched("nobody here")).toEqual([]);
  });

  it("combines with the filters", async () => {
    expect(await named({ q: "ann", kind: "trade-in" })).toEqual(["valuation"]);
  });
});

describe("issue 31 §4: keyset paging and new leads", () => {
  it("walks down and back up through leads sharing a moment, with no lead missed or repeated", async () => {
    const site = await importBundle(handle.db, {
      dealerships: [{ slug: "paging-motors", name: "Paging Motors" }],
      site: { slug: "inbox-paging", name: "Paging", dealerships: ["paging-motors"] },
    });
    expect(site.site?.created).toBe(true);
    const paging = (await readSite(handle.db, "inbox-paging"))!;
    for (let i = 0; i < 47; i++) {
      // Three leads to each moment: the id breaks the tie.
      await fileLead(handle.db, {
        siteId: paging.id,
        at: new Date(Date.UTC(2026, 10, 1, 0, Math.floor(i / 3))),
      });
    }
    const reader: InboxReader = {
      siteId: paging.id,
      visibility: { dealershipIds: "all", dealershipLeadsAssignedTo: null, groupLeads: "all" },
      staffId: seeded.manager.staffId,
    };
    const everything = (
      await listInbox(handle.db, reader, { filters: NO_FILTERS, after: null, before: null }, 100)
    ).rows;
    expect(everything).toHaveLength(47);
    const seen: string[] = [];
    const pages = [];
    let page = await listInbox(handle.db, reader, { filters: NO_FILTERS, after: null, before: null }, 10);
    expect(page.newer).toBeNull();
    pages.push(page);
    seen.push(...page.rows.map((row) => row.id));
    while (page.older) {
      page = await listInbox(handle.db, reader, { filters: NO_FILTERS, after: page.older, before: null }, 10);
      pages.push(page);
      seen.push(...page.rows.map((row) => row.id));
    }
    expect(seen).toEqual(everything.map((row) => row.id));
    expect(pages).toHaveLength(5);
    // Back up from the last page: each page as it was on the way down.
    for (let i = pages.length - 1; i > 0; i--) {
      const up = await listInbox(
        handle.db,
        reader,
        { filters: NO_FILTERS, after: null, before: pages[i]!.newer },
        10,
      );
      expect(up.rows.map((row) => row.id)).toEqual(pages[i - 1]!.rows.map((row) => row.id));
      expect(up.newer === null).toBe(i === 1);
    }
  });

  it("the leads since a moment are those at or after it, in the view", async () => {
    const rows = await inboxSince(
      handle.db,
      managerReader(),
      { filters: NO_FILTERS },
      day("2026-11-24T01:00:00Z"),
      50,
    );
    expect(rows.map((row) => row.id)).toEqual([seeded.ids.other, seeded.ids.chat]);
    const filtered = await inboxSince(
      handle.db,
      managerReader(),
      { filters: { ...NO_FILTERS, kind: "chat" } },
      day("2026-11-24T00:00:00Z"),
      50,
    );
    expect(filtered.map((row) => row.id)).toEqual([seeded.ids.chat]);
  });
});
