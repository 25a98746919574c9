import type { ReactNode } from "react";
import { preload } from "react-dom";
import { cn } from "@/lib/utils/cn";

/**
 * A picture in a frame of known shape (16:9 by default), so the layout never jumps as it loads; a
 * feed without one gets `placeholder` in the frame, never a broken image. The page's main picture
 * (`priority`) is fetched at once, first, and announced in <head>.
 */
export function FramedImage({
  src,
  alt,
  width,
  height,
  fit = "cover",
  priority = false,
  placeholder,
  className,
}: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  fit?: "cover" | "contain";
  priority?: boolean;
  placeholder: ReactNode;
  className?: string;
}) {
  if (src && priority) preload(src, { as: "image", fetchPriority: "high" });
  return (
    <div className={cn("aspect-[16/9] w-full overflow-hidden bg-muted", className)}>
      {src ? (
        <img
          src={src}
          alt={alt}
          className={cn("size-full", fit === "contain" ? "object-contain" : "object-cover")}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          width={width}
          height={height}
        />
      ) : (
        <span className="flex size-full items-center justify-center text-sm text-muted-foreground">
          {placeholder}
        </span>
      )}
    </div>
  );
}
