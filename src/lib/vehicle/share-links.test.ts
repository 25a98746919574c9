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

const url = "https://metro.example/cars/2021-toyota-hilux-1?ref=a&b=c";

describe("share links (spec 01 §2 'Other link types')", () => {
  it("spec 01 §2 'sms with a body for text sharing': the message and the page, encoded", () => {
    expect(smsShareHref(url, "Check out this car")).toBe(
      `sms:?&body=${encodeURIComponent(`Check out this car ${url}`)}`,
    );
  });

  it("spec 01 §2 'mailto for e-mail': a subject and the page as the body", () => {
    expect(mailtoShareHref(url, "2021 Toyota HiLux & more")).toBe(
      `mailto:?subject=2021%20Toyota%20HiLux%20%26%20more&body=${encodeURIComponent(url)}`,
    );
  });

  it("spec 01 §2 'WhatsApp send link (web or api host depending on whether the device is mobile)'", () => {
    const text = encodeURIComponent(`Look ${url}`);
    expect(whatsappShareHref(url, "Look", true)).toBe(`https://api.whatsapp.com/send?text=${text}`);
    expect(whatsappShareHref(url, "Look", false)).toBe(`https://web.whatsapp.com/send?text=${text}`);
  });

  it("spec 01 §2 share (pop-up): Facebook's sharer carries the encoded page", () => {
    expect(facebookShareHref(url)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
  });

  it("spec 01 §5 'Share URLs need a value' / §8 share-link construction errors: a missing URL throws", () => {
    expect(() => smsShareHref("", "hi")).toThrow(ShareLinkError);
    expect(() => mailtoShareHref("   ", "subject")).toThrow(/page URL/);
    expect(() => whatsappShareHref(undefined as unknown as string, "x", true)).toThrow(ShareLinkError);
    expect(() => facebookShareHref(null as unknown as string)).toThrow(
      /A Facebook share link needs a page URL/,
    );
  });

  it("spec 01 §8 share-link construction errors: a missing message or subject throws a readable error", () => {
    expect(() => mailtoShareHref(url, "  ")).toThrow(/needs a subject/);
    expect(() => smsShareHref(url, "")).toThrow(/An SMS share link needs a message; got an empty string/);
    const error = (() => {
      try {
        whatsappShareHref(url, "", false);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ShareLinkError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe("ShareLinkError");
  });

  it("spec 01 §9 'Share pop-up 550x400', centred on the screen", () => {
    expect(sharePopupFeatures({ width: 1550, height: 1000 })).toBe(
      "width=550,height=400,left=500,top=300,noopener,noreferrer",
    );
  });

  it("spec 01 §9 share pop-up: never placed off a small screen's top or left edge", () => {
    expect(sharePopupFeatures({ width: 375, height: 300 })).toMatch(/^width=550,height=400,left=0,top=0,/);
  });

  it("spec 01 §2 'whether the device is mobile': phones by user agent", () => {
    expect(isMobileUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/156")).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});
