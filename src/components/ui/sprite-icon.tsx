import { cn } from "@/lib/utils/cn";

/**
 * The icons a page shows many times (a search page's 21 cards, its filter panels), drawn once in the
 * page's sprite (IconSprite, in the site's layout) and each use a two-element reference to it
 * (issue 35 §1, decision 0092): lucide's component drew every path of every icon into the HTML each time.
 * The paths are lucide's (ISC licence), as lucide-react 1.75 draws them.
 */
export const SPRITE_ICONS = {
  gauge: [{ d: "m12 14 4-4" }, { d: "M3.34 19a10 10 0 1 1 17.32 0" }],
  "map-pin": [
    {
      d: "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0",
    },
    { cx: 12, cy: 10, r: 3 },
  ],
  ellipsis: [
    { cx: 12, cy: 12, r: 1 },
    { cx: 19, cy: 12, r: 1 },
    { cx: 5, cy: 12, r: 1 },
  ],
  heart: [
    {
      d: "M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5",
    },
  ],
  plus: [{ d: "M5 12h14" }, { d: "M12 5v14" }],
  check: [{ d: "M20 6 9 17l-5-5" }],
  "chevron-down": [{ d: "m6 9 6 6 6-6" }],
} as const satisfies Record<string, readonly ({ d: string } | { cx: number; cy: number; r: number })[]>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

/** The id of an icon's symbol in the sprite. */
export const spriteIconId = (name: SpriteIconName) => `icon-${name}`;

/**
 * One icon from the page's sprite, hidden from assistive technology as the icons beside text are. Its
 * stroke comes from the `icon` class (globals.css), so a class like `fill-current` still fills it.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" className={cn("icon", className)}>
      <use href={`#${spriteIconId(name)}`} />
    </svg>
  );
}
