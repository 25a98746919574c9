import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../../scripts/security-headers.mjs";
import { parseTagNames, TAG_NAMES, TAG_SOURCES } from "../../../scripts/tag-sources.mjs";
import { parseSiteConfig } from "../tenancy/site-config";
import { consentTags, siteTags, tagRecipients, tagScriptUrls, tagSetup, tagsHeaderValue } from "./tags";

const config = (marketing: Record<string, unknown>) => parseSiteConfig({ marketing });

/** The policy a site's page gets, made as the front makes it: from the header the app sends. */
function sitePolicy(marketing: Record<string, unknown>): string {
  return contentSecurityPolicy({ tags: parseTagNames(tagsHeaderValue(siteTags(config(marketing)))) });
}

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

/** Every origin a policy opens for scripts, requests and frames. */
const opened = (csp: string) =>
  ["script-src", "connect-src", "frame-src"]
    .flatMap((name) => directive(csp, name))
    .filter((s) => s.startsWith("https://"));

describe("a site's tags and its Content-Security-Policy (decision 0055)", () => {
  it("a site without tags names none and its policy is today's", () => {
    expect(siteTags(config({}))).toEqual([]);
    expect(tagsHeaderValue(siteTags(config({})))).toBe("");
    expect(sitePolicy({})).toBe(contentSecurityPolicy());
    expect(tagSetup(config({}))).toBeNull();
  });

  it("GTM opens exactly GTM's documented origins, and nothing else", () => {
    const csp = sitePolicy({ gtm_id: "GTM-AB12CD3" });
    expect(new Set(opened(csp))).toEqual(new Set([...TAG_SOURCES.gtm.script, ...TAG_SOURCES.gtm.connect]));
    expect(directive(csp, "script-src")).toEqual(["'self'", "https://www.googletagmanager.com"]);
    expect(directive(csp, "connect-src")).toEqual([
      "'self'",
      "https://www.googletagmanager.com",
      "https://www.google.com",
    ]);
    expect(directive(csp, "frame-src")).toEqual(["'none'"]);
    expect(directive(csp, "script-src")).not.toContain("'unsafe-inline'");
  });

  it("GA4 and the Meta pixel open their own documented origins; videos only the privacy-enhanced frame", () => {
    expect(new Set(opened(sitePolicy({ ga4_id: "G-AB12CD34EF" })))).toEqual(
      new Set([...TAG_SOURCES.ga4.script, ...TAG_SOURCES.ga4.connect]),
    );
    expect(new Set(opened(sitePolicy({ meta_pixel_id: "123456789012345" })))).toEqual(
      new Set(["https://connect.facebook.net", "https://www.facebook.com"]),
    );
    expect(opened(sitePolicy({ youtube_embeds: true }))).toEqual(["https://www.youtube-nocookie.com"]);
    expect(consentTags(config({ youtube_embeds: true }))).toEqual([]);
  });

  it("every name the app sends is one the front knows; anything else in the header opens nothing", () => {
    const all = siteTags(
      config({
        gtm_id: "GTM-AB12CD3",
        ga4_id: "G-AB12CD34EF",
        meta_pixel_id: "123456789012345",
        youtube_embeds: true,
      }),
    );
    expect(all).toEqual(["gtm", "ga4", "meta", "youtube"]);
    expect(all.every((name) => TAG_NAMES.includes(name))).toBe(true);
    expect(parseTagNames("gtm https://evil.example 'unsafe-inline' *")).toEqual(["gtm"]);
    expect(parseTagNames(undefined)).toEqual([]);
  });

  it("the browser's setup carries the ids, the recipients and the vendors' script addresses", () => {
    const setup = tagSetup(config({ gtm_id: "GTM-AB12CD3", meta_pixel_id: "123456789012345" }));
    expect(setup).toEqual({
      gtmId: "GTM-AB12CD3",
      metaPixelId: "123456789012345",
      privacyPolicyPath: "/privacy-policy",
      consentDays: 180,
    });
    if (!setup) throw new Error("no setup");
    expect(tagRecipients(setup)).toEqual([
      "Google (Tag Manager and Google Analytics)",
      "Meta (Facebook and Instagram advertising)",
    ]);
    expect(tagScriptUrls(setup)).toEqual([
      { tag: "gtm", src: "https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3" },
      { tag: "meta", src: "https://connect.facebook.net/en_US/fbevents.js" },
    ]);
  });
});
