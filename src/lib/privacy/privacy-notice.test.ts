import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_CONFIG, parseSiteConfig } from "../tenancy/site-config";
import { privacyNoticeFacts } from "./privacy-notice";

/** Issue 36 item 6 (decision 0070): the privacy policy states the site's own periods and where to ask. */
describe("the privacy policy's facts", () => {
  it("reads the site's periods, events at the shorter of its own and the server's", () => {
    expect(privacyNoticeFacts(DEFAULT_SITE_CONFIG, 90)).toEqual({
      leads: "2 years",
      journeys: "1 year",
      events: "3 months",
      accountPath: null,
    });
    const site = parseSiteConfig({ retention: { leads_days: 365, events_days: 400 } });
    expect(privacyNoticeFacts(site, 30)).toMatchObject({ leads: "1 year", events: "30 days" });
  });

  it("sends a signed-in shopper to the garage, else the watchlist; nowhere without sign-in", () => {
    expect(privacyNoticeFacts(parseSiteConfig({ features: { authentication: true } })).accountPath).toBe(
      "/watchlist",
    );
    expect(
      privacyNoticeFacts(parseSiteConfig({ features: { authentication: true, garage: true } })).accountPath,
    ).toBe("/my-garage");
  });
});
