/**
 * The leads inbox at scale (issue 31 §4 "paging that stays fast at 100,000 leads"): seeds N leads
 * (default 100,000) across three sites and six dealerships with realistic shoppers, cars, kinds,
 * statuses and assignees, then times the inbox's own queries (listInbox, as the page runs them) over R
 * runs each: the first page for each role, filtered pages, a deep keyset page, and the search box by
 * phone, e-mail, name, surname, stock number and VIN. Each case prints p50 / p95 and its p95 as a
 * multiple of a trivial query (`select 1`) timed in the same run. Goal: every p95 ≤ 100 ms.
 *
 * PGlite runs no autovacuum, so a database has no planner statistics unless something runs ANALYZE:
 * every case is timed first as the seed leaves the table (PostgreSQL's autovacuum may analyze it
 * meanwhile), then again after refreshLeadStatistics, which the inbox page runs, has taken them.
 *
 *   npm run bench:console-leads                          # in-memory PGlite
 *   DATABASE_URL=postgres://… npm run bench:console-leads  # and PostgreSQL (a scratch database)
 *   npm run bench:console-leads -- --leads 20000 --runs 30
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { mulberry32 } from "@/demo/prng";
import { encodeCursor, type InboxFilters, NO_FILTERS, parseCursor } from "@/lib/inbox/inbox-query";
import type { LeadDelivery } from "@/lib/leads/lead-delivery";
import { LEAD_STATUSES } from "@/lib/leads/lead-status";
import { leadVisibility, type StaffScope } from "@/lib/staff/roles";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/migrate";
import { leads, staffUsers } from "@/server/db/schema";
import { openTestDatabase } from "@/server/db/test-database";
import { importBundle } from "@/server/import/import-bundle";
import { listInbox } from "@/server/inbox/inbox-list";
import { refreshLeadStatistics, resetLeadStatisticsCheck } from "@/server/inbox/lead-statistics";
import { readSite } from "@/server/tenancy/sites";

const { values } = parseArgs({
  options: { leads: { type: "string", default: "100000" }, runs: { type: "string", default: "40" } },
});
const TOTAL = Number(values.leads);
const RUNS = Number(values.runs);
const NOW = new Date("2026-11-26T00:00:00Z");

const FIRST = [
  "Jane",
  "John",
  "Aisha",
  "Liam",
  "Olivia",
  "Noah",
  "Mia",
  "Jack",
  "Chloe",
  "Wei",
  "Priya",
  "Zoë",
];
const MORE_FIRST = ["Lachlan", "Ruby", "Tom", "Grace", "Ethan", "Ava", "Hamish", "Isla", "Mohammed", "Sofia"];
const LAST = [
  "Citizen",
  "Smith",
  "Nguyen",
  "Williams",
  "Brown",
  "Wilson",
  "Taylor",
  "Singh",
  "Chen",
  "Kelly",
];
const MORE_LAST = ["O'Brien", "Papadopoulos", "Tran", "Ryan", "Walker", "Ångström", "Martin", "Lee", "Khan"];
/** Category, subcategory, share of leads. */
const KINDS: [string, string | null, number][] = [
  ["Vehicle Enquiry", null, 30],
  ["Vehicle Enquiry", "Quick Enquiry", 6],
  ["Test Drive", null, 12],
  ["Finance Enquiry", null, 8],
  ["Trade-in Valuation", "2. Valuation Given", 8],
  ["Trade-in Valuation", "3. Offer Accepted", 2],
  ["Vehicle Reservation", "Reserve Online", 3],
  ["Online Purchase", "Checkout Journey", 1],
  ["Instant Message", "Sales chat", 10],
  ["General Enquiry", null, 6],
  ["Service Enquiry", null, 5],
  ["Parts Enquiry", null, 3],
  ["Fleet Enquiry", null, 2],
  ["New Vehicle Enquiry", null, 3],
  ["Make an Offer", null, 0.5],
  ["Feedback", null, 0.5],
];
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

type Sample = {
  phone: string;
  email: string;
  first: string;
  last: string;
  stock: string | null;
  vin: string | null;
};
type Seeded = {
  siteId: number;
  dealershipIds: number[];
  scopes: Record<"groupAdmin" | "manager" | "sales", StaffScope>;
  samples: Sample[];
  deepCursor: string;
};

