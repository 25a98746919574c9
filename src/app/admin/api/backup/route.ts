import { handleBackup } from "@/server/backup/backup-endpoint";

export const dynamic = "force-dynamic";

/** A consistent copy of the embedded database while the server runs; see server/backup/backup-endpoint.ts. */
export async function GET(request: Request) {
  return handleBackup(request);
}
