/**
 * The vehicles demo pictures show, drawn as SVG markup in a 800x600 box with the ground at y=470: a
 * side-view silhouette per car body, a caravan and a motorcycle, and the six ways a view frames them.
 * Only numbers and palette hexes go into the markup, never caller text.
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

/**
 * A vehicle of `body` painted `paint` (outlined `edge`), and how view `view` (0..5) frames it.
 */
export function drawVehicle(
  body: DemoBody,
  view: number,
  paint: string,
  edge: string,
): { vehicle: string; frame: Composition } {
  const shape = body === "caravan" || body === "motorcycle" ? null : CAR_SHAPES[body];
  const vehicle =
    body === "caravan"
      ? drawCaravan(paint, edge)
      : body === "motorcycle"
        ? drawMotorcycle(paint, edge)
        : drawCar(shape as CarShape, paint, edge);
  return { vehicle, frame: composition(view, shape) };
}
