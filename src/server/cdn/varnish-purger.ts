import "server-only";
import { type CachePurger, sendPurge } from "./purge-request";

/**
 * Our own Varnish (deploy/varnish/forecourt.vcl): a `BAN` request naming the tags in `Surrogate-Key`,
 * which the VCL takes only from the app servers' addresses and turns into a ban on every stored page
 * whose `Surrogate-Key` holds one of them (core VCL, no vmod), answered 200. A 403 means this server's
 * address is not in the VCL's `forecourt_purgers` list.
 */
export type VarnishConfig = { url: string };

/** The request for `tags` (pure; unit-tested). */
export function varnishBanRequest(config: VarnishConfig, tags: readonly string[]) {
  return { url: config.url, method: "BAN", headers: { "surrogate-key": tags.join(" ") } };
}

export function varnishPurger(config: VarnishConfig, fetchImpl: typeof fetch = fetch): CachePurger {
  return {
    describe: `Varnish (${safeHost(config.url)})`,
    // The VCL's reason is its status line's (a synthetic answer's body is an HTML page).
    purge: (tags) =>
      sendPurge(fetchImpl, "Varnish", varnishBanRequest(config, tags), undefined, (_text, reason) => reason),
  };
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "unknown host";
  }
}
