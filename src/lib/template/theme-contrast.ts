import type { ThemeTokens } from "./template";

/**
 * WCAG 2.2 AA contrast for a site's theme (issue 32 item 4, decision 0054): every pair of tokens the
 * templates draw text with, text colour on its background, must reach 4.5:1 (SC 1.4.3, normal text).
 * The console shows each pair's ratio as a colour is typed, and a save whose theme fails a pair is
 * refused with the pair named. Pure; colours as `theme-values.ts` allows them (hex, rgb(), hsl(),
 * oklab(), oklch(); alpha ignored: the tokens are opaque fills).
 */

export const AA_NORMAL_TEXT = 4.5;

type Token = Exclude<keyof ThemeTokens, "radius" | "border">;

/** The text-on-background pairs the components use (grep `text-<token>` on `bg-<token>`). */
export const THEME_TEXT_PAIRS: readonly { text: Token; on: Token; where: string }[] = [
  { text: "foreground", on: "background", where: "Body text" },
  { text: "primary", on: "background", where: "Links and prices" },
  { text: "muted_foreground", on: "background", where: "Secondary text" },
  { text: "muted_foreground", on: "muted", where: "Secondary text on panels" },
  { text: "destructive", on: "background", where: "Error messages" },
  { text: "primary_foreground", on: "primary", where: "Primary buttons" },
  { text: "accent_foreground", on: "accent", where: "Badges" },
  { text: "success_foreground", on: "success", where: "Reserve buttons" },
  { text: "header_foreground", on: "header_background", where: "Header" },
  { text: "footer_foreground", on: "footer_background", where: "Footer" },
];

type Rgb = [number, number, number];

const clamp = (n: number) => Math.min(1, Math.max(0, n));
const numbers = (text: string) => (text.match(/[0-9.]+%?/g) ?? []).map((n) => n);
const part = (n: string | undefined, scale: number) =>
  n === undefined
    ? Number.NaN
    : n.endsWith("%")
      ? (Number.parseFloat(n) / 100) * scale
      : Number.parseFloat(n);

/** A saturation or lightness: `50%`, or a plain number (0–100, or 0–1). */
const fraction = (n: string | undefined) => {
  const v = part(n, 1);
  return n?.endsWith("%") || v <= 1 ? v : v / 100;
};

function hex(value: string): Rgb | null {
  let digits = value.slice(1);
  if (digits.length === 3 || digits.length === 4) digits = [...digits.slice(0, 3)].map((d) => d + d).join("");
  if (digits.length !== 6 && digits.length !== 8) return null;
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16) / 255) as Rgb;
}

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

/** OKLab → sRGB (Björn Ottosson's matrices), gamma-encoded. */
function oklab(L: number, a: number, b: number): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linear.map((c) => {
    const v = clamp(c);
    return v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  }) as Rgb;
}

/** A theme colour as sRGB channels 0–1, or null for one this cannot read. */
export function parseColour(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  if (text.startsWith("#")) return hex(text);
  const [fn] = text.split("(");
  const n = numbers(text.slice((fn ?? "").length));
  let rgb: Rgb | null = null;
  if (fn === "rgb" || fn === "rgba")
    rgb = [part(n[0], 255), part(n[1], 255), part(n[2], 255)].map((c) => c / 255) as Rgb;
  else if (fn === "hsl" || fn === "hsla") rgb = hsl(part(n[0], 360), fraction(n[1]), fraction(n[2]));
  else if (fn === "oklab") rgb = oklab(part(n[0], 1), part(n[1], 0.4), part(n[2], 0.4));
  else if (fn === "oklch") {
    const [L, C, H] = [part(n[0], 1), part(n[1], 0.4), part(n[2], 360)];
    rgb = oklab(L, C * Math.cos((H * Math.PI) / 180), C * Math.sin((H * Math.PI) / 180));
  }
  return rgb?.every((c) => Number.isFinite(c)) ? (rgb.map(clamp) as Rgb) : null;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two colours (1 to 21), or null when either cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const x = parseColour(a);
  const y = parseColour(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export type PairCheck = { text: Token; on: Token; where: string; ratio: number | null; passes: boolean };

/** Every text pair of the theme with its ratio and whether it reaches AA. */
export function themeContrast(theme: ThemeTokens): PairCheck[] {
  return THEME_TEXT_PAIRS.map((pair) => {
    const ratio = contrastRatio(theme[pair.text], theme[pair.on]);
    return { ...pair, ratio, passes: ratio === null || ratio >= AA_NORMAL_TEXT };
  });
}

/**
 * The failing pairs a change of theme brings in, as issues keyed by the site's own theme field it
 * could fix (`theme.primary_foreground`); a pair that already failed with the template's own colours
 * is the template's to fix, not a reason to refuse the dealer's change.
 */
export function contrastIssues(
  template: ThemeTokens,
  site: ThemeTokens,
  settable: readonly string[],
): { key: string; message: string }[] {
  const before = new Map(themeContrast(template).map((p) => [`${p.text}/${p.on}`, p.passes]));
  return themeContrast(site)
    .filter((p) => !p.passes && before.get(`${p.text}/${p.on}`) !== false)
    .map((p) => {
      const field = settable.includes(p.text) ? p.text : settable.includes(p.on) ? p.on : p.text;
      return {
        key: `theme.${field}`,
        message: `${p.where}: ${p.text.replaceAll("_", " ")} on ${p.on.replaceAll("_", " ")} has a contrast of ${p.ratio?.toFixed(2)}:1; WCAG AA needs ${AA_NORMAL_TEXT}:1`,
      };
    });
}
