import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TagBannerBadge } from "./tag-banner-badge";

describe("TagBannerBadge (spec 01 §4 tag banner precedence)", () => {
  it("rule 3: a certified used car's banner is an image badge named for screen readers, not a text strip", () => {
    const html = renderToStaticMarkup(
      h(TagBannerBadge, { banner: { kind: "certified", text: "Toyota Certified Pre-Owned" } }),
    );
    expect(html).toMatch(/^<svg role="img" aria-label="Toyota Certified Pre-Owned"/);
    expect(html).toContain("<title>Toyota Certified Pre-Owned</title>");
    expect(html).toContain(">TOYOTA</text>");
    expect(html).not.toContain('data-testid="tag-banner"');
  });
  it("the other banners stay text: the car's own tag, and the sold text in the warning colour", () => {
    expect(renderToStaticMarkup(h(TagBannerBadge, { banner: { kind: "tag", text: "Runout Sale" } }))).toMatch(
      /data-testid="tag-banner"[^>]*>Runout Sale</,
    );
    expect(
      renderToStaticMarkup(h(TagBannerBadge, { banner: { kind: "sold", text: "JUST SOLD" } })),
    ).toContain("bg-destructive");
  });
  it("rule 7: no banner renders nothing", () => {
    expect(renderToStaticMarkup(h(TagBannerBadge, { banner: { kind: "none", text: "" } }))).toBe("");
  });
});
