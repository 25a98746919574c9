import { handleMoveDomain } from "@/server/admin/domain-admin-request";

export const dynamic = "force-dynamic";

/** An operator moves a custom domain to another site; see server/admin/domain-admin-request.ts. */
export async function POST(request: Request) {
  return handleMoveDomain(request);
}
