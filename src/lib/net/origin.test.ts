import { describe, expect, it } from "vitest";
import { clientAddress, crossSiteReason } from "./origin";

const headers = (init: Record<string, string>) => new Headers(init);

describe("cross-site lead posts (issue 5: a POST whose Origin is another site or null is refused)", () => {
  it("accepts the site's own origin, and a client that sends none", () => {
    expect(
      crossSiteReason(headers({ host: "metro.localhost:3000", origin: "http://metro.localhost:3000" })),
    ).toBeNull();
    expect(crossSiteReason(headers({ host: "metro.localhost:3000" }))).toBeNull();
  });

  it("refuses another site, including a sibling demo site on the same server", () => {
    expect(
      crossSiteReason(headers({ host: "metro.localhost:3000", origin: "http://coastal.localhost:3000" })),
    ).toBe("Refused: the request comes from http://coastal.localhost:3000, not from this site");
    expect(
      crossSiteReason(headers({ host: "metro.localhost:3000", "sec-fetch-site": "cross-site" })),
    ).toMatch(/another site/);
  });

  it("refuses an opaque 'null' origin and a malformed one", () => {
    expect(crossSiteReason(headers({ host: "metro.localhost", origin: "null" }))).toMatch(/'null'/);
    expect(crossSiteReason(headers({ host: "metro.localhost", origin: "::::" }))).toMatch(/not a URL/);
  });
});

describe("client address for rate limits", () => {
  it("prefers the front cache's header, then the last forwarded hop", () => {
    expect(
      clientAddress(headers({ "x-forecourt-client-ip": "203.0.113.9", "x-forwarded-for": "1.1.1.1" })),
    ).toBe("203.0.113.9");
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientAddress(headers({}))).toBe("unknown");
  });
});
