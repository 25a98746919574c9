"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { cn } from "@/lib/utils/cn";
import { GALLERY_SIZES, type GalleryPhoto, NO_PHOTOS_TEXT } from "@/lib/vehicle/car-photos";

/**
 * The car's photos (spec 01 §2 "image gallery with thumbnails and photo count"): one large photo with
 * previous/next buttons and arrow keys, a strip of thumbnail buttons, and "3 / 24". Without JavaScript
 * the first photo shows and every photo is a link in the thumbnail strip.
 */
export function ImageGallery({ images, alt }: { images: GalleryPhoto[]; alt: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-muted text-muted-foreground">
        {NO_PHOTOS_TEXT}
      </div>
    );
  }
  const count = images.length;
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(index + 1);
    }
  };
  const current = images[index]!;
  return (
    // Arrow keys browse while any of the gallery's buttons has focus.
    <section aria-label="Photos" className="flex flex-col gap-2" data-testid="gallery" onKeyDown={onKeyDown}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-muted">
        <picture className="block size-full">
          {current.sources?.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={GALLERY_SIZES} />
          ))}
          <img
            src={current.url}
            srcSet={current.srcSet}
            sizes={current.srcSet ? GALLERY_SIZES : undefined}
            alt={`${current.alt ?? alt} (${index + 1} of ${count})`}
            className="size-full object-cover"
            width={1200}
            height={900}
            fetchPriority={index === 0 ? "high" : "auto"}
          />
        </picture>
        <p
          className="absolute bottom-2 right-2 rounded bg-black/70 px-2 py-1 text-xs font-semibold text-white"
          data-testid="photo-count"
          aria-live="polite"
        >
          {index + 1} / {count}
        </p>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              className="absolute left-2 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
              aria-label="Previous photo"
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              className="absolute right-2 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
              aria-label="Next photo"
            >
              <ChevronRight aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <a
                href={image.url}
                onClick={(event) => {
                  event.preventDefault();
                  setIndex(i);
                }}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === index ? "true" : undefined}
                className={cn(
                  "block h-16 w-20 overflow-hidden rounded border-2",
                  i === index ? "border-primary" : "border-transparent opacity-80 hover:opacity-100",
                )}
              >
                <img
                  src={image.thumbUrl}
                  alt=""
                  className="size-full object-cover"
                  loading="lazy"
                  width={80}
                  height={60}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
