import { handleAnalytics } from "@/server/analytics/analytics-request";

export const dynamic = "force-dynamic";

/** A site's analytics report, for a key with `analytics:read`, the admin token or a console session; see server/analytics/analytics-request.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return handleAnalytics(request, (await params).slug);
}
