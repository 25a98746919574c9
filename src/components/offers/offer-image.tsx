import { Tag } from "lucide-react";
import { FramedImage } from "@/components/ui/framed-image";

/**
 * An offer's picture at 16:9 (spec 02 §3 image_or_model_image: the offer's own, else its model's); an
 * offer without one gets a neutral panel with a tag, not a broken image.
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
  return (
    <FramedImage
      src={src}
      alt={alt}
      width={800}
      height={450}
      priority={priority}
      placeholder={<Tag className="size-10" aria-hidden="true" />}
    />
  );
}
