import "server-only";
import { headers } from "next/headers";
import { env, publicPort } from "@/env";
import type { SiteSummary } from "@/lib/tenancy/site";
import { maySeeSiteDirectory } from "@/lib/tenancy/site-directory";
import { getDatabase } from "@/server/db/database";
import { factsOf } from "@/server/http/request-facts";
import { listSites } from "@/server/tenancy/sites";

export type SiteDirectoryData = {
  /** Whether this visitor may see the list (SITE_DIRECTORY); when not, `sites` is empty. */
  listed: boolean;
  sites: SiteSummary[];
  /** The port shoppers reach this server on, for the local `<slug>.localhost` links. */
  port: number;
};

/** Every site on the platform, for a visitor allowed to see them (issue 16 §7). */
export async function loadSiteDirectory(): Promise<SiteDirectoryData> {
  const { clientAddress } = factsOf(await headers());
  if (!maySeeSiteDirectory(env.SITE_DIRECTORY, clientAddress)) {
    return { listed: false, sites: [], port: publicPort() };
  }
  return { listed: true, sites: await listSites(await getDatabase()), port: publicPort() };
}
