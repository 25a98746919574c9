import "server-only";
import type { Env } from "@/env";
import { cloudflarePurger } from "./cloudflare-purger";
import { fastlyPurger } from "./fastly-purger";
import type { CachePurger } from "./purge-request";
import { varnishPurger } from "./varnish-purger";

/**
 * The purge adapter CDN_PROVIDER names (issue 35 §4, decision 0076), its settings checked by src/env.ts:
 * each written against its vendor's documented purge-by-tag API (the adapters' files say which). `none`
 * has none (null): each server's own front cache drops its own copies.
 */
export function cachePurgerFor(env: Env, fetchImpl: typeof fetch = fetch): CachePurger | null {
  switch (env.CDN_PROVIDER) {
    case "varnish":
      return varnishPurger({ url: env.VARNISH_BAN_URL ?? "" }, fetchImpl);
    case "cloudflare":
      return cloudflarePurger(
        {
          zoneId: env.CLOUDFLARE_ZONE_ID ?? "",
          apiToken: env.CLOUDFLARE_API_TOKEN ?? "",
          apiBase: env.CLOUDFLARE_API_BASE,
        },
        fetchImpl,
      );
    case "fastly":
      return fastlyPurger(
        {
          serviceId: env.FASTLY_SERVICE_ID ?? "",
          apiToken: env.FASTLY_API_TOKEN ?? "",
          apiBase: env.FASTLY_API_BASE,
        },
        fetchImpl,
      );
    default:
      return null;
  }
}
