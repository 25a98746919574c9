import { describe, expect, it } from "vitest";
import { hasSessionCookie, VIEW_COUNT_HEADER, viewCountRefusal, viewVisitor } from "./view-count";

const headers = (init: Record<string, string>) => new Headers(init);
/** What Chromium sends with the car page's own fetch. */
const OWN = {
  [VIEW_COUNT_HEADER]: "1",
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "cors",
  "sec-fetch-dest": "empty",
};

describe("issue 29 item 5: only the car page's own script counts a view", () => {
  it("the page's fetch counts, and so does a browser without Fetch Metadata that sent the header", () => {
    expect(viewCountRefusal(headers(OWN))).toBeNull();
    expect(viewCountRefusal(headers({ ...OWN, "sec-fetch-mode": "same-origin" }))).toBeNull();
    expect(viewCountRefusal(headers({ [VIEW_COUNT_HEADER]: "1" }))).toBeNull();
  });

  it.each([
    // <img src=…/view.json> on another site: no header of its choosing, Fetch Metadata says so.
    [
      "a cross-site <img>",
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
    ],
    // <link rel=prefetch>, <script src>, fetch(no-cors) from another site: no custom header survives.
    [
      "a cross-site no-cors fetch",
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "empty" },
    ],
    [
      "an <img> on the site itself (a feed's markup)",
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
    ],
    ["a plain request with no header (curl, a crawler)", {}],
    ["the header with another value", { [VIEW_COUNT_HEADER]: "yes" }],
    ["a sibling tenant on the platform domain", { ...OWN, "sec-fetch-site": "same-site" }],
    ["another site, had it the header", { ...OWN, "sec-fetch-site": "cross-site" }],
    [
      "a typed address",
      { ...OWN, "sec-fetch-site": "none", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
    ],
    ["an image, had it the header", { ...OWN, "sec-fetch-dest": "image" }],
    ["no-cors, had it the header", { ...OWN, "sec-fetch-mode": "no-cors" }],
  ])("%s does not count", (_, init) => {
    expect(viewCountRefusal(headers(init))).not.toBeNull();
  });
});

describe("issue 29 item 5: a visitor is the signed-in shopper, else their address", () => {
  it("a session cookie, over http or https, among others, is worth looking up", () => {
    expect(hasSessionCookie("a=1; forecourt.session_token=tok.sig; b=2")).toBe(true);
    expect(hasSessionCookie("__Secure-forecourt.session_token=tok2")).toBe(true);
    for (const cookie of [
      null,
      "",
      "forecourt.signed_in=1; x",
      "forecourt.session_token=",
      "xforecourt.session_token=1",
    ]) {
      expect(hasSessionCookie(cookie), String(cookie)).toBe(false);
    }
  });
  it("the shopper the session names, else the client's address", () => {
    expect(viewVisitor(42, "203.0.113.5")).toBe("shopper:42");
    expect(viewVisitor(null, "203.0.113.5")).toBe("address:203.0.113.5");
    expect(viewVisitor(null, "2001:db8::1")).toBe("address:2001:db8::1");
  });
});
