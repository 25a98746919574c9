import "server-only";
import type { Site } from "@/lib/tenancy/site";
import { noteRequestSite } from "../observability/request-context";
import { getSite } from "../tenancy/site-cache";
import { jsonError } from "./api";

type RouteContext<P> = { params: Promise<P> };

/**
 * A route handler under /s/[site] with its site looked up once: the handler gets the site and the
 * route's params; an unknown site answers 404 (JSON by default, or the route's own answer).
 */
export function withSite<P extends { site: string }>(
  handler: (request: Request, site: Site, params: P) => Promise<Response>,
  unknownSite: () => Response = () => jsonError(404, "Unknown site"),
): (request: Request, context: RouteContext<P>) => Promise<Response> {
  return async (request, { params }) => {
    const resolved = await params;
    const site = await getSite(resolved.site);
    if (!site) return unknownSite();
    // The request's log lines name its site (decision 0068); the proxy has said so already, when it ran.
    noteRequestSite(site.slug);
    return handler(request, site, resolved);
  };
}
