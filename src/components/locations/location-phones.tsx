import { formatPhone, telHref } from "@/lib/format/format";
import { uniquePhones } from "@/lib/locations/phones";

/** Phone links, one per distinct number (spec 02 §5 "Phone de-duplication ignores non-digits"). */
export function LocationPhones({
  phones,
  label,
  className,
}: {
  phones: readonly (string | null | undefined)[];
  /** Read before each number by screen readers, e.g. 'Call Metro Toyota'. */
  label: string;
  className?: string;
}) {
  const list = uniquePhones(phones);
  if (!list.length) return null;
  return (
    <ul className={className}>
      {list.map((phone) => (
        <li key={phone}>
          <a
            href={telHref(phone)}
            className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
          >
            <span className="sr-only">{label}: </span>
            {formatPhone(phone)}
          </a>
        </li>
      ))}
    </ul>
  );
}
