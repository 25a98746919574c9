import type { StaticImageData } from "next/image";
import { type ShippedHeroPicture, shippedHeroPicture } from "@/lib/content/home-page";
import cityDusk from "./hero-pictures/city-dusk.jpg";
import harbourMorning from "./hero-pictures/harbour-morning.jpg";
import outbackRoad from "./hero-pictures/outback-road.jpg";

/**
 * The hero pictures the platform ships (decision 0078), drawn by scripts/make-hero-pictures.ts. Imported
 * statically, so Next knows each one's size and its image optimiser serves AVIF or WebP at the width a
 * screen needs, from `/_next/image` (outside the site rewrite).
 */
const PICTURES: Record<ShippedHeroPicture, StaticImageData> = {
  "city-dusk": cityDusk,
  "harbour-morning": harbourMorning,
  "outback-road": outbackRoad,
};

/** The shipped picture a hero's address names, or null (a dealer's own address, or none). */
export function heroPicture(url: string | null): StaticImageData | null {
  const name = shippedHeroPicture(url);
  return name ? PICTURES[name] : null;
}
