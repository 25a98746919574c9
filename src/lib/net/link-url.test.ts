import { describe, expect, it } from "vitest";
import { isHttpUrlOrPath, safeFeedLink } from "./link-url";

describe("issue 16 §7: a feed's URL is an http(s) URL or a path on the site, never another host in disguise", () => {
  it("takes absolute http(s) URLs and site paths", () => {
    for (const url of [
      "https://cdn.dealer.com.au/cars/1.jpg",
      "http://dealer.example/a?b=c#d",
      "/media/demo-car/suv/white/front",
      "/",
    ]) {
      expect(isHttpUrlOrPath(url), url).toBe(true);
    }
  });

  it("refuses protocol-relative and backslash tricks, other schemes and broken URLs", () => {
    for (const url of [
      "//evil.example/a.png",
      "/\\evil.example",
      "/\\/evil.example",
      "/\t/evil.example",
      "/a b",
      "https:\\\\evil.example",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://files.example/a.jpg",
      "https://",
      "cars/1.jpg",
    ]) {
      expect(isHttpUrlOrPath(url), url).toBe(false);
    }
  });

  it("a stored value drawn as a link: kept when it passes (trimmed), no link when it does not or is blank", () => {
    expect(safeFeedLink(" https://dealer.example/offer ")).toBe("https://dealer.example/offer");
    expect(safeFeedLink("/special-offers")).toBe("/special-offers");
    expect(safeFeedLink("//evil.example/offer")).toBeNull();
    expect(safeFeedLink("javascript:alert(1)")).toBeNull();
    expect(safeFeedLink("  ")).toBeNull();
    expect(safeFeedLink(null)).toBeNull();
  });
});
