import type { Metadata } from "next";
import { PartsResults } from "@/components/content/parts-results";
import { partsEnquiryMessage, partsQuery } from "@/lib/content/parts-search";
import { formatPhone, telHref } from "@/lib/format/format";
import { getDatabase } from "@/server/db/database";
import { searchPartsCatalogue } from "@/server/models/parts-search";
import { loadSiteModels } from "../../_loaders/models";
import { loadAllSiteLocations, requireSite } from "../../_loaders/site";
import { LeadPage, type LeadPageProps, leadPageMetadata } from "../../_routes/lead-page";

export const dynamic = "force-dynamic";

const TITLE = "Parts Search";
const INTRO =
  "Tell us the part or accessory you need, with your vehicle's make, model and year (or VIN), and our parts team will check stock and price for you.";

export async function generateMetadata({ params }: LeadPageProps): Promise<Metadata> {
  return leadPageMetadata((await params).site, TITLE, "/parts/search", INTRO);
}

/**
 * /parts/search (spec 02 §2 "parts search"): the site's genuine accessories that match the search
 * (decision 0079: the only parts catalogue the platform holds), then a parts enquiry (issue 19 item 4).
 * A search box (a plain GET form) carries the part into the enquiry's message; the parts desks are
 * beside it to call.
 */
export default async function PartsSearchRoute({ params, searchParams }: LeadPageProps) {
  const slug = (await params).site;
  const [site, locations, query, models] = await Promise.all([
    requireSite(slug),
    loadAllSiteLocations(slug),
    searchParams.then((q) => partsQuery(q.query)),
    loadSiteModels(slug),
  ]);
  const hits = query
    ? await searchPartsCatalogue(
        await getDatabase(),
        models.map((m) => m.id),
        query,
      )
    : [];
  const desks = locations.filter((l) => l.locationType === "parts" && l.visible);
  return (
    <LeadPage
      site={site}
      kind="parts-enquiry"
      title={TITLE}
      intro={
        <>
          <p>{INTRO}</p>
          <search>
            <form action="/parts/search" method="get" className="mt-4 flex max-w-xl gap-2">
              <label htmlFor="parts-query" className="sr-only">
                Part name or number
              </label>
              <input
                id="parts-query"
                name="query"
                type="search"
                defaultValue={query ?? ""}
                maxLength={120}
                placeholder="Part name or number, e.g. oil filter"
                className="min-w-0 flex-1 rounded-lg border bg-background px-3 py-2 text-foreground"
              />
              <button
                type="submit"
                className="rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground"
              >
                Search
              </button>
            </form>
          </search>
          {query && models.length ? <PartsResults query={query} hits={hits} /> : null}
          {query ? (
            <p className="mt-3 text-foreground" data-testid="parts-query">
              {models.length
                ? "Not the part you need, or want it fitted? Send the enquiry below and our parts team will check "
                : "We don't list our parts catalogue online: send the enquiry below and our parts team will check "}
              <strong>{query}</strong> for you.
            </p>
          ) : null}
        </>
      }
      prefill={query ? { message: partsEnquiryMessage(query) } : undefined}
      aside={
        desks.length ? (
          <section aria-labelledby="parts-desks" className="rounded-lg border p-4">
            <h2 id="parts-desks" className="font-semibold">
              Call our parts team
            </h2>
            <ul className="mt-2 space-y-3 text-sm">
              {desks.map((desk) => (
                <li key={desk.id}>
                  <span className="block font-medium">{desk.name}</span>
                  {desk.contactDetail.phone ? (
                    <a href={telHref(desk.contactDetail.phone)} className="text-primary underline">
                      {formatPhone(desk.contactDetail.phone)}
                    </a>
                  ) : null}
                  {desk.address.street ? (
                    <span className="block text-muted-foreground">
                      {desk.address.street}, {desk.address.city}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : undefined
      }
    />
  );
}
