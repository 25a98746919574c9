import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleShell } from "@/components/console/console-shell";
import { LeadDeliveries, LeadHistory, OtherLeads } from "@/components/console/lead-activity";
import { LeadCar, LeadTradeInPanel, Panel, ShopperDetails } from "@/components/console/lead-shopper";
import { AcceptedOfferBanner, LeadSummary } from "@/components/console/lead-summary";
import { LeadAssignForm, LeadNoteForm, LeadStatusForm } from "@/components/console/lead-workflow";
import { NoticeList } from "@/components/console/record-detail";
import { getDatabase } from "@/server/db/database";
import { readLeadPage } from "@/server/leads/lead-page-read";
import { isLeadId } from "@/server/leads/lead-queries";
import { noticesAboutLead } from "@/server/notices/shopper-notices";
import { noticeLines } from "../../../../_loaders/checkout-views";
import { shellProps } from "../../../../_loaders/shell";
import { consoleSite } from "../../../../_loaders/staff";

export const metadata: Metadata = { title: "Lead" };

/**
 * One lead (issue 31 §4): everything the shopper gave, the car as it is now, the trade-in, the
 * shopper's other leads, each delivery with a Retry, the workflow (status, assignee, notes) and its
 * history. A lead of another site, or outside the member's dealerships or own leads, is a 404.
 */
export default async function LeadPage({ params }: { params: Promise<{ slug: string; id: string }> }) {
  const { slug, id } = await params;
  const { member, site } = await consoleSite(slug, "leads.read");
  if (!isLeadId(id)) notFound();
  const db = await getDatabase();
  const lead = await readLeadPage(db, site, id, member.scope);
  if (!lead) notFound();
  const notices = await noticesAboutLead(db, site.id, lead);
  const self = lead.assignees.some((a) => a.id === member.scope.staffId) ? member.scope.staffId : null;
  const lastNoteId = lead.notes.at(-1)?.id ?? null;
  return (
    <ConsoleShell {...shellProps(member, site, "leads")}>
      <p className="mb-2 text-sm">
        <Link href={`/sites/${site.slug}/leads`} className="underline">
          All leads
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-semibold wrap-anywhere">
        {lead.contact.name ?? "A shopper"}
        <span className="block text-base font-normal text-muted-foreground">{lead.category}</span>
      </h1>
      <AcceptedOfferBanner lead={lead} />
      <LeadSummary lead={lead} now={new Date()} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <ShopperDetails lead={lead} />
          {lead.car ? <LeadCar car={lead.car} /> : null}
          {lead.snapshot?.tradeIn ? <LeadTradeInPanel tradeIn={lead.snapshot.tradeIn} /> : null}
          <OtherLeads slug={site.slug} leads={lead.otherLeads} />
          <LeadDeliveries
            slug={site.slug}
            leadId={lead.id}
            deliveries={lead.deliveries}
            mayRetry={lead.mayWrite}
          />
          <Panel id="shopper-messages" title="Messages to the shopper">
            <NoticeList notices={noticeLines(notices)} />
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          {lead.mayWrite ? (
            <Panel id="workflow" title="Work on this lead">
              <div className="space-y-6">
                <LeadStatusForm slug={site.slug} leadId={lead.id} status={lead.status} />
                <LeadAssignForm
                  slug={site.slug}
                  leadId={lead.id}
                  assignee={lead.assignee}
                  assignees={lead.assignees}
                  self={self}
                />
                <LeadNoteForm slug={site.slug} leadId={lead.id} lastNoteId={lastNoteId} />
              </div>
            </Panel>
          ) : null}
          <LeadHistory history={lead.history} />
        </div>
      </div>
    </ConsoleShell>
  );
}
