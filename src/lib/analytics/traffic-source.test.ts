import { describe, expect, it } from "vitest";
import { attribution, landingTouch, MAX_LABEL_LENGTH } from "./traffic-source";

const OWN = "harbour-toyota.localhost:3000";

describe("a visit's first touch (issue 33 §1 'referrer and UTM source')", () => {
  it("keeps another site's host, without www., and the landing URL's UTM tags", () => {
    expect(
      landingTouch(
        "https://www.google.com/",
        "?utm_source=Google&utm_medium=cpc&utm_campaign=Spring%20Sale&gclid=x",
        OWN,
      ),
    ).toEqual({
      referrer: "google.com",
      utm_source: "Google",
      utm_medium: "cpc",
      utm_campaign: "Spring Sale",
    });
  });

  it("the site's own pages, other schemes and unreadable referrers are no referrer", () => {
    expect(landingTouch("http://harbour-toyota.localhost:3000/search", "", OWN)).toEqual({});
    expect(landingTouch("android-app://com.google.android.gm/", "", OWN)).toEqual({});
    expect(landingTouch("not a url", "?utm_source=", OWN)).toEqual({});
  });
});

describe("source, medium and campaign (decision 0061)", () => {
  it("UTM tags win, lower-cased; a missing medium is '(not set)'", () => {
    expect(
      attribution({ referrer: "facebook.com", utm_source: " Facebook ", utm_campaign: "Spring  Sale" }, OWN),
    ).toEqual({ source: "facebook", medium: "(not set)", campaign: "spring sale" });
  });

  it("a referrer is organic from a search engine, social from a network, else a referral", () => {
    expect(attribution({ referrer: "google.com.au" }, OWN)).toEqual({
      source: "google.com.au",
      medium: "organic",
      campaign: "",
    });
    expect(attribution({ referrer: "m.facebook.com" }, OWN).medium).toBe("social");
    expect(attribution({ referrer: "t.co" }, OWN).medium).toBe("social");
    expect(attribution({ referrer: "carsguide.com.au" }, OWN)).toEqual({
      source: "carsguide.com.au",
      medium: "referral",
      campaign: "",
    });
  });

  it("no touch, or the site's own host claimed as the referrer, is direct", () => {
    expect(attribution(undefined, OWN)).toEqual({ source: "(direct)", medium: "(none)", campaign: "" });
    expect(attribution({ referrer: "harbour-toyota.localhost" }, OWN).source).toBe("(direct)");
  });

  it("labels lose control characters and stop at the limit", () => {
    const long = "x".repeat(500);
    expect(attribution({ utm_source: `a\u0000b\u202e`, utm_campaign: long }, OWN)).toEqual({
      source: "a b",
      medium: "(not set)",
      campaign: "x".repeat(MAX_LABEL_LENGTH),
    });
  });
});
