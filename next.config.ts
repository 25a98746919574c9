import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package directory at run time;
  // bundling it would break those paths. pg is a native-style driver best left external too.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

export default nextConfig;
