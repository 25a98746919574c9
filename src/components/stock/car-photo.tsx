import { preload } from "react-dom";
import { NO_PHOTOS_TEXT } from "@/lib/vehicle/car-photos";

/**
 * A car's main photo at 4:3, lazy-loaded with its size known so the layout never jumps; a car without
 * photos gets a neutral placeholder rather than a broken image.
 */
export function CarPhoto({
  src,
  alt,
  priority = false,
}: {
  src: string | null;
  alt: string;
  priority?: boolean;
}) {
  // The first photos on a page are its largest paint: fetched at once, first, and announced in <head>.
  if (src && priority) preload(src, { as: "image", fetchPriority: "high" });
  return src ? (
    <img
      src={src}
      alt={alt}
      className="size-full object-cover"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      width={800}
      height={600}
    />
  ) : (
    <span className="flex size-full items-center justify-center text-sm text-muted-foreground">
      {NO_PHOTOS_TEXT}
    </span>
  );
}
