/**
 * What a site's theme tokens may hold (issue 16 §7: "theme tokens are free strings"). A token becomes a
 * CSS custom property in a style attribute on every page, so only a colour or a length is taken: a
 * hex colour, or rgb()/hsl()/oklch()/oklab() with plain numbers; a radius such as `0.5rem`, `4px` or `0`.
 * Anything else is refused when the config is saved or imported, with the reason, instead of being
 * written into pages.
 */
export const THEME_VALUE_MAX = 64;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL =
  /^(?:rgba?|hsla?|oklch|oklab)\(\s*[0-9.]+(?:deg|%)?(?:\s*[,\s/]\s*[0-9.]+(?:deg|%)?){2,3}\s*\)$/i;
const LENGTH = /^(?:0|[0-9]{1,3}(?:\.[0-9]{1,3})?(?:px|rem|em))$/;

export function isThemeColour(value: string): boolean {
  return value.length <= THEME_VALUE_MAX && (HEX.test(value) || FUNCTIONAL.test(value));
}

export function isThemeLength(value: string): boolean {
  return value.length <= THEME_VALUE_MAX && LENGTH.test(value);
}
