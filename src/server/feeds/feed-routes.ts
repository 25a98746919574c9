import "server-only";
import { createHash } from "node:crypto";
import type { FeedContext, FeedResult } from "@/lib/feeds/feed-car";
import { FEED_PATHS } from "@/lib/feeds/feed-paths";
import { googleVehicleAdsFeed } from "@/lib/feeds/google-vehicle-ads";
import { metaVehiclesFeed } from "@/lib/feeds/meta-vehicles";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { siteOrigin } from "../tenancy/sites";
import { listFeedCars } from "./feed-cars";

export type FeedName = keyof typeof FEED_PATHS;

/**
 * How long a fetcher, a CDN and the front cache may keep a feed: 15 minutes. Merchant Center and
 * Commerce Manager fetch daily or hourly; the front cache drops a site's copy as soon as its stock
 * changes (decision 0017), so a price change still reaches the next fetch.
 */
export const FEED_MAX_AGE_SECONDS = 900;

/** The site's feed of that name, or null when the site switched it off. */
export async function buildSiteFeed(
  db: Database,
  site: Site,
  name: FeedName,
  now: Date,
): Promise<FeedResult | null> {
  const { feeds } = site.config;
  if (name === "google" ? !feeds.google_vehicle_ads : !feeds.meta_vehicles) return null;
  const origin = siteOrigin(site);
  const ctx: FeedContext = { origin, siteName: site.name, storeCodes: feeds.store_codes };
  const cars = await listFeedCars(db, site, now);
  return name === "google"
    ? googleVehicleAdsFeed(cars, ctx)
    : metaVehiclesFeed(cars, ctx, `${origin}${FEED_PATHS.meta}`);
}

/** The feed as an HTTP answer: XML, cacheable, revalidated by ETag, kept out of search results. */
export function feedResponse(request: Request, feed: FeedResult | null): Response {
  if (!feed) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  const etag = `"${createHash("sha256").update(feed.body).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "content-type": "application/xml; charset=utf-8",
    "cache-control": `public, max-age=${FEED_MAX_AGE_SECONDS}, s-maxage=${FEED_MAX_AGE_SECONDS}`,
    etag,
    // A feed is for the ad channels' fetchers, not a page for search results.
    "x-robots-tag": "noindex",
    // What the channel was not given, for the dealer looking at the feed: "no_vin=3, not_a_car=12". Not an
    // x-forecourt- header: the front drops those as internal (decision 0040).
    "x-feed-excluded":
      Object.entries(feed.excluded)
        .map(([reason, count]) => `${reason}=${count}`)
        .join(", ") || "none",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(feed.body, { headers });
}
