import "server-only";
import type { Database } from "../../db/client";
import { sharedSecret } from "../../net/app-secrets";
import { processSingleton } from "../../process-singleton";

/**
 * The key that signs the success page's confirmation links (lib/leads/success-token), shared by every
 * server on one database (`app_secrets`, like the form secret) and read once per database per process.
 */
export const SUCCESS_SECRET_NAME = "success-secret";

const secrets = processSingleton<WeakMap<Database, Promise<string>>>("success-secret");

export function successSecret(db: Database): Promise<string> {
  const byDatabase = secrets.get(() => new WeakMap());
  let secret = byDatabase.get(db);
  if (!secret) {
    secret = sharedSecret(db, SUCCESS_SECRET_NAME).catch((error: unknown) => {
      byDatabase.delete(db);
      throw error;
    });
    byDatabase.set(db, secret);
  }
  return secret;
}
