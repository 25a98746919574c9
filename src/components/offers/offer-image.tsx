import { Tag } from "lucide-react";
import { preload } from "react-dom";

/**
 * An offer's picture at 16:9 (spec 02 §3 image_or_model_image: the offer's own, else its model's): its
 * size is known so the layout never jumps; an offer without one gets a neutral panel, not a broken image.
 */
export function OfferImage({
  src,
  alt,
  priority = false,
}: {
  src: string | null;
  alt: string;
  priority?: boolean;
}) {
  if (src && priority) preload(src, { as: "image", fetchPriority: "high" });
  return (
    <div className="aspect-[16/9] w-full overflow-hidden bg-muted">
      {src ? (
        <img
          src={src}
          alt={alt}
          className="size-full object-cover"
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          width={800}
          height={450}
        />
      ) : (
        <span className="flex size-full items-center justify-center text-muted-foreground">
          <Tag className="size-10" aria-hidden="true" />
        </span>
      )}
    </div>
  );
}
