import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { RouteKind } from "@/lib/observability/route-kind";
import { processSingleton } from "../process-singleton";

/**
 * The request a piece of work is done for (issue 36 item 3, decision 0068): its id, the kind of route
 * and, once known, the site. Every log line written while the request is served carries them, and so
 * does every span it starts. Set once per request where Node's HTTP server takes it in
 * (http-observation.ts), before Next sees the request, so everything Next then runs for it, the proxy,
 * pages, route handlers and the timers and promises they start, finds it here; the proxy adds the
 * site a dealer's host names. One store per process, shared by Next's bundles.
 */
export type RequestContext = {
  requestId: string;
  route: RouteKind;
  /** The site's slug: from the host (the proxy), or from the path on the console's host and the admin API. */
  site: string | null;
};

const storage = processSingleton<AsyncLocalStorage<RequestContext>>("request-context");

function store(): AsyncLocalStorage<RequestContext> {
  return storage.get(() => new AsyncLocalStorage<RequestContext>());
}

/** The request being served here, or undefined for work no request started (the boot, a timer's job). */
export function currentRequest(): RequestContext | undefined {
  return store().getStore();
}

/** Runs `work`, and everything it starts, as part of `request`. */
export function runInRequest<T>(request: RequestContext, work: () => T): T {
  return store().run(request, work);
}

/**
 * Makes `request` the current one for the rest of this synchronous run and everything it starts: for
 * the HTTP server's hook, which runs just before the server hands the request to Next and so cannot
 * wrap that call in `runInRequest`.
 */
export function enterRequest(request: RequestContext): void {
  store().enterWith(request);
}

/** Notes the site the current request is for (the proxy, once it has resolved the host). */
export function noteRequestSite(slug: string): void {
  const request = currentRequest();
  if (request) request.site = slug;
}
