import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { type GatedPage, gateOf } from "@/lib/accounts/gated-pages";
import { sameSitePath } from "@/lib/accounts/safe-redirect";
import { type SignInType, signInPath } from "@/lib/accounts/sign-in-types";
import type { Site } from "@/lib/tenancy/site";
import { currentShopper, type Shopper } from "@/server/accounts/current-shopper";

/**
 * The signed-in shopper of this request on this site, once per request (React cache): pages, layouts
 * and metadata asking share one session read. Reading the session makes the page per request and
 * private (Next answers `cache-control: private, no-store`), so only pages that need it call it.
 */
export const loadShopper = cache(
  async (site: Site): Promise<Shopper | null> => currentShopper(site, await headers()),
);

export type PageGate = { kind: "open" } | { kind: "unavailable" } | { kind: "signed-in"; shopper: Shopper };

/**
 * A gated page's door (spec 02 §4 "Gated pages: a signed-out visitor is redirected to sign-in with a
 * redirect and a back target; a signed-in visitor goes straight to the target"; §6 which pages, per
 * tenant). Open pages and sites read no session. A signed-out shopper is redirected here to
 * `/sign-in?type=…&redirect=<this page>&back=<where they came from>`: `back` is the page that linked
 * here when it is this site's (the Referer), else `fallbackBack`.
 */
export async function gatePage(
  site: Site,
  page: GatedPage,
  target: { redirect: string; type?: SignInType; fallbackBack?: string },
): Promise<PageGate> {
  const gate = gateOf(site.config, page);
  if (gate === "open") return { kind: "open" };
  if (gate === "unavailable") return { kind: "unavailable" };
  const shopper = await loadShopper(site);
  if (shopper) return { kind: "signed-in", shopper };
  const back = (await refererPath()) ?? target.fallbackBack ?? "/";
  redirect(signInPath({ type: target.type ?? (page as SignInType), redirect: target.redirect, back }));
}

/** The path of the page that linked here, when it is on this host; never this site's sign-in. */
async function refererPath(): Promise<string | null> {
  const list = await headers();
  const referer = list.get("referer");
  const host = list.get("host");
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    if (url.host.toLowerCase() !== host.toLowerCase()) return null;
    const path = sameSitePath(`${url.pathname}${url.search}`);
    return path && !path.startsWith("/sign-in") ? path : null;
  } catch {
    return null;
  }
}
