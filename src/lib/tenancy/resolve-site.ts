import { domainClaim, isLocalHost, LOCAL_SUFFIX } from "./domains";

/**
 * Host → site. Runs once per request in src/proxy.ts; nothing below the proxy reads the host again.
 *
 * Order: a custom domain claimed by a site (with or without `www.`; never a `localhost` name), then
 * `<slug>.localhost` for local use, then DEFAULT_SITE, then the platform: the bare loopback host shows
 * the platform index and any other host an "unknown site" page (404) that lists the sites.
 */

export type SiteHost = {
  slug: string;
  domains: readonly string[];
  /** Archived by an operator (decision 0056): still resolved, so its addresses answer 410, not another site. */
  archived?: boolean;
};

export type SiteResolution =
  | { kind: "site"; slug: string; via: "domain" | "localhost" | "default" }
  | { kind: "platform" }
  | { kind: "unknown"; host: string };

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Lower-cases, drops the port and any trailing dot; returns "" for a missing or malformed host. */
export function normaliseHost(host: string | null | undefined): string {
  if (!host) return "";
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) {
    const end = h.indexOf("]");
    h = end === -1 ? "" : h.slice(0, end + 1);
  } else {
    h = h.split(":")[0] ?? "";
  }
  h = h.replace(/\.$/, "");
  // RFC 1123 characters only; anything else is not a host we serve.
  return /^[a-z0-9.\-[\]:]*$/.test(h) && h.length <= 253 ? h : "";
}

export function resolveSite(
  rawHost: string | null | undefined,
  sites: readonly SiteHost[],
  options: { defaultSite?: string } = {},
): SiteResolution {
  const host = normaliseHost(rawHost);

  // A platform address (`<slug>.localhost`) is never answered by a custom domain, whatever a site
  // lists: the database refuses such a claim, and this keeps a stray one from shadowing another site.
  if (host && !isLocalHost(host)) {
    const claim = domainClaim(host);
    const claimants = sites.filter((site) => site.domains.some((d) => domainClaim(d) === claim));
    if (claimants.length === 1) return { kind: "site", slug: claimants[0]!.slug, via: "domain" };
    // One site per domain (the database's rule, decision 0041): were two to list it, no site is
    // guessed at, not even the default one.
    if (claimants.length > 1) return { kind: "unknown", host };
  }
  if (host.endsWith(LOCAL_SUFFIX)) {
    const label = host.slice(0, -LOCAL_SUFFIX.length);
    const site = sites.find((s) => s.slug === label);
    if (site) return { kind: "site", slug: site.slug, via: "localhost" };
  }

  if (options.defaultSite && sites.some((s) => s.slug === options.defaultSite && !s.archived)) {
    return { kind: "site", slug: options.defaultSite, via: "default" };
  }
  if (LOOPBACK_HOSTS.has(host)) return { kind: "platform" };
  return { kind: "unknown", host };
}
