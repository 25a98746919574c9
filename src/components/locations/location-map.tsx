/**
 * PLACEHOLDER: another engineer on issue 17 builds the real map here (lazy Leaflet, loaded when
 * scrolled into view), with exactly these props. This is its no-map fallback: the address and a
 * directions link, never a broken box.
 */
export function LocationMap(props: {
  name: string;
  latitude: number | null;
  longitude: number | null;
  address: string;
  directionsUrl: string;
}) {
  return (
    <div className="flex min-h-32 flex-col items-start justify-center gap-1 rounded-lg bg-muted p-4 text-sm">
      <p>{props.address}</p>
      <a
        href={props.directionsUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center font-semibold text-primary underline"
      >
        Get directions<span className="sr-only"> to {props.name}</span>
      </a>
    </div>
  );
}
