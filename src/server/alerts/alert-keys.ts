import "server-only";
import { authSecret, siteKey } from "../accounts/auth";
import type { Database } from "../db/client";

/**
 * The key a site's unsubscribe tokens are signed with (lib/alerts/unsubscribe-token): the site's own
 * key (decision 0036: derived from AUTH_SECRET, or the shared secret in `app_secrets`), which the
 * token's HMAC uses under its own label, so a token is worth nothing as a session or a code hash and
 * nothing on another site. `secret` is for tests; servers leave it to AUTH_SECRET or the database.
 */
export async function alertTokenKey(db: Database, siteId: number, secret?: string): Promise<string> {
  return siteKey(secret ?? (await authSecret(db)), siteId);
}
