import { Check, ChevronDown, Ellipsis, Gauge, Heart, type LucideIcon, MapPin, Plus } from "lucide-react";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IconSprite } from "./icon-sprite";
import { SPRITE_ICONS, SpriteIcon, type SpriteIconName } from "./sprite-icon";

/** Decision 0092: icons a page repeats are drawn once in the sprite, each use a reference to it. */
const LUCIDE: Record<SpriteIconName, LucideIcon> = {
  gauge: Gauge,
  "map-pin": MapPin,
  ellipsis: Ellipsis,
  heart: Heart,
  plus: Plus,
  check: Check,
  "chevron-down": ChevronDown,
};
const sprite = renderToStaticMarkup(h(IconSprite));
const inner = (svg: string) => svg.replace(/^<(svg|symbol)[^>]*>/, "").replace(/<\/(svg|symbol)>$/, "");

describe("the icon sprite", () => {
  it("draws each icon with lucide's own shapes, once, with no paint of its own", () => {
    for (const name of Object.keys(SPRITE_ICONS) as SpriteIconName[]) {
      const symbol = new RegExp(`<symbol id="icon-${name}" viewBox="0 0 24 24">[\\s\\S]*?</symbol>`).exec(
        sprite,
      )?.[0];
      expect(symbol, name).toBeDefined();
      expect(inner(symbol!), name).toBe(inner(renderToStaticMarkup(h(LUCIDE[name]))));
      expect(sprite.split(`id="icon-${name}"`)).toHaveLength(2);
    }
    expect(sprite).not.toMatch(/stroke|fill/);
    expect(sprite).toMatch(/^<svg aria-hidden="true" width="0" height="0"/);
  });

  it("an icon is a reference to its symbol, hidden from assistive technology, painted by its class", () => {
    const html = renderToStaticMarkup(h(SpriteIcon, { name: "heart", className: "size-4 fill-current" }));
    expect(html).toBe(
      '<svg aria-hidden="true" width="24" height="24" class="icon size-4 fill-current"><use href="#icon-heart"></use></svg>',
    );
  });
});
