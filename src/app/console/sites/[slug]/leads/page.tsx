import type { Metadata } from "next";
import { ConsoleShell } from "@/components/console/console-shell";
import { LeadsFilters } from "@/components/console/leads-filters";
import { LeadsInbox } from "@/components/console/leads-inbox";
import { buttonVariants } from "@/components/ui/button";
import { formatNumber } from "@/lib/format/format";
import { CSV_EXPORT_LIMIT } from "@/lib/inbox/inbox-csv";
import { inboxQueryString, isFiltered, parseInboxQuery } from "@/lib/inbox/inbox-query";
import { getDatabase } from "@/server/db/database";
import { leadsInboxView } from "../../../_loaders/leads-inbox";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Leads" };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A site's leads inbox (issue 31 §4): every kind of lead the member may read, newest first, 50 to a
 * page, with filters and search in the address, new leads shown as they arrive, and a CSV of the view.
 */
export default async function LeadsPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { member, site } = await consoleSite((await params).slug, "leads.read");
  const query = await searchParams;
  const { request, errors } = parseInboxQuery(query);
  const view = await leadsInboxView(await getDatabase(), member, site, request);
  const base = `/sites/${site.slug}/leads`;
  const filters = inboxQueryString(request.filters);
  const href = (page: Parameters<typeof inboxQueryString>[1]) => {
    const qs = inboxQueryString(request.filters, page);
    return qs ? `${base}?${qs}` : base;
  };
  const values = Object.fromEntries(
    (["q", "kind", "status", "dealership", "assignee", "from", "to", "stock"] as const).map((key) => {
      const raw = query[key];
      return [key, (Array.isArray(raw) ? raw[0] : raw) ?? ""];
    }),
  );
  return (
    <ConsoleShell {...shellProps(member, site, "leads")}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">Leads</h1>
        <p className="text-sm">
          <a
            href={`/api/sites/${site.slug}/leads/export${filters ? `?${filters}` : ""}`}
            className={buttonVariants({ variant: "secondary" })}
            download
          >
            Download these leads (CSV)
          </a>
          <span className="mt-1 block text-muted-foreground">
            The newest {formatNumber(CSV_EXPORT_LIMIT)} at most.
          </span>
        </p>
      </div>
      <LeadsFilters
        key={JSON.stringify(values)}
        action={base}
        values={values}
        errors={errors}
        {...view.options}
      />
      <LeadsInbox
        slug={site.slug}
        rows={view.page.rows}
        updatesUrl={`/api/sites/${site.slug}/leads/updates${filters ? `?${filters}` : ""}`}
        drawnAt={view.drawnAt}
        firstPage={!request.after && !request.before}
        newestHref={href({})}
        olderHref={view.page.older ? href({ after: view.page.older }) : null}
        newerHref={view.page.newer ? href({ before: view.page.newer }) : null}
        empty={isFiltered(request.filters) ? "No leads match these filters." : "No leads yet."}
      />
    </ConsoleShell>
  );
}
