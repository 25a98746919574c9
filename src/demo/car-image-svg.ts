import { slugify } from "@/lib/text/slugify";
import { ownValue } from "@/lib/utils/own-value";

/**
 * Stylised side-view vehicle pictures for demo stock. Demo data must not depend on third-party photos (licensing,
 * network), so each car's gallery points at `/media/demo-car/{body}/{colour}/{view}.svg`, which a route handler
 * renders with `renderCarSvg`. Output never echoes caller text: colours resolve to a palette hex, bodies to a
 * fixed list, so a hostile path segment cannot inject markup.
 */

export const DEMO_BODIES = [
  "hatch",
  "sedan",
  "suv",
  "ute",
  "van",
  "wagon",
  "coupe",
  "convertible",
  "people-mover",
  "caravan",
  "motorcycle",
] as const;
export type DemoBody = (typeof DEMO_BODIES)[number];

/** Views 0..5 are distinct compositions; a gallery with more images wraps around. */
export const DEMO_VIEW_COUNT = 6;

const BODY_LABELS: Readonly<Record<DemoBody, string>> = {
  hatch: "hatchback",
  sedan: "sedan",
  suv: "SUV",
  ute: "ute",
  van: "van",
  wagon: "wagon",
  coupe: "coupe",
  convertible: "convertible",
  "people-mover": "people mover",
  caravan: "caravan",
  motorcycle: "motorcycle",
};

