import {
  dayHoursText,
  formatDate,
  type HolidayHours as HolidayDay,
  type HoursRow,
  type MissingHoursDisplay,
} from "@/lib/locations/opening-hours";

/** A day's hours; a missing day reads as the template says, 'Enquire Now' as a link to `enquireHref`. */
function HoursText({
  hours,
  missing,
  enquireHref,
}: {
  hours: HoursRow["hours"];
  missing: MissingHoursDisplay;
  enquireHref: string;
}) {
  const text = dayHoursText(hours, missing);
  if (hours.kind === "missing" && missing === "enquire") {
    return (
      <a href={enquireHref} className="font-semibold text-primary underline">
        {text}
      </a>
    );
  }
  return <>{text}</>;
}

/**
 * The opening-hours table (spec 02 §5 "Opening hours display"): rows from lib/locations
 * (openingHoursRows), a special day marked as such.
 */
export function OpeningHoursTable({
  rows,
  caption,
  missing,
  enquireHref,
}: {
  rows: HoursRow[];
  caption: string;
  missing: MissingHoursDisplay;
  enquireHref: string;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.days} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-4 text-left font-medium">
              {row.days}
              {row.dated ? (
                <span className="ml-1 text-xs font-normal text-muted-foreground">
                  {row.dated === "special" ? "(holiday hours)" : "(service Saturday)"}
                </span>
              ) : null}
            </th>
            <td className="py-2 text-right">
              <HoursText hours={row.hours} missing={missing} enquireHref={enquireHref} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spec 02 §4 "Service Saturdays by appointment": the next ones, when the service desk has them. */
export function ServiceSaturdaysNote({ saturdays }: { saturdays: readonly string[] }) {
  if (!saturdays.length) return null;
  return (
    <p className="mt-3 rounded-md bg-muted p-3 text-sm">
      Service Saturdays by appointment, every second Saturday. Next:{" "}
      {saturdays.map((d) => formatDate(d)).join(" and ")}.
    </p>
  );
}

/**
 * The holiday-hours button and list (spec 02 §2 "A holiday-hours button is shown when special hours
 * exist"). A <details> element: a real button to keyboards and screen readers, with no script.
 */
export function HolidayHours({
  holidays,
  missing,
  enquireHref,
}: {
  holidays: HolidayDay[];
  missing: MissingHoursDisplay;
  enquireHref: string;
}) {
  if (!holidays.length) return null;
  return (
    <details className="group mt-4 rounded-lg border">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-primary">
        Holiday hours
      </summary>
      <ul className="divide-y border-t px-4 text-sm">
        {holidays.map((day) => (
          <li key={day.date} className="flex justify-between gap-4 py-2">
            <span>{day.label}</span>
            <span>
              <HoursText hours={day.hours} missing={missing} enquireHref={enquireHref} />
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
