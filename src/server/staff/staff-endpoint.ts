import "server-only";
import QRCode from "qrcode";
import {
  passwordResetRequestSchema,
  setPasswordRequestSchema,
  signInCodeRequestSchema,
  signInRequestSchema,
  twoFactorConfirmRequestSchema,
  twoFactorStartRequestSchema,
} from "@/lib/staff/console-requests";
import { getDatabase } from "../db/database";
import { fixFields, jsonError, type Parsed } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { databaseRateCounters } from "../net/rate-counters";
import { findStaff, type StaffMember } from "./current-staff";
import { RESET_ANSWER, requestPasswordReset } from "./password-reset";
import { setPasswordWithLink } from "./staff-links";
import { staffMailer } from "./staff-mail";
import { type StaffSignInDeps, signInWithCode, signInWithPassword, signOutStaff } from "./staff-sign-in";
import { confirmTwoFactor, startTwoFactor } from "./two-factor";

/**
 * The console's sign-in and account API (issue 31 §2), on the console's host, through the state-change
 * prelude (Origin 403, JSON 415, body 413, a reason per field 400):
 *
 * - `POST /api/sign-in` `{ email, password }` → `{ signed_in: true }` with the session cookie, or
 *   `{ two_factor: true }` with the second step's cookie; 401 wrong; 429 locked (Retry-After)
 * - `POST /api/sign-in/code` `{ email, code }` → `{ signed_in: true }`; 401 wrong or over
 * - `POST /api/sign-out` → `{ signed_out: true }`, the session ended on the server
 * - `POST /api/set-password` `{ token, password, confirm }` → `{ set: true, email }`
 * - `POST /api/password-reset` `{ email }` → `{ message }`, the same whether or not an account has it;
 *   429 past the per-address limit
 * - `POST /api/account/two-factor` `{ password }` → `{ totp_uri, secret, qr_svg, backup_codes }`
 * - `POST /api/account/two-factor/confirm` `{ code }` → `{ enabled: true }`
 */

const BODY_LIMIT = 2048;
const PRIVATE = { "cache-control": "private, no-store" };

export async function serverStaffDependencies(): Promise<StaffSignInDeps> {
  const db = await getDatabase();
  return { db, counters: databaseRateCounters(db) };
}

function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: PRIVATE });
}

function locked(outcome: { retryAfterSeconds: number; message: string }): Response {
  return Response.json(
    { error: outcome.message, retry_after_seconds: outcome.retryAfterSeconds },
    { status: 429, headers: { ...PRIVATE, "retry-after": String(outcome.retryAfterSeconds) } },
  );
}

export async function postStaffSignIn(deps: StaffSignInDeps, request: Request): Promise<Response> {
  const change = await receiveStateChange(request, schemaBody(signInRequestSchema, BODY_LIMIT));
  if (!change.ok) return change.response;
  const outcome = await signInWithPassword(deps, change.input, change.client);
  switch (outcome.kind) {
    case "signed-in":
      return withCookies(json({ signed_in: true }), outcome.setCookies);
    case "two-factor":
      return withCookies(json({ two_factor: true }), outcome.setCookies);
    case "refused":
      return jsonError(401, outcome.message);
    case "locked":
      return locked(outcome);
  }
}

export async function postStaffSignInCode(deps: StaffSignInDeps, request: Request): Promise<Response> {
  const change = await receiveStateChange(request, schemaBody(signInCodeRequestSchema, BODY_LIMIT));
  if (!change.ok) return change.response;
  const outcome = await signInWithCode(deps, change.input, change.client);
  switch (outcome.kind) {
    case "signed-in":
      return withCookies(json({ signed_in: true }), outcome.setCookies);
    case "refused":
      return Response.json(
        { error: outcome.message, restart: outcome.restart },
        { status: 401, headers: PRIVATE },
      );
    case "locked":
      return locked(outcome);
  }
}

export async function postStaffSignOut(deps: StaffSignInDeps, request: Request): Promise<Response> {
  const change = await receiveStateChange(request, {});
  if (!change.ok) return change.response;
  return withCookies(json({ signed_out: true }), await signOutStaff(deps, change.client));
}

export async function postSetPassword(deps: StaffSignInDeps, request: Request): Promise<Response> {
  const change = await receiveStateChange(request, schemaBody(setPasswordRequestSchema, BODY_LIMIT));
  if (!change.ok) return change.response;
  const outcome = await setPasswordWithLink(deps.db, {
    token: change.input.token,
    password: change.input.password,
    address: change.client.address,
  });
  if (outcome.kind === "set") return json({ set: true, email: outcome.email });
  return fixFields([{ key: outcome.field, message: outcome.message }]);
}

/** The signed-in staff member, or the 401 every account API answers without one. */
function staffSession(deps: StaffSignInDeps) {
  return async (_request: Request, client: Parameters<typeof findStaff>[1]): Promise<Parsed<StaffMember>> => {
    const member = await findStaff(deps, client);
    return member
      ? { ok: true, data: member }
      : { ok: false, response: jsonError(401, "Please sign in again.") };
  };
}

export async function postTwoFactorStart(deps: StaffSignInDeps, request: Request): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: staffSession(deps),
    ...schemaBody(twoFactorStartRequestSchema, BODY_LIMIT),
  });
  if (!change.ok) return change.response;
  const outcome = await startTwoFactor(deps, change.input.password, change.client);
  if (outcome.kind === "refused") return fixFields([{ key: outcome.field, message: outcome.message }]);
  const qrSvg = await QRCode.toString(outcome.totpUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return json({
    totp_uri: outcome.totpUri,
    secret: outcome.secret,
    qr_svg: qrSvg,
    backup_codes: outcome.backupCodes,
  });
}

export async function postTwoFactorConfirm(deps: StaffSignInDeps, request: Request): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: staffSession(deps),
    ...schemaBody(twoFactorConfirmRequestSchema, BODY_LIMIT),
  });
  if (!change.ok) return change.response;
  const outcome = await confirmTwoFactor(deps, change.input.code, change.client);
  if (outcome.kind === "refused") return fixFields([{ key: outcome.field, message: outcome.message }]);
  return withCookies(json({ enabled: true }), outcome.setCookies);
}

export async function postPasswordReset(deps: StaffSignInDeps, request: Request): Promise<Response> {
  const change = await receiveStateChange(request, schemaBody(passwordResetRequestSchema, BODY_LIMIT));
  if (!change.ok) return change.response;
  const outcome = await requestPasswordReset(
    { db: deps.db, counters: deps.counters, mailer: staffMailer() },
    change.input.email,
    change.client.address,
  );
  if (outcome.kind === "limited") return locked(outcome);
  return json({ message: RESET_ANSWER });
}
