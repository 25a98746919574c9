import "server-only";
import { env } from "@/env";
import { bootDatabase } from "../boot";
import { processSingleton } from "../process-singleton";
import type { Database, DatabaseHandle } from "./client";

/**
 * The server's one database handle, shared by every bundle in the process (one PGlite per data
 * directory). A boot that fails is forgotten, so a caller may try again; the server itself exits when
 * its boot fails (src/instrumentation.ts, decision 0020).
 */
const database = processSingleton<Promise<DatabaseHandle>>("database");

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  return database.get(() =>
    bootDatabase(env).catch((error: unknown) => {
      database.clear();
      throw error;
    }),
  );
}

export async function getDatabase(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}
