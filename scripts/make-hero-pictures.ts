/**
 * Draws the demo sites' hero pictures (decision 0078) and writes them as optimised JPEGs beside the
 * component that serves them (src/components/content/hero-pictures/). Run once when a scene changes:
 * `npx tsx scripts/make-hero-pictures.ts`. Demo data must not depend on third-party photos (licensing,
 * network), so the scenes are drawn from the demo's own vehicle drawings (src/demo/car-drawings.ts);
 * Next's image optimiser serves them as AVIF or WebP at the size each screen needs.
 */
import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { type DemoBody, drawVehicle } from "../src/demo/car-drawings";
import { shade } from "../src/demo/car-palette";

const W = 1600;
const H = 1000;

type Car = { body: DemoBody; paint: string; x: number; y: number; scale: number };
type Scene = {
  name: string;
  sky: [string, string];
  ground: string;
  road: string;
  backdrop: string;
  cars: Car[];
};

function car({ body, paint, x, y, scale }: Car): string {
  const { vehicle } = drawVehicle(body, 0, paint, shade(paint, 0.6));
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<ellipse cx="400" cy="472" rx="330" ry="18" fill="#000" opacity=".28"/>${vehicle}</g>`
  );
}

const skyline = (fill: string) =>
  Array.from({ length: 22 }, (_, i) => {
    const w = 50 + ((i * 37) % 40);
    const h = 140 + ((i * 71) % 230);
    return `<rect x="${i * 75 - 10}" y="${640 - h}" width="${w}" height="${h}" fill="${fill}"/>`;
  }).join("");

const SCENES: Scene[] = [
  {
    name: "city-dusk",
    sky: ["#1d2b53", "#f29e4c"],
    ground: "#2a2f3a",
    road: "#3b414d",
    backdrop: `<circle cx="1250" cy="520" r="110" fill="#ffd28a" opacity=".85"/>${skyline("#141c33")}`,
    cars: [
      { body: "suv", paint: "#c8102e", x: -40, y: 330, scale: 1.0 },
      { body: "sedan", paint: "#f2f3f1", x: 700, y: 400, scale: 1.05 },
    ],
  },
  {
    name: "harbour-morning",
    sky: ["#7ec8e3", "#e8f6fb"],
    ground: "#d9d4c7",
    road: "#b9b3a5",
    backdrop:
      `<path d="M0 560 Q 300 430 620 520 T 1200 480 T 1600 520 V 640 H 0 Z" fill="#4f7f6a"/>` +
      `<rect y="600" width="${W}" height="60" fill="#2f6f9f"/>` +
      `<path d="M1040 600 l80 -90 l80 90 Z" fill="#f2f3f1"/><rect x="1116" y="500" width="6" height="100" fill="#555"/>`,
    cars: [
      { body: "ute", paint: "#eb0a1e", x: 40, y: 360, scale: 1.05 },
      { body: "hatch", paint: "#1e2433", x: 760, y: 420, scale: 0.95 },
    ],
  },
  {
    name: "outback-road",
    sky: ["#f7b267", "#fde9c9"],
    ground: "#b5562e",
    road: "#7d3b22",
    backdrop:
      `<circle cx="320" cy="430" r="90" fill="#fff3d6" opacity=".9"/>` +
      `<path d="M900 640 Q 1000 470 1150 480 Q 1300 470 1380 640 Z" fill="#8c3a1c"/>` +
      `<path d="M0 640 Q 200 590 420 620 T 900 610 T 1600 600 V 640 Z" fill="#a2492a"/>`,
    cars: [
      { body: "wagon", paint: "#4a4d52", x: -20, y: 360, scale: 1.0 },
      { body: "ute", paint: "#f2f3f1", x: 720, y: 410, scale: 1.05 },
    ],
  },
];

function sceneSvg(s: Scene): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/>` +
    `<stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>${s.backdrop}` +
    `<rect y="640" width="${W}" height="${H - 640}" fill="${s.ground}"/>` +
    `<rect y="780" width="${W}" height="150" fill="${s.road}"/>` +
    `${s.cars.map(car).join("")}</svg>`
  );
}

for (const scene of SCENES) {
  const out = `src/components/content/hero-pictures/${scene.name}.jpg`;
  const jpeg = await sharp(Buffer.from(sceneSvg(scene)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  writeFileSync(out, jpeg);
  console.log(out, jpeg.length);
}
