/**
 * Custom domains and who may claim one (issue 29 item 1, decision 0041). Pure.
 *
 * A domain belongs to exactly one site. Its claim is the domain lower-cased, without a trailing dot
 * and without a leading `www.`: `www.harbourtoyota.com.au` and `HarbourToyota.com.au.` are one claim,
 * since the resolver serves a bare domain's `www.` host (and the reverse) to the same site. The
 * database holds the claims (`site_domains`, primary key on the claim), so a second site's claim is
 * refused there too.
 *
 * `<slug>.localhost` is the platform's own address for each site (README "Sites and hosts"), so no
 * `localhost` name is ever a custom domain: a site listing `harbour-toyota.localhost` would otherwise
 * take Harbour Toyota's local address.
 */

/** The platform's local suffix: `<slug>.localhost` serves the site with that slug. */
export const LOCAL_SUFFIX = ".localhost";

/** A domain as stored in a site's list: lower case, trimmed, without a trailing dot (`www.` kept). */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.+$/, "");
}

/** The claim a domain (or a request's host, already normalised) stands for: `www.` and case ignored. */
export function domainClaim(domain: string): string {
  const d = normaliseDomain(domain);
  return d.startsWith("www.") ? d.slice(4) : d;
}

/** Whether a normalised host is a platform address (`localhost`, `<anything>.localhost`). */
export function isLocalHost(host: string): boolean {
  return host === "localhost" || host.endsWith(LOCAL_SUFFIX);
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Why a domain cannot be a site's custom domain, or null when it can: a DNS name of two or more
 * labels (letters, digits, inner hyphens; punycode for others), not an IP address, not a
 * `localhost` name and not a bare `www.`.
 */
export function customDomainProblem(domain: string): string | null {
  const d = normaliseDomain(domain);
  if (!d) return "is empty";
  if (d.length > 253) return "is longer than 253 characters";
  if (isLocalHost(d)) {
    return `"${d}" is a local address (each site answers on <slug>.localhost by its slug), not a custom domain`;
  }
  if (/^\d+(\.\d+){3}$/.test(d) || d.startsWith("[") || /^[0-9a-f:]+$/.test(d)) {
    return `"${d}" is an IP address, not a domain`;
  }
  const labels = d.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) {
    return `"${d}" is not a domain name (letters, digits and hyphens in two or more dot-separated parts, e.g. alphamotors.com.au; no scheme, path or port)`;
  }
  if (labels.length === 2 && labels[0] === "www") return `"${d}" is only www. and a top-level domain`;
  if (domainClaim(d).startsWith("www.")) return `"${d}" starts with www. twice`;
  if (/^\d+$/.test(labels.at(-1) ?? "")) return `"${d}" does not end in a top-level domain`;
  return null;
}

/** The distinct claims of a site's domain list, in order. */
export function domainClaims(domains: readonly string[]): string[] {
  return [...new Set(domains.map(domainClaim))];
}

/** What an import says when a domain it lists is another site's. */
export function domainHeldMessage(domain: string, holder: string, claimant: string): string {
  return (
    `domain "${domain}" belongs to site "${holder}": a domain belongs to one site, and only an operator ` +
    `moves it (forecourt sites move-domain ${domainClaim(domain)} --to ${claimant})`
  );
}
