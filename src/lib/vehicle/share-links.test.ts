import { describe, expect, it } from "vitest";
import {
  facebookShareHref,
  isMobileUserAgent,
  mailtoShareHref,
  ShareLinkError,
  sharePopupFeatures,
  smsShareHref,
  whatsappShareHref,
} from "./share-links";

const url = "https://metro.example/cars/2021-toyota-hilux-1";

describe("share links (spec 01 §2 other link types, §5 share URLs need a value, §9 pop-up 550x400)", () => {
  it("spec 01 §2: sms carries a body with the message and the page", () => {
    expect(smsShareHref(url, "Check out this car")).toBe(
      `sms:?&body=${encodeURIComponent(`Check out this car ${url}`)}`,
    );
  });
  it("spec 01 §2: mailto carries a subject and the page as the body", () => {
    expect(mailtoShareHref(url, "2021 Toyota HiLux")).toBe(
      `mailto:?subject=2021%20Toyota%20HiLux&body=${encodeURIComponent(url)}`,
    );
  });
  it("spec 01 §2: WhatsApp uses the api host on a phone and the web host on a desktop", () => {
    expect(whatsappShareHref(url, "Look", true)).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?text=/);
    expect(whatsappShareHref(url, "Look", false)).toMatch(/^https:\/\/web\.whatsapp\.com\/send\?text=/);
    expect(facebookShareHref(url)).toContain(encodeURIComponent(url));
  });
  it("spec 01 §5/§8: a missing URL or message is an error, not a broken link", () => {
    expect(() => smsShareHref("", "hi")).toThrow(ShareLinkError);
    expect(() => mailtoShareHref(url, "  ")).toThrow(/subject/);
    expect(() => whatsappShareHref(undefined as unknown as string, "x", true)).toThrow(ShareLinkError);
  });
  it("spec 01 §9: the pop-up is 550×400, centred", () => {
    expect(sharePopupFeatures({ width: 1550, height: 1000 })).toBe(
      "width=550,height=400,left=500,top=300,noopener,noreferrer",
    );
  });
  it("recognises phones by user agent", () => {
    expect(isMobileUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/156")).toBe(false);
  });
});
