/**
 * A location's address as lines, linking to the place (spec 02 §2 "address linking to the place"),
 * opened in a new tab. Nothing when the location has no address.
 */
export function PlaceAddress({
  lines,
  href,
  className,
}: {
  lines: readonly string[];
  href: string;
  className?: string;
}) {
  if (!lines.length) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <address className="not-italic">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </a>
  );
}
