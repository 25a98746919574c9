import type { Template } from "../template/template";
import type { SiteConfig } from "./site-config";

/** A dealership the site shows stock for, in the site's order. */
export type SiteDealership = {
  id: number;
  slug: string;
  name: string;
  manufacturerName: string | null;
  phone: string | null;
  /** The dealership's YouTube address (spec 02 §3 Dealership `youtube_url`): a video is embedded from it. */
  youtubeUrl?: string | null;
  /**
   * The dealership's overrides of the site config for its own cars (lib/tenancy/dealership-config,
   * decision 0032): validated on import, stored as written; absent or `{}` when it has none.
   */
  config?: Record<string, unknown>;
};

/** A site as every page, component and server function receives it: config parsed, template resolved. */
export type Site = {
  id: number;
  slug: string;
  name: string;
  templateName: string;
  template: Template;
  config: SiteConfig;
  domains: string[];
  url: string | null;
  logoUrl: string | null;
  dealerships: SiteDealership[];
  dealershipIds: number[];
  /**
   * The site's listing version when it was read (`sites.listing_version`): a stock search compares it
   * with the database's to tell that this copy of the site's config is older than the one stored.
   */
  listingVersion: number;
  /** When an operator archived the site (decision 0056); null or absent: live. */
  archivedAt?: Date | null;
};

/** A site as the platform's own index lists it. */
export type SiteSummary = { slug: string; name: string; template: string; domains: string[] };
