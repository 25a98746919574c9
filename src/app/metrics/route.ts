import { handleMetrics } from "@/server/admin/metrics-request";

export const dynamic = "force-dynamic";

/** Prometheus metrics for the operator; see server/admin/metrics-request.ts. */
export async function GET(request: Request): Promise<Response> {
  return handleMetrics(request);
}
