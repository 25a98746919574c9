/**
 * A car's main photo at 4:3, lazy-loaded with its size known so the layout never jumps; a car without
 * photos gets a neutral placeholder rather than a broken image.
 */
export function CarPhoto({ src, alt }: { src: string | null; alt: string }) {
  return src ? (
    <img src={src} alt={alt} className="size-full object-cover" loading="lazy" width={800} height={600} />
  ) : (
    <span className="flex size-full items-center justify-center text-sm text-muted-foreground">
      Photos coming soon
    </span>
  );
}
