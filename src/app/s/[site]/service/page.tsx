import { redirect } from "next/navigation";
import { serviceTarget } from "@/lib/service/service-page";
import { requireSite } from "../_loaders/site";

// Where /service goes depends on the site's config at the time asked, never on a cached answer.
export const dynamic = "force-dynamic";

/**
 * /service (spec 02 §2): the dealer brand's booking page when the site configures a dealer-brand base
 * domain, else /genuine-service. A redirect (307), so the header, the footer, old bookmarks and
 * search results all land in the same place (decision 0024).
 */
export default async function ServiceRoute({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite((await params).site);
  redirect(serviceTarget(site.config));
}
