import { slugify } from "@/lib/text/slugify";
import { ownValue } from "@/lib/utils/own-value";

/**
 * The paint of a demo picture: a colour name ('Snowflake White Pearl', or its slug) resolves to one
 * of a fixed palette of hexes by a word it carries, so caller text never reaches the markup.
 */

export interface PaletteEntry {
  readonly label: string;
  readonly hex: string;
}

const GREY: PaletteEntry = { label: "grey", hex: "#7d8086" };

// Keyed by one word of a colour name. Manufacturer paint names are long and varied ('Snowflake White Pearl',
// 'Deep Crystal Blue'), but nearly all carry one of these words, which is enough for an illustration.
const PALETTE_WORDS: Readonly<Record<string, PaletteEntry>> = {
  white: { label: "white", hex: "#f2f3f1" },
  pearl: { label: "pearl white", hex: "#ece9e1" },
  black: { label: "black", hex: "#1b1c1f" },
  ink: { label: "ink", hex: "#1e2433" },
  silver: { label: "silver", hex: "#bfc4ca" },
  aluminium: { label: "silver", hex: "#b0b4b8" },
  platinum: { label: "platinum", hex: "#b9b2a6" },
  grey: GREY,
  gray: GREY,
  graphite: { label: "graphite", hex: "#4a4d52" },
  charcoal: { label: "charcoal", hex: "#3a3c40" },
  gunmetal: { label: "gunmetal", hex: "#53585e" },
  steel: { label: "steel grey", hex: "#6b7177" },
  blue: { label: "blue", hex: "#2f5fa8" },
  navy: { label: "navy", hex: "#1f2f55" },
  red: { label: "red", hex: "#b71c1c" },
  maroon: { label: "maroon", hex: "#6b1a24" },
  burgundy: { label: "burgundy", hex: "#6e1f2e" },
  green: { label: "green", hex: "#2e6b3f" },
  teal: { label: "teal", hex: "#1e7f7a" },
  orange: { label: "orange", hex: "#d8661c" },
  yellow: { label: "yellow", hex: "#e2b51b" },
  gold: { label: "gold", hex: "#c2a15a" },
  bronze: { label: "bronze", hex: "#8a6038" },
  copper: { label: "copper", hex: "#a5552d" },
  brown: { label: "brown", hex: "#5a3f2b" },
  beige: { label: "beige", hex: "#d8c9a8" },
  sand: { label: "sand", hex: "#cdb98f" },
  purple: { label: "purple", hex: "#5b3b80" },
};

export function paletteEntry(colour: string): PaletteEntry {
  for (const word of slugify(colour).split("-")) {
    const entry = ownValue(PALETTE_WORDS, word);
    if (entry) return entry;
  }
  return GREY;
}

/** The paint hex for a colour name or colour slug; unknown colours are grey. */
export function colourHex(colour: string): string {
  return paletteEntry(colour).hex;
}

/** Darkens a #rrggbb colour for outlines, so white cars still have a visible edge. */
export function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
