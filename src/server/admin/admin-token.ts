import "server-only";
import type { Env } from "@/env";
import { sameSecret } from "@/lib/net/same-secret";
import { dataDirSecret } from "../data-dir-secret";

/**
 * The admin API's bearer token (issue 15 §1): `ADMIN_TOKEN`, else one generated into
 * `DATA_DIR/admin-token` (mode 600) the first time it is needed. The CLI on the same machine reads the
 * same file, so `forecourt import` reaches a running server with no set-up.
 */
export function adminToken(settings: Env): { token: string; created: boolean; file?: string } {
  if (settings.ADMIN_TOKEN) return { token: settings.ADMIN_TOKEN, created: false };
  const { secret, created } = dataDirSecret(settings.DATA_DIR, ADMIN_TOKEN_FILE);
  return { token: secret, created, file: `${settings.DATA_DIR}/${ADMIN_TOKEN_FILE}` };
}

export const ADMIN_TOKEN_FILE = "admin-token";

/** The token an Authorization header carries (`Bearer <token>`); "" when it carries none. */
export function bearerToken(authorization: string | null): string {
  return /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? "")?.[1] ?? "";
}

/** Whether an Authorization header carries the token (`Bearer <token>`). */
export function bearerMatches(authorization: string | null, token: string): boolean {
  // Compared even when absent, so a missing header takes as long as a wrong one.
  return sameSecret(bearerToken(authorization), token);
}
