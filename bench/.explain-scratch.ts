import { desc, eq, sql } from "drizzle-orm";
import { type InboxFilters, NO_FILTERS } from "@/lib/inbox/inbox-query";
import { openDatabase } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/migrate";
import { dealerships, leads, staffUsers } from "@/server/db/schema";
import { inboxWhere } from "@/server/inbox/inbox-sql";

const h = await openDatabase({ kind: "memory" });
await prepareDatabase(h);
const db = h.db;
await db.execute(sql`insert into sites (slug, name) values ('a','a'), ('b','b')`);
await db.execute(sql`insert into dealerships (slug, name) values ('d1','d1'), ('d2','d2'), ('d3','d3')`);
await db.execute(sql`
insert into leads (site_id, category, dealership_id, fields, delivery, created_at, status)
select case when g % 10 < 6 then 1 else 2 end, (array['Vehicle Enquiry','Test Drive','Finance Enquiry','Feedback'])[1 + g % 4],
  case when g % 10 = 0 then null else 1 + g % 3 end,
  jsonb_build_object('name', 'n' || g),
  jsonb_build_object('customer', jsonb_build_object('firstName', 'Name' || (g % 997), 'lastName', 'Last' || (g % 113), 'email', 'e' || g || '@x.com', 'phone', '04' || lpad((g * 7919 % 100000000)::text, 8, '0')),
    'vehicle', jsonb_build_object('stocknum', 'S' || g, 'vin', 'V' || g), 'message', 'hi'),
  now() - (g || ' minutes')::interval, (array['new','contacted','appointment','sold','lost'])[1 + g % 5]
from generate_series(1, ${Number(process.argv[2] ?? 50000)}) g`);
const visAll = { dealershipIds: "all" as const, dealershipLeadsAssignedTo: null, groupLeads: "all" as const };
const visMgr = { dealershipIds: [1], dealershipLeadsAssignedTo: null, groupLeads: "all" as const };
async function explain(label: string, filters: Partial<InboxFilters>, vis = visAll) {
  const q = db
    .select({ id: leads.id })
    .from(leads)
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffId))
    .where(inboxWhere(1, vis, { ...NO_FILTERS, ...filters }, 1))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(51);
  const { sql: text, params } = q.toSQL();
  const res = (await db.execute(
    sql.raw(
      `explain analyze ${text.replace(/\$(\d+)/g, (_, n) => {
        const p = params[Number(n) - 1];
        return typeof p === "number" ? String(p) : `'${String(p).replace(/'/g, "''")}'`;
      })}`,
    ),
  )) as unknown as { rows: Record<string, string>[] };
  console.log(`--- ${label}`);
  for (const r of res.rows) console.log(Object.values(r)[0]);
}
for (const mode of ["as stored", "analyzed"]) {
  console.log(`===== ${mode}`);
  await explain("first page", {});
  await explain("manager", {}, visMgr);
  await explain("kind feedback", { kind: "feedback" });
  await explain("search surname", { q: "last1" });
  await explain("search email", { q: "e12345@x.com" });
  await db.execute(sql`analyze leads`);
}
await h.close();