/** The kind at `point` along the shares laid end to end. */
function weighted(point: number): [string, string | null] {
  let left = point;
  for (const [category, subcategory, share] of KINDS) {
    left -= share;
    if (left < 0) return [category, subcategory];
  }
  return [KINDS[0]![0], KINDS[0]![1]];
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

async function seed(handle: DatabaseHandle): Promise<Seeded> {
  const db = handle.db;
  const random = mulberry32(31);
  const layout = [
    { slug: "bench-group", share: 0.6, dealerships: ["bench-north", "bench-south", "bench-east"] },
    { slug: "bench-two", share: 0.3, dealerships: ["bench-two-a", "bench-two-b"] },
    { slug: "bench-solo", share: 0.1, dealerships: ["bench-solo-motors"] },
  ];
  const sites = [];
  for (const site of layout) {
    await importBundle(db, {
      dealerships: site.dealerships.map((slug) => ({ slug, name: slug })),
      site: { slug: site.slug, name: site.slug, dealerships: site.dealerships },
    });
    const read = (await readSite(db, site.slug))!;
    const staff: { id: number; role: "group-admin" | "manager" | "sales"; dealershipIds: number[] }[] = [];
    for (const [role, dealershipIds] of [
      ["group-admin", []],
      ["manager", [read.dealershipIds[0]!]],
      ["sales", [read.dealershipIds[0]!]],
      ["sales", [read.dealershipIds.at(-1)!]],
    ] as const) {
      const [row] = await db
        .insert(staffUsers)
        .values({
          email: `${role}-${staff.length}@${site.slug}.example`,
          role,
          siteId: read.id,
          dealershipIds: [...dealershipIds],
        })
        .returning({ id: staffUsers.id });
      staff.push({ id: row!.id, role, dealershipIds: [...dealershipIds] });
    }
    sites.push({ ...site, id: read.id, dealershipIds: read.dealershipIds, staff });
  }
  const weights = KINDS.reduce((sum, [, , w]) => sum + w, 0);
  const samples: Sample[] = [];
  const started = performance.now();
  for (let done = 0; done < TOTAL; ) {
    const batch = [];
    for (let i = 0; i < 1000 && done < TOTAL; i++, done++) {
      const r = random();
      const site = r < 0.6 ? sites[0]! : r < 0.9 ? sites[1]! : sites[2]!;
      const [category, subcategory] = weighted(random() * weights);
      const first = pick(random, random() < 0.5 ? FIRST : MORE_FIRST);
      const last = pick(random, random() < 0.5 ? LAST : MORE_LAST);
      const digits = String(Math.floor(random() * 1e8)).padStart(8, "0");
      const phone =
        random() < 0.2
          ? `+61 4${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
          : `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
      const email =
        `${first}.${last}${Math.floor(random() * 1000)}@${pick(random, ["gmail.com", "outlook.com", "bigpond.com", "example.com.au"])}`
          .toLowerCase()
          .replace(/[^a-z0-9.@]/g, "");
      const dealershipId =
        site.slug === "bench-group" && random() < 0.1 ? null : pick(random, site.dealershipIds);
      const withCar = random() < 0.6;
      const stock = withCar ? `${site.slug.slice(6, 9).toUpperCase()}${Math.floor(random() * 1e6)}` : null;
      const vin = withCar ? Array.from({ length: 17 }, () => pick(random, [...VIN_CHARS])).join("") : null;
      const assigned = random() < 0.4 ? pick(random, site.staff) : null;
      const customer: LeadDelivery["customer"] = {
        firstName: first,
        lastName: last,
        email,
        phone,
        postcode: "2000",
        preferredContactMethod: "Phone",
      };
      if (samples.length < 2000 && site.slug === "bench-group" && random() < 0.05)
        samples.push({ phone, email, first, last, stock, vin });
      batch.push({
        siteId: site.id,
        category,
        subcategory,
        dealershipId,
        fields: { name: first, last_name: last, email, phone, message: "Is this still available?" },
        delivery: {
          customer,
          category,
          subcategory,
          message: "Is this still available? Could I see it on Saturday?",
          vehicle: withCar
            ? {
                id: 1,
                year: 2022,
                make: "Toyota",
                model: "Corolla",
                badge: "Ascent Sport",
                vin,
                stocknum: stock,
                carType: "used",
                price: 29990,
                url: "https://example.com/cars/x",
              }
            : null,
        } as unknown as LeadDelivery,
        createdAt: new Date(NOW.getTime() - Math.floor(random() * 730 * 86_400_000)),
        status: pick(random, LEAD_STATUSES),
        assignedStaffId: assigned?.id ?? null,
      });
    }
    await db.insert(leads).values(batch);
  }
  console.log(
    `seeded ${TOTAL.toLocaleString("en-AU")} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const group = sites[0]!;
  const scope = (s: (typeof group.staff)[number]): StaffScope => ({
    staffId: s.id,
    role: s.role,
    siteId: group.id,
    dealershipIds: s.dealershipIds,
    seesAllDealershipLeads: false,
  });
  // The 40,000th newest lead of the big site (or the middle of a smaller seed): a deep page's cursor.
  const depth = Math.min(40_000, Math.floor(TOTAL * 0.3));
  const { rows } = (await db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from leads
    where site_id = ${group.id} order by created_at desc, id desc offset ${depth} limit 1`)) as unknown as {
    rows: { at: string; id: string }[];
  };
  return {
    siteId: group.id,
    dealershipIds: group.dealershipIds,
    scopes: {
      groupAdmin: scope(group.staff[0]!),
      manager: scope(group.staff[1]!),
      sales: scope(group.staff[2]!),
    },
    samples,
    deepCursor: encodeCursor(rows[0]!),
  };
}

type Case = {
  name: string;
  role?: keyof Seeded["scopes"];
  view: (s: Sample, i: number) => Partial<InboxFilters>;
  deep?: true;
};

