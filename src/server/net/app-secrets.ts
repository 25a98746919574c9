import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { appSecrets } from "../db/schema";

/**
 * A secret every server on one database shares (issue 16 §6): read from `app_secrets`, or, when none
 * is stored yet, `initial` (a key this installation already had) or a fresh one from the CSPRNG,
 * written with ON CONFLICT DO NOTHING and read back, so two servers starting at once both end up with
 * whichever was written first.
 */
export async function sharedSecret(
  db: Database,
  name: string,
  initial: () => string | undefined = () => undefined,
): Promise<string> {
  const stored = await readSecret(db, name);
  if (stored !== undefined) return stored;
  await db
    .insert(appSecrets)
    .values({ name, value: initial() || randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appSecrets.name });
  const value = await readSecret(db, name);
  if (value === undefined) throw new Error(`app secret ${name} was neither found nor stored`);
  return value;
}

async function readSecret(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row?.value;
}
