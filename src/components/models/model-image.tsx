/** A model's picture at 16:9 (the brand's side-on shot), or a neutral panel when the feed has none. */
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
    <div className="aspect-[16/9] overflow-hidden bg-muted">
      {src ? (
        <img
          src={src}
          alt={alt}
          className="size-full object-contain"
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          width={960}
          height={540}
        />
      ) : (
        <span className="flex size-full items-center justify-center text-sm text-muted-foreground">
          Image coming soon
        </span>
      )}
    </div>
  );
}