interface PaletteEntry {
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

function paletteEntry(colour: string): PaletteEntry {
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
function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** A car-like silhouette facing right (front at x1), in a 800x600 box with the ground at y=470. */
interface CarShape {
  x0: number;
  x1: number;
  bottom: number;
  belt: number;
  /** null: no roof (convertible). */
  roof: number | null;
  /** Length of the rear deck or tray at belt height. */
  deck: number;
  rearRake: number;
  frontRake: number;
  bonnet: number;
  nose: number;
  wheelR: number;
}

const CAR_SHAPES: Readonly<Record<Exclude<DemoBody, "caravan" | "motorcycle">, CarShape>> = {
  hatch: {
    x0: 150,
    x1: 650,
    bottom: 425,
    belt: 345,
    roof: 235,
    deck: 0,
    rearRake: 55,
    frontRake: 90,
    bonnet: 130,
    nose: 45,
    wheelR: 46,
  },
  sedan: {
    x0: 100,
    x1: 700,
    bottom: 425,
    belt: 350,
    roof: 245,
    deck: 110,
    rearRake: 70,
    frontRake: 100,
    bonnet: 170,
    nose: 40,
    wheelR: 46,
  },
  suv: {
    x0: 120,
    x1: 690,
    bottom: 418,
    belt: 330,
    roof: 215,
    deck: 0,
    rearRake: 30,
    frontRake: 80,
    bonnet: 150,
    nose: 55,
    wheelR: 52,
  },
  ute: {
    x0: 80,
    x1: 720,
    bottom: 420,
    belt: 330,
    roof: 215,
    deck: 260,
    rearRake: 6,
    frontRake: 80,
    bonnet: 150,
    nose: 55,
    wheelR: 52,
  },
  van: {
    x0: 90,
    x1: 720,
    bottom: 425,
    belt: 330,
    roof: 165,
    deck: 0,
    rearRake: 6,
    frontRake: 70,
    bonnet: 70,
    nose: 70,
    wheelR: 45,
  },
  wagon: {
    x0: 100,
    x1: 700,
    bottom: 425,
    belt: 345,
    roof: 240,
    deck: 0,
    rearRake: 25,
    frontRake: 95,
    bonnet: 160,
    nose: 40,
    wheelR: 46,
  },
  coupe: {
    x0: 110,
    x1: 690,
    bottom: 422,
    belt: 355,
    roof: 268,
    deck: 90,
    rearRake: 130,
    frontRake: 110,
    bonnet: 190,
    nose: 35,
    wheelR: 46,
  },
  convertible: {
    x0: 110,
    x1: 690,
    bottom: 422,
    belt: 355,
    roof: null,
    deck: 0,
    rearRake: 0,
    frontRake: 60,
    bonnet: 190,
    nose: 35,
    wheelR: 46,
  },
  "people-mover": {
    x0: 100,
    x1: 710,
    bottom: 425,
    belt: 335,
    roof: 195,
    deck: 0,
    rearRake: 20,
    frontRake: 95,
    bonnet: 110,
    nose: 55,
    wheelR: 46,
  },
};

const r = Math.round;

function wheel(x: number, y: number, radius: number): string {
  return `<circle cx="${r(x)}" cy="${y}" r="${radius}" fill="#222"/><circle cx="${r(x)}" cy="${y}" r="${r(radius * 0.55)}" fill="#c9ccd1"/><circle cx="${r(x)}" cy="${y}" r="${r(radius * 0.18)}" fill="#555"/>`;
}

function drawCar(s: CarShape, paint: string, edge: string): string {
  const wsBase = s.x1 - s.bonnet;
  const top = s.roof ?? s.belt - 60;
  const wsTop = wsBase - s.frontRake;
  const rearBase = s.x0 + s.deck;
  const rearTop = rearBase + s.rearRake;
  const outline =
    s.roof === null
      ? `M${s.x0} ${s.bottom}V${s.belt}H${s.x1 - 12}L${s.x1} ${s.belt + s.nose}V${s.bottom}Z`
      : `M${s.x0} ${s.bottom}V${s.belt}H${rearBase}L${rearTop} ${top}H${wsTop}L${wsBase} ${s.belt}H${s.x1 - 12}L${s.x1} ${s.belt + s.nose}V${s.bottom}Z`;
  let parts = `<path d="${outline}" fill="${paint}" stroke="${edge}" stroke-width="6" stroke-linejoin="round"/>`;
  if (s.roof === null) {
    // Windscreen frame and a headrest read as "open top" at thumbnail size.
    parts += `<path d="M${wsBase} ${s.belt}L${wsTop} ${top}" stroke="#333" stroke-width="8"/><rect x="${r((s.x0 + wsBase) / 2 - 20)}" y="${s.belt - 40}" width="26" height="40" rx="8" fill="#333"/>`;
  } else {
    const h = s.belt - top;
    const rearX = (y: number) => rearBase + (s.rearRake * (s.belt - y)) / h + 12;
    const frontX = (y: number) => wsBase - (s.frontRake * (s.belt - y)) / h - 12;
    const gTop = top + 12;
    const gBottom = s.belt - 8;
    parts += `<path d="M${r(rearX(gBottom))} ${gBottom}L${r(rearX(gTop))} ${gTop}H${r(frontX(gTop))}L${r(frontX(gBottom))} ${gBottom}Z" fill="#2d3e50"/>`;
    const pillar = r((rearX(gTop) + frontX(gTop)) / 2);
    parts += `<rect x="${pillar - 6}" y="${top}" width="12" height="${h}" fill="${paint}"/>`;
  }
  if (s.deck > 120) parts += `<path d="M${s.x0} ${s.belt}H${rearBase}" stroke="${edge}" stroke-width="10"/>`;
  parts += `<rect x="${s.x1 - 30}" y="${s.belt + 8}" width="24" height="11" rx="4" fill="#fff3b0"/><rect x="${s.x0 + 3}" y="${s.belt + 6}" width="10" height="20" fill="#d2232a"/>`;
  const len = s.x1 - s.x0;
  const wy = 470 - s.wheelR;
  return parts + wheel(s.x0 + len * 0.2, wy, s.wheelR) + wheel(s.x1 - len * 0.19, wy, s.wheelR);
}

function drawCaravan(paint: string, edge: string): string {
  return (
    `<path d="M620 410L745 440" stroke="#444" stroke-width="10"/><circle cx="735" cy="452" r="12" fill="#333"/>` +
    `<rect x="110" y="170" width="520" height="260" rx="28" fill="${paint}" stroke="${edge}" stroke-width="6"/>` +
    `<rect x="110" y="330" width="520" height="22" fill="${edge}" opacity=".5"/>` +
    `<rect x="170" y="220" width="150" height="70" rx="10" fill="#2d3e50"/><rect x="460" y="220" width="120" height="70" rx="10" fill="#2d3e50"/>` +
    `<rect x="360" y="215" width="62" height="190" rx="6" fill="none" stroke="${edge}" stroke-width="5"/>` +
    wheel(320, 432, 38) +
    wheel(410, 432, 38)
  );
}

function drawMotorcycle(paint: string, edge: string): string {
  const tyre = (x: number) =>
    `<circle cx="${x}" cy="390" r="80" fill="none" stroke="#222" stroke-width="20"/><circle cx="${x}" cy="390" r="14" fill="#777"/>`;
  return (
    tyre(220) +
    tyre(580) +
    `<path d="M220 390L330 300H500L580 390M330 300L420 400L500 300M580 390L520 230" stroke="#3a3a3a" stroke-width="12" fill="none" stroke-linejoin="round"/>` +
    `<path d="M380 300C380 250 470 235 520 265L505 300Z" fill="${paint}" stroke="${edge}" stroke-width="5"/>` +
    `<path d="M270 292H385L375 305H285Z" fill="#222"/><path d="M505 228L560 215" stroke="#222" stroke-width="10"/>`
  );
}

interface Composition {
  background: string;
  floor: string;
  transform: string;
}

// How each view frames the same vehicle, so a gallery's thumbnails differ: plain, mirrored, front and rear
// close-ups, a dark studio shot, and a slight three-quarter skew.
function composition(view: number, shape: CarShape | null): Composition {
  const front = shape ? shape.x1 - 170 : 560;
  const rear = shape ? shape.x0 + 170 : 240;
  const zoom = (x: number) => `translate(${r(400 - 1.5 * x)} -230) scale(1.5)`;
  switch (view) {
    case 1:
      return { background: "#f4efe8", floor: "#e3dccf", transform: "matrix(-1 0 0 1 800 0)" };
    case 2:
      return { background: "#e8f0ec", floor: "#d5e0d9", transform: zoom(front) };
    case 3:
      return { background: "#e9ecf4", floor: "#d6dbe8", transform: zoom(rear) };
    case 4:
      return { background: "#2b2f36", floor: "#3b4048", transform: "" };
    case 5:
      return { background: "#f1eef6", floor: "#dfdae8", transform: "matrix(.88 -.06 0 1 50 70)" };
    default:
      return { background: "#eef1f5", floor: "#dde2e9", transform: "" };
  }
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface CarSvgOptions {
  body: DemoBody;
  /** A colour name ('Glacier White') or its slug ('glacier-white'); unknown colours render grey. */
  colour: string;
  /** 0..5; other integers wrap around. */
  view: number;
}

/** A self-contained SVG (no external references, no fonts) of a vehicle of `body` type painted `colour`. */
export function renderCarSvg({ body, colour, view }: CarSvgOptions): string {
  // The body is typed, but this also runs on route parameters, so an unknown body falls back to a sedan.
  const kind: DemoBody = (DEMO_BODIES as readonly string[]).includes(body) ? body : "sedan";
  const v = normaliseView(view);
  const entry = paletteEntry(colour);
  const edge = shade(entry.hex, 0.6);
  const shape = kind === "caravan" || kind === "motorcycle" ? null : CAR_SHAPES[kind];
  const c = composition(v, shape);
  const vehicle =
    kind === "caravan"
      ? drawCaravan(entry.hex, edge)
      : kind === "motorcycle"
        ? drawMotorcycle(entry.hex, edge)
        : drawCar(shape as CarShape, entry.hex, edge);
  const title = escapeXml(`Illustration of a ${entry.label} ${BODY_LABELS[kind]}, view ${v + 1}`);
  const group = c.transform ? `<g transform="${c.transform}">` : "<g>";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img">` +
    `<title>${title}</title>` +
    `<rect width="800" height="600" fill="${c.background}"/><rect y="470" width="800" height="130" fill="${c.floor}"/>` +
    `${group}<ellipse cx="400" cy="472" rx="330" ry="16" fill="#000" opacity=".18"/>${vehicle}</g></svg>`
  );
}

function normaliseView(view: number): number {
  const n = Number.isFinite(view) ? Math.trunc(view) : 0;
  return ((n % DEMO_VIEW_COUNT) + DEMO_VIEW_COUNT) % DEMO_VIEW_COUNT;
}

/** The path a demo car image is served from; the colour is slugged and the view wraps into 0..5. */
export function demoImageUrl(body: DemoBody, colour: string, view: number): string {
  return `/media/demo-car/${body}/${slugify(colour) || "grey"}/${normaliseView(view)}.svg`;
}

/** A gallery of `count` image paths (views 0, 1, … wrapping after 5), slugging the colour once. */
export function demoImageUrls(body: DemoBody, colour: string, count: number): string[] {
  const base = `/media/demo-car/${body}/${slugify(colour) || "grey"}/`;
  const urls: string[] = [];
  for (let view = 0; view < count; view++) urls.push(`${base}${view % DEMO_VIEW_COUNT}.svg`);
  return urls;
}

export interface DemoImageRequest {
  body: DemoBody;
  colour: string;
  view: number;
}

const COLOUR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VIEW_FILE = /^([0-5])\.svg$/;

/**
 * Validates the three path segments of a demo image URL for the route handler; null means 404. The colour only
 * has to be slug-shaped because any colour renders (unknown ones grey).
 */
export function parseDemoImagePath(
  body: string,
  colourSlug: string,
  viewFile: string,
): DemoImageRequest | null {
  if (!(DEMO_BODIES as readonly string[]).includes(body)) return null;
  if (colourSlug.length > 60 || !COLOUR_SLUG.test(colourSlug)) return null;
  const match = VIEW_FILE.exec(viewFile);
  if (!match) return null;
  return { body: body as DemoBody, colour: colourSlug, view: Number(match[1]) };
}