const CASES: Case[] = [
  { name: "first page (group admin)", view: () => ({}) },
  { name: "first page (manager, 1 dealership)", role: "manager", view: () => ({}) },
  { name: "first page (sales, own leads)", role: "sales", view: () => ({}) },
  { name: "status: new", view: () => ({ status: "new" }) },
  { name: "kind: trade-in offer accepted (2%)", view: () => ({ kind: "trade-in-accepted" }) },
  { name: "kind: feedback (0.5%)", view: () => ({ kind: "feedback" }) },
  { name: "kind: other (matches nothing)", view: () => ({ kind: "other" }) },
  { name: "dealership + unassigned", view: () => ({ dealership: -1, assignee: "unassigned" }) },
  { name: "assigned to me (sales)", role: "sales", view: () => ({ assignee: "me" }) },
  { name: "one month", view: () => ({ from: "2026-03-01", to: "2026-03-31" }) },
  { name: "car by stock number", view: (s) => ({ stock: s.stock ?? "NONE1" }) },
  { name: "deep page (after the 40,000th)", view: () => ({}), deep: true },
  { name: "search: phone, as typed", view: (s) => ({ q: s.phone }) },
  {
    name: "search: phone, first 6 digits",
    view: (s) => ({ q: s.phone.replace(/\D/g, "").replace(/^61/, "0").slice(0, 6) }),
  },
  { name: "search: e-mail", view: (s) => ({ q: s.email }) },
  { name: "search: e-mail, first 5 letters", view: (s) => ({ q: s.email.slice(0, 5) }) },
  { name: "search: name prefix (3 letters)", view: (s) => ({ q: s.first.slice(0, 3) }) },
  { name: "search: full name", view: (s) => ({ q: `${s.first} ${s.last}` }) },
  { name: "search: surname", view: (s) => ({ q: s.last }) },
  { name: "search: stock number", view: (s) => ({ q: s.stock ?? "NONE1" }) },
  { name: "search: VIN", view: (s) => ({ q: s.vin ?? "NONE1" }) },
  { name: "search: nobody", view: (_, i) => ({ q: `zz nobody ${i}` }) },
  { name: "search + kind filter", view: (s) => ({ q: s.last, kind: "test-drive" }) },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed(runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn(runs + i);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

async function measure(handle: DatabaseHandle, label: string, seeded: Seeded) {
  const db = handle.db;
  const trivial = await timed(RUNS * 5, () => db.execute(sql`select 1`));
  console.log(`${label}: select 1  p50 ${trivial.p50.toFixed(2)} ms  p95 ${trivial.p95.toFixed(2)} ms`);
  console.log(
    `${"case".padEnd(38)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p95 ÷ select 1".padStart(15)}`,
  );
  let worst = 0;
  for (const c of CASES) {
    const scope = seeded.scopes[c.role ?? "groupAdmin"];
    const reader = {
      siteId: seeded.siteId,
      visibility: leadVisibility(scope, seeded.siteId)!,
      staffId: scope.staffId,
    };
    const result = await timed(RUNS, (i) => {
      const view = c.view(seeded.samples[i % seeded.samples.length]!, i);
      if (view.dealership === -1) view.dealership = seeded.dealershipIds[i % seeded.dealershipIds.length]!;
      return listInbox(db, reader, {
        filters: { ...NO_FILTERS, ...view },
        after: c.deep ? parseCursor(seeded.deepCursor) : null,
        before: null,
      });
    });
    worst = Math.max(worst, result.p95);
    console.log(
      `${c.name.padEnd(38)} ${result.p50.toFixed(2).padStart(8)} ${result.p95.toFixed(2).padStart(8)} ${(result.p95 / trivial.p95).toFixed(0).padStart(14)}×`,
    );
  }
  console.log(
    `${label}: worst p95 ${worst.toFixed(1)} ms (goal ≤ 100 ms): ${worst <= 100 ? "met" : "NOT met"}\n`,
  );
}

async function run(handle: DatabaseHandle, label: string) {
  const seeded = await seed(handle);
  // PGlite has no statistics now; PostgreSQL's autovacuum may take them while this pass runs.
  await measure(handle, `${label}, before the inbox's statistics refresh`, seeded);
  resetLeadStatisticsCheck();
  const started = performance.now();
  const analyzed = await refreshLeadStatistics(handle.db);
  console.log(
    `the inbox's statistics refresh: ANALYZE ${analyzed ? "ran" : "not needed"} in ${(performance.now() - started).toFixed(0)} ms`,
  );
  await measure(handle, `${label}, as the inbox runs (statistics kept)`, seeded);
}

async function main() {
  console.log(`${TOTAL.toLocaleString("en-AU")} leads, ${RUNS} runs a case; the big site holds 60%`);
  const pglite = await openDatabase({ kind: "memory" });
  await prepareDatabase(pglite);
  await run(pglite, "pglite");
  await pglite.close();
  if (process.env.DATABASE_URL) {
    const pg = await openTestDatabase();
    await run(pg, "postgres");
    await pg.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
