import { slugify } from "@/lib/text/slugify";
import { DEMO_BODIES, type DemoBody, drawVehicle } from "./car-drawings";
import { paletteEntry, shade } from "./car-palette";

/**
 * Stylised side-view vehicle pictures for demo stock. Demo data must not depend on third-party photos (licensing,
 * network), so each car's gallery points at `/media/demo-car/{body}/{colour}/{view}.svg`, which a route handler
 * renders with `renderCarSvg`. Output never echoes caller text: colours resolve to a palette hex, bodies to a
 * fixed list, so a hostile path segment cannot inject markup.
 */

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
  const { vehicle, frame: c } = drawVehicle(kind, v, entry.hex, edge);
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
