import "server-only";
import { type Env, env } from "@/env";
import { type Metrics, metrics } from "../observability/metrics";
import { adminRefusal } from "./admin-request";

/**
 * `GET /metrics` (issue 36 item 3, decision 0068): this process's Prometheus metrics, in the text
 * exposition format, to the operator's token only (`Authorization: Bearer <ADMIN_TOKEN>`, Prometheus's
 * `authorization` setting): 401 without it, 403 from another site's page, like the other operator
 * endpoints. A site's API key does not open it: the metrics name every site.
 */
export function metricsEndpoint(settings: Env = env, source: () => Metrics = metrics) {
  return async (request: Request): Promise<Response> => {
    const refused = adminRefusal(request, settings);
    if (refused) return refused;
    const { registry } = source();
    return new Response(await registry.metrics(), {
      headers: { "content-type": registry.contentType, "cache-control": "no-store" },
    });
  };
}

export const handleMetrics = metricsEndpoint();
