import { sql } from "drizzle-orm";
import { getDatabaseHandle } from "@/server/db/database";

export const dynamic = "force-dynamic";

/** Ready when the database answers: used by tests, the boot benchmark and load balancers. */
export async function GET(): Promise<Response> {
  try {
    const handle = await getDatabaseHandle();
    await handle.db.execute(sql`select 1`);
    return Response.json({ ok: true, database: handle.kind });
  } catch (error) {
    return Response.json({ ok: false, error: (error as Error).message }, { status: 503 });
  }
}
