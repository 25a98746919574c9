/**
 * Spec 02 §9 "Default banner images are configured per brand" (decision 0087): the pictures of the car
 * page's feature carousel, one per slot, each template naming its own. The house and brand templates
 * point at pictures drawn locally in their own colours (`bannerSvg`, served under /media/banners/),
 * so no site needs an image file or the network; a template may name any image address instead.
 */
export const BANNER_SLOTS = [
  "trade-in",
  "finance",
  "offers",
  "service",
  "test-drive",
  "accessories",
] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];

export function isBannerSlot(slot: string): slot is BannerSlot {
  return (BANNER_SLOTS as readonly string[]).includes(slot);
}

/** The locally drawn picture of a template's slot. */
export function drawnBannerUrl(templateName: string, slot: BannerSlot): string {
  return `/media/banners/${templateName}/${slot}.svg`;
}

/** Every slot's locally drawn picture, for a template's `bannerImages`. */
export function drawnBannerImages(templateName: string): Record<BannerSlot, string> {
  return Object.fromEntries(BANNER_SLOTS.map((s) => [s, drawnBannerUrl(templateName, s)])) as Record<
    BannerSlot,
    string
  >;
}

/** Each slot's motif: a few shapes on a 400×200 canvas, drawn in the brand's colours. */
const MOTIFS: Record<BannerSlot, (ink: string) => string> = {
  // A key with a price tag.
  "trade-in": (ink) =>
    `<circle cx="150" cy="100" r="34" fill="none" stroke="${ink}" stroke-width="12"/><path d="M184 100h90v26m-30-26v18" fill="none" stroke="${ink}" stroke-width="12"/>`,
  // A coin stack.
  finance: (ink) =>
    `<g fill="none" stroke="${ink}" stroke-width="10"><ellipse cx="200" cy="70" rx="60" ry="18"/><path d="M140 70v60c0 10 27 18 60 18s60-8 60-18V70M140 100c0 10 27 18 60 18s60-8 60-18"/></g>`,
  // A percent sign.
  offers: (ink) =>
    `<g fill="none" stroke="${ink}" stroke-width="12"><circle cx="165" cy="70" r="18"/><circle cx="235" cy="130" r="18"/><path d="M250 50 150 150"/></g>`,
  // A spanner.
  service: (ink) =>
    `<path d="M140 150l70-70m0 0a30 30 0 1 0 30-30l-12 24-18-18 24-12" fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`,
  // A steering wheel.
  "test-drive": (ink) =>
    `<g fill="none" stroke="${ink}" stroke-width="12"><circle cx="200" cy="100" r="55"/><circle cx="200" cy="100" r="10"/><path d="M145 100h45m20 0h45m-55 10v45"/></g>`,
  // A roof rack over a car's roofline.
  accessories: (ink) =>
    `<g fill="none" stroke="${ink}" stroke-width="10" stroke-linecap="round"><path d="M110 140h180l-30-50H150z"/><path d="M140 70h120M160 70v20m80-20v20"/></g>`,
};

/** Colours are written into SVG attributes: anything but a plain colour value falls back to grey. */
function colour(value: string): string {
  return /^(#[0-9a-f]{3,8}|[a-z]+)$/i.test(value) ? value : "#777777";
}

/** A slot's picture in a brand's colours: its primary as the ground, the motif in its foreground. */
export function bannerSvg(
  theme: { primary: string; primary_foreground: string; accent: string },
  slot: BannerSlot,
) {
  const ground = colour(theme.primary);
  const ink = colour(theme.primary_foreground);
  const stripe = colour(theme.accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200"><rect width="400" height="200" fill="${ground}"/><path d="M0 200 400 150v50z" fill="${stripe}" opacity=".7"/>${MOTIFS[slot](ink)}</svg>`;
}
