import { siteConfigRequests } from "@/server/admin/site-config-request";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string }> };

/** A site's config, secrets masked (issue 32 item 3); see server/admin/site-config-request.ts. */
export async function GET(request: Request, { params }: Params) {
  return siteConfigRequests.get(request, (await params).slug);
}

/** A JSON Merge Patch over the site's (or `?dealership=`'s) stored config; see server/admin/site-config-request.ts. */
export async function PATCH(request: Request, { params }: Params) {
  return siteConfigRequests.patch(request, (await params).slug);
}
