import "server-only";
import type { Env } from "@/env";
import { type DatabaseHandle, databaseOptionsFrom, openDatabase } from "./db/client";
import { prepareDatabase } from "./db/migrate";
import { seedDemoIfEmpty } from "./demo/seed-demo";
import { logger } from "./observability/log";

/**
 * What `npm start` needs before it can serve: the database opened (PGlite under DATA_DIR by default),
 * migrated, and on a first start with an empty database, the demo sites seeded. The seed runs under
 * the migration lock, so servers starting together on one empty PostgreSQL database seed it once.
 */
export async function bootDatabase(env: Env, role = "server"): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    ...databaseOptionsFrom({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, role }),
    queryLog: env.FORECOURT_QUERY_LOG,
  });
  try {
    await prepareDatabase(handle, env.SEED_DEMO === "auto" ? () => seedOnFirstStart(handle, env) : undefined);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function seedOnFirstStart(handle: DatabaseHandle, env: Env): Promise<void> {
  const started = Date.now();
  const results = await seedDemoIfEmpty(handle.db, { cars: env.DEMO_CARS });
  if (!results) return;
  const cars = results.reduce((n, r) => n + r.report.counts.cars.inserted, 0);
  logger("boot").info(`seeded ${results.length} demo sites with ${cars} cars in ${Date.now() - started} ms`, {
    sites: results.length,
    cars,
  });
}
