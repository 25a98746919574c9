import { formatPhone, telHref } from "@/lib/format/format";
import type { DeskPhone } from "@/lib/locations/phones";

/**
 * Phone links, one per distinct number (spec 02 §5 "Phone de-duplication ignores non-digits";
 * lib/locations/phones `deskPhones`), each under its desk's name when the list has several desks'.
 */
export function LocationPhones({
  phones,
  label,
  className,
}: {
  phones: readonly DeskPhone[];
  /** Read before each number by screen readers, e.g. 'Call Metro Toyota'. */
  label: string;
  className?: string;
}) {
  if (!phones.length) return null;
  return (
    <ul className={className}>
      {phones.map(({ number, desk }) => (
        <li key={number}>
          <a
            href={telHref(number)}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary hover:underline"
          >
            <span className="sr-only">{label}: </span>
            {desk ? <span className="font-normal text-muted-foreground">{desk}</span> : null}
            {formatPhone(number)}
          </a>
        </li>
      ))}
    </ul>
  );
}
