import type { Metadata } from "next";
import { headers } from "next/headers";
import { ApiKeyUsage } from "@/components/console/api-key-usage";
import { ApiKeysManager } from "@/components/console/api-keys-manager";
import { ConsoleShell } from "@/components/console/console-shell";
import { getDatabase } from "@/server/db/database";
import { clientFacts } from "@/server/http/state-change";
import { listApiKeys } from "@/server/staff/api-keys";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "API keys" };

/** A site's API keys (issue 31 §7): the list, making one (shown once), revoking, and how to use one. */
export default async function ApiKeysPage({ params }: { params: Promise<{ slug: string }> }) {
  const { member, site } = await consoleSite((await params).slug, "api-keys.manage");
  const keys = await listApiKeys(await getDatabase(), site.id);
  const requestHeaders = await headers();
  const origin = `${clientFacts(requestHeaders).secure ? "https" : "http"}://${requestHeaders.get("host") ?? "localhost"}`;
  return (
    <ConsoleShell {...shellProps(member, site, "api-keys")}>
      <h1 className="mb-2 text-2xl font-semibold">API keys</h1>
      <p className="mb-6 max-w-prose">
        Keys let {site.name}’s own systems (a CRM, a stock feed, a report) use the admin API for this site
        alone, each only for what you allow. A key is shown once when it is made; revoke one the moment it is
        no longer needed or may have leaked.
      </p>
      <ApiKeysManager slug={site.slug} siteName={site.name} initialKeys={keys} />
      <div className="mt-8">
        <ApiKeyUsage origin={origin} slug={site.slug} />
      </div>
    </ConsoleShell>
  );
}
