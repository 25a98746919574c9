import "server-only";
import type { Database } from "../db/client";
import type { ClientFacts } from "../http/state-change";
import { staffAuth } from "./staff-auth";
import { browserSessionCookies, staffAuthHeaders } from "./staff-sign-in";

/**
 * Turning two-factor on (issue 31 §2: required for operators and group admins, offered to everyone):
 * the password again, then better-auth makes a TOTP secret and ten backup codes (shown once), and the
 * first code from the app confirms it. Only then is two-factor on, and asked for at each sign-in.
 */

export type StartOutcome =
  | { kind: "started"; totpUri: string; secret: string; backupCodes: string[] }
  | { kind: "refused"; field: "password"; message: string };

export type ConfirmOutcome =
  | { kind: "enabled"; setCookies: string[] }
  | { kind: "refused"; field: "code"; message: string };

function errorCode(error: unknown): string | null {
  if (error && typeof error === "object" && "body" in error) {
    const body = (error as { body?: { code?: unknown } }).body;
    if (typeof body?.code === "string") return body.code;
  }
  return null;
}

/** The secret in an otpauth:// URI, for typing into an app that cannot scan. */
export function totpSecretOf(uri: string): string {
  return new URL(uri).searchParams.get("secret") ?? "";
}

export async function startTwoFactor(
  deps: { db: Database; secret?: string },
  password: string,
  client: ClientFacts,
): Promise<StartOutcome> {
  const auth = await staffAuth(deps.db, client.secure, deps.secret);
  try {
    const result = await auth.api.enableTwoFactor({
      body: { password, method: "totp" },
      headers: staffAuthHeaders(client),
    });
    const { totpURI = "", backupCodes = [] } = result as { totpURI?: string; backupCodes?: string[] };
    return { kind: "started", totpUri: totpURI, secret: totpSecretOf(totpURI), backupCodes };
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_PASSWORD")
      return { kind: "refused", field: "password", message: "That password is not right." };
    if (code === "TOTP_ALREADY_ENABLED") {
      return { kind: "refused", field: "password", message: "Two-factor is already on for this account." };
    }
    throw error;
  }
}

export async function confirmTwoFactor(
  deps: { db: Database; secret?: string },
  code: string,
  client: ClientFacts,
): Promise<ConfirmOutcome> {
  const auth = await staffAuth(deps.db, client.secure, deps.secret);
  try {
    const result = await auth.api.verifyTOTP({
      body: { code: code.replace(/\s+/g, "") },
      headers: staffAuthHeaders(client),
      returnHeaders: true,
    });
    return { kind: "enabled", setCookies: browserSessionCookies(result.headers.getSetCookie()) };
  } catch (error) {
    if (errorCode(error)) {
      return {
        kind: "refused",
        field: "code",
        message: "That code is not right. Check the time on your phone and try the newest code.",
      };
    }
    throw error;
  }
}
