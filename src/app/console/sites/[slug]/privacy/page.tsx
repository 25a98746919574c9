import type { Metadata } from "next";
import { ConsoleShell } from "@/components/console/console-shell";
import { PrivacyRequests } from "@/components/console/privacy-requests";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Privacy requests" };

/**
 * A shopper's privacy requests (issue 36 item 6; Australian Privacy Principles 12 and 13; decision
 * 0070), for group admins and operators: find what the site holds by phone or e-mail, download it as
 * one file, delete it.
 */
export default async function PrivacyPage({ params }: { params: Promise<{ slug: string }> }) {
  const { member, site } = await consoleSite((await params).slug, "privacy.manage");
  return (
    <ConsoleShell {...shellProps(member, site, "privacy")}>
      <h1 className="mb-2 text-2xl font-semibold">Privacy requests</h1>
      <div className="mb-6 max-w-prose space-y-2">
        <p>
          A shopper may ask for the personal information {site.name} holds about them, and ask for it to be
          deleted (Australian Privacy Principles 12 and 13). First confirm who is asking: call them back on
          the number, or reply to the e-mail address, that the records hold. Then find their records by that
          phone or e-mail, send them the file, or delete it. Both are recorded in the audit log.
        </p>
        <p>
          Signed-in shoppers can do this themselves from their account page. How long the site keeps what
          shoppers leave is set under Settings, Retention.
        </p>
      </div>
      <PrivacyRequests slug={site.slug} siteName={site.name} />
    </ConsoleShell>
  );
}
