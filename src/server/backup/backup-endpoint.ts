import "server-only";
import { type Env, env } from "@/env";
import { adminRefusal } from "../admin/admin-request";
import type { DatabaseHandle } from "../db/client";
import { getDatabaseHandle } from "../db/database";
import { jsonError } from "../http/api";
import { logger } from "../observability/log";
import { gzipStream, snapshotDatabase } from "./database-snapshot";

/**
 * `GET /admin/api/backup` (issue 36 item 5, decision 0065): the embedded database as a `.tar.gz`,
 * copied while the server goes on serving (database-snapshot.ts). Operator only (the admin token; no
 * site's API key: the copy holds every site). 409 on PostgreSQL, whose own tools back it up, and
 * while another backup is being copied. `forecourt backup <file>` calls it.
 *
 *   curl -fsS -H "Authorization: Bearer $ADMIN_TOKEN" -o forecourt.tar.gz http://localhost:3000/admin/api/backup
 */

export type BackupDeps = {
  settings: Env;
  databaseHandle: () => Promise<DatabaseHandle>;
  log?: (line: string) => void;
  now?: () => Date;
};

const backupLog = logger("backup");

export function backupEndpoint({
  settings,
  databaseHandle,
  log = (line) => backupLog.info(line),
  now = () => new Date(),
}: BackupDeps) {
  let copying = false;
  return async (request: Request): Promise<Response> => {
    const refused = adminRefusal(request, settings);
    if (refused) return refused;
    if (copying)
      return jsonError(409, "A backup of this server is being copied: try again once it has finished");
    copying = true;
    let snapshot: Awaited<ReturnType<typeof snapshotDatabase>>;
    try {
      snapshot = await snapshotDatabase(await databaseHandle());
    } finally {
      copying = false;
    }
    if (!snapshot.ok) return jsonError(409, snapshot.reason);
    const takenAt = now();
    log(
      `[admin] backup taken: ${snapshot.tar.size} bytes of database, copied in ${snapshot.copyMs} ms (queries waited meanwhile)`,
    );
    const stamp = takenAt
      .toISOString()
      .replace(/\.\d+Z$/, "Z")
      .replace(/:/g, "-");
    return new Response(gzipStream(snapshot.tar), {
      headers: {
        "content-type": "application/gzip",
        "content-disposition": `attachment; filename="forecourt-${stamp}.tar.gz"`,
        "cache-control": "no-store",
      },
    });
  };
}

export const handleBackup = backupEndpoint({ settings: env, databaseHandle: getDatabaseHandle });
