import "server-only";
import { env } from "@/env";
import { bootDatabase } from "../boot";
import type { Database, DatabaseHandle } from "./client";

/**
 * The server's one database handle. Next bundles the proxy, route handlers and instrumentation
 * separately, so a module-level variable would exist once per bundle and open PGlite twice; the
 * handle lives on globalThis so every bundle in the process shares it.
 */
const KEY = Symbol.for("forecourt.database");
type Holder = { [KEY]?: Promise<DatabaseHandle> };

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    holder[KEY] = bootDatabase(env).catch((error: unknown) => {
      delete holder[KEY];
      throw error;
    });
  }
  return holder[KEY];
}

export async function getDatabase(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}
