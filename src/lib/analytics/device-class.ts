import type { DeviceClass } from "./collection";

/**
 * The device class from the viewport (decision 0061), the page's own layout breakpoints: narrower than
 * 640 px (Tailwind's `sm`), or less than 480 px tall (a phone turned sideways), is a phone; narrower
 * than 1024 px (`lg`) a tablet; wider a desktop. No user-agent parsing: the viewport is what the
 * shopper saw, and it needs no library on every page.
 */
export const PHONE_MAX_WIDTH = 640;
export const PHONE_MAX_HEIGHT = 480;
export const TABLET_MAX_WIDTH = 1024;

export function deviceClass(width: number, height: number): DeviceClass {
  if (!(width > 0)) return "desktop";
  if (width < PHONE_MAX_WIDTH || (height > 0 && height < PHONE_MAX_HEIGHT && width < TABLET_MAX_WIDTH)) {
    return "phone";
  }
  return width < TABLET_MAX_WIDTH ? "tablet" : "desktop";
}
