import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
  permissionsPolicy,
  securityHeaders,
} from "./security-headers.mjs";
import { pageTagNames, parseTagNames, TAG_SOURCES, tagSources, VIDEO_EMBED_MARKER } from "./tag-sources.mjs";

describe("marketing tags in the security headers (decision 0055)", () => {
  it("each tag adds its documented origins to its directives, once each, beside Stripe's", () => {
    expect(tagSources(["gtm", "ga4"], "script")).toEqual([
      "https://www.googletagmanager.com",
      "https://*.googletagmanager.com",
    ]);
    const csp = contentSecurityPolicy({ payments: "stripe", tags: ["meta", "youtube"] });
    expect(csp).toContain(
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com https://connect.facebook.net;",
    );
    expect(csp).toContain("connect-src 'self' https://api.stripe.com https://www.facebook.com");
    expect(csp).toContain(
      "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://www.youtube-nocookie.com;",
    );
    expect(TAG_SOURCES.youtube.frame).toEqual(["https://www.youtube-nocookie.com"]);
  });

  it("the video frame is a page's only when the page has a video's facade", () => {
    expect(pageTagNames(["gtm", "youtube"], `<div ${VIDEO_EMBED_MARKER}>`)).toEqual(["gtm", "youtube"]);
    expect(pageTagNames(["gtm", "youtube"], "<div>no video</div>")).toEqual(["gtm"]);
    expect(pageTagNames(["gtm", "youtube"], null)).toEqual(["gtm"]);
    expect(parseTagNames("YOUTUBE,gtm gtm")).toEqual(["gtm", "youtube"]);
  });

  it("the player may autoplay, go full screen and play protected media on a video page only", () => {
    expect(permissionsPolicy(undefined, [])).toBe(PERMISSIONS_POLICY);
    expect(permissionsPolicy(undefined, ["gtm"])).toBe(PERMISSIONS_POLICY);
    const video = permissionsPolicy(undefined, ["youtube"]);
    expect(video).toContain('autoplay=(self "https://www.youtube-nocookie.com")');
    expect(video).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    expect(video).toContain("camera=()");
    expect(securityHeaders({ tags: ["youtube"] })["permissions-policy"]).toBe(video);
    expect(permissionsPolicy("stripe", ["youtube"])).toContain('payment=(self "https://js.stripe.com")');
  });
});
