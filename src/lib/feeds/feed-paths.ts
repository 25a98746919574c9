/**
 * Where each site serves its advertising feeds (decision 0032), beside /robots.txt and /sitemap.xml:
 * stable addresses a dealer gives Google Merchant Center and Meta Commerce Manager once.
 */
export const FEED_PATHS = {
  google: "/feeds/google-vehicle-listings.xml",
  meta: "/feeds/meta-vehicles.xml",
} as const;
