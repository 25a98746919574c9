import { describe, expect, it } from "vitest";
import {
  chatBubbleLook,
  STICKY_BAR_SCROLL_PX,
  STICKY_FOOTER_SCROLL_PX,
  stickyBarOpen,
  stickyFooterShown,
} from "./sticky-bars";

describe("spec 02 §4 'Sticky call-to-action bar: opens once the page scroll passes 900 px'", () => {
  it("spec 02 §9 'Sticky bar threshold 900 px; mobile sticky footer threshold 50 px'", () => {
    expect(STICKY_BAR_SCROLL_PX).toBe(900);
    expect(STICKY_FOOTER_SCROLL_PX).toBe(50);
  });
  it("is closed up to 900 px and open past it", () => {
    expect(stickyBarOpen(0)).toBe(false);
    expect(stickyBarOpen(900)).toBe(false);
    expect(stickyBarOpen(901)).toBe(true);
  });
  it("the mobile footer appears after 50 px", () => {
    expect(stickyFooterShown(50)).toBe(false);
    expect(stickyFooterShown(51)).toBe(true);
  });
  it("'and the chat bubble class follows': the bubble folds to its icon when the bar opens", () => {
    expect(chatBubbleLook(stickyBarOpen(0))).toBe("expanded");
    expect(chatBubbleLook(stickyBarOpen(900))).toBe("expanded");
    expect(chatBubbleLook(stickyBarOpen(901))).toBe("compact");
  });
});
