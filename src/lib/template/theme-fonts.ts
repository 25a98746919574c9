/**
 * The fonts a site may choose (issue 32 item 4): only fonts the project serves itself (no font CDN,
 * decision 0018's policy): Inter, bundled by `@fontsource-variable/inter` (globals.css), or the
 * device's own system font. Each is a CSS font stack for `--font-sans`.
 */
export const THEME_FONTS = ["inter", "system"] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];

const STACKS: Record<ThemeFont, string> = {
  inter: '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, sans-serif',
  system: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

/** The CSS variable a chosen font sets on the site's root; none for the template's default. */
export function themeFontVariables(font: ThemeFont | undefined): Record<string, string> {
  return font ? { "--font-sans": STACKS[font] } : {};
}
