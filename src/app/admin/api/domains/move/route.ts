import { handleMoveDomain } from "@/server/tenancy/domain-admin-request";

export const dynamic = "force-dynamic";

/** An operator moves a custom domain to another site; see server/tenancy/domain-admin-request.ts. */
export async function POST(request: Request) {
  return handleMoveDomain(request);
}
