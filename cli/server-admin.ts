import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "@/env";
import { ADMIN_TOKEN_FILE } from "@/server/admin/admin-token";
import { readServerAddress } from "@/server/admin/server-address";
import { dataDirLockOwner } from "@/server/db/data-dir-lock";
import type { CliValues } from "./cli-args";
import type { CliIo } from "./cli-io";
import { printable } from "./cli-text";

/**
 * Reaching a running server's admin API from the CLI. Embedded PGlite lets one process hold a data
 * directory, so while a server holds it, commands go through that server (decision 0017) instead of
 * failing on the lock; `--server <url>` sends them to any server.
 */

/** The admin URL of the live server holding the data directory, if one does (PGlite only). */
export function runningServer(settings: Env): string | undefined {
  if (settings.DATABASE_URL) return undefined;
  const owner = dataDirLockOwner(settings.DATA_DIR);
  if (!owner) return undefined;
  const address = readServerAddress(settings.DATA_DIR);
  return address?.pid === owner.pid ? address.url : undefined;
}

/** --token, else ADMIN_TOKEN, else the token the server wrote into its data directory. */
async function tokenFor(values: CliValues, settings: Env): Promise<string | undefined> {
  if (values.token) return values.token;
  if (settings.ADMIN_TOKEN) return settings.ADMIN_TOKEN;
  try {
    return (await readFile(path.join(settings.DATA_DIR, ADMIN_TOKEN_FILE), "utf8")).trim();
  } catch {
    return undefined;
  }
}

/** The admin token, or undefined after telling the operator where one comes from. */
export async function adminTokenOrSay(
  server: string,
  values: CliValues,
  settings: Env,
  io: CliIo,
): Promise<string | undefined> {
  const token = await tokenFor(values, settings);
  if (!token) {
    io.err(
      `No admin token for ${server}: pass --token, set ADMIN_TOKEN, or run on the machine whose ${settings.DATA_DIR}/${ADMIN_TOKEN_FILE} the server wrote.`,
    );
  }
  return token;
}

export type AdminAnswer = { ok: true; body: unknown } | { ok: false; code: number };

/**
 * One JSON call to a server's admin API. A refusal (no token, unreachable, a 4xx/5xx) is printed with
 * the server's reason and answered with the exit code: 2 for a usage or environment problem, 1 for a
 * refusal of what was asked (such as completing a reservation that is not held).
 */
export async function callAdmin(
  server: string,
  request: { method: "GET" | "POST"; path: string; body?: unknown },
  values: CliValues,
  settings: Env,
  io: CliIo,
): Promise<AdminAnswer> {
  const token = await adminTokenOrSay(server, values, settings, io);
  if (!token) return { ok: false, code: 2 };
  let response: Response;
  try {
    response = await fetch(new URL(request.path, server), {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
  } catch (error) {
    io.err(`Could not reach the server at ${server}: ${(error as Error).message}`);
    return { ok: false, code: 2 };
  }
  const body = (await response.json().catch(() => null)) as { error?: unknown; issues?: unknown } | null;
  if (response.ok && body) return { ok: true, body };
  const reason = typeof body?.error === "string" ? body.error : response.statusText;
  io.err(`The server refused (${response.status}): ${printable(reason)}`);
  // A 400's reasons, one per field (server/http/api ApiIssue).
  for (const issue of Array.isArray(body?.issues) ? body.issues : []) {
    const message = (issue as { message?: unknown } | null)?.message;
    if (typeof message === "string") io.err(`  ${printable(message)}`);
  }
  return { ok: false, code: response.status === 409 || response.status === 404 ? 1 : 2 };
}
