import "server-only";
import { publicPort } from "@/env";
import type { SiteSummary } from "@/lib/tenancy/site";
import { getDatabase } from "@/server/db/database";
import { listSites } from "@/server/tenancy/sites";

/** Every site on the platform, and the port their local addresses answer on. */
export async function loadSiteDirectory(): Promise<{ sites: SiteSummary[]; port: number }> {
  return { sites: await listSites(await getDatabase()), port: publicPort() };
}
