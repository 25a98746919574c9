import { handleSiteLeads } from "@/server/admin/site-leads-request";

export const dynamic = "force-dynamic";

/** A site's leads as JSON, for a key with `leads:read` or a console session; see server/admin/site-leads-request.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return handleSiteLeads(request, (await params).slug);
}
