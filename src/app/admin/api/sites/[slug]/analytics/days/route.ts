import { handleAnalyticsDays } from "@/server/analytics/rollup-rows-request";

export const dynamic = "force-dynamic";

/** A site's analytics rollup rows and raw event counts, for the operator; see server/analytics/rollup-rows-request.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return handleAnalyticsDays(request, (await params).slug);
}
