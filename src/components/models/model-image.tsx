import { FramedImage } from "@/components/ui/framed-image";

/** A model's picture at 16:9 (the brand's side-on shot, whole), or a neutral panel when the feed has none. */
export function ModelImage({
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
      width={960}
      height={540}
      fit="contain"
      priority={priority}
      placeholder="Image coming soon"
    />
  );
}
