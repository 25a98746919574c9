"use client";

import { SPRITE_ICONS, type SpriteIconName, spriteIconId } from "./sprite-icon";

/**
 * The page's icon sprite (decision 0092): every SpriteIcon's symbol, once, in the site's layout. A client
 * component, so the page's Flight payload carries a reference to it rather than its markup. The symbols
 * carry no paint of their own: each use takes its stroke and fill from its `icon` class.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
      {(Object.keys(SPRITE_ICONS) as SpriteIconName[]).map((name) => (
        <symbol key={name} id={spriteIconId(name)} viewBox="0 0 24 24">
          {SPRITE_ICONS[name].map((shape) =>
            "d" in shape ? (
              <path key={shape.d} d={shape.d} />
            ) : (
              <circle key={`${shape.cx} ${shape.cy}`} cx={shape.cx} cy={shape.cy} r={shape.r} />
            ),
          )}
        </symbol>
      ))}
    </svg>
  );
}
