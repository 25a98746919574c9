import "server-only";
import { count } from "drizzle-orm";
import type { Env } from "@/env";
import { type DatabaseHandle, databaseOptionsFrom, openDatabase } from "./db/client";
import { prepareDatabase } from "./db/migrate";
import { sites } from "./db/schema";
import { seedDemo } from "./demo/seed-demo";

/**
 * What `npm start` needs before it can serve: the database opened (PGlite under DATA_DIR by default),
 * migrated, and on a first start with an empty database, the demo sites seeded.
 */
export async function bootDatabase(env: Env, role = "server"): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    ...databaseOptionsFrom({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, role }),
    queryLog: env.FORECOURT_QUERY_LOG,
  });
  try {
    await prepareDatabase(handle);
    if (env.SEED_DEMO === "auto") {
      const [row] = await handle.db.select({ n: count() }).from(sites);
      if ((row?.n ?? 0) === 0) {
        const started = Date.now();
        const results = await seedDemo(handle.db, { cars: env.DEMO_CARS });
        const cars = results.reduce((n, r) => n + r.report.counts.cars.inserted, 0);
        console.log(
          `[boot] seeded ${results.length} demo sites with ${cars} cars in ${Date.now() - started} ms`,
        );
      }
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
