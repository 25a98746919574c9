import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package directory at run time;
  // bundling it would break those paths. pg is a native-style driver best left external too.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // Car pages are cached (ISR, decision 0008). Keep that cache in memory, bounded and least-recently-
  // used first out, instead of one file per car under .next that is never removed.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  // A cached car page tells shared caches (a CDN or reverse proxy) s-maxage=60; this bounds how long
  // they may go on serving it stale while it regenerates (Next's default is a year: too long for a car
  // that may have sold).
  expireTime: 600,
};

export default nextConfig;
