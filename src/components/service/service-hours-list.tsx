import { weeklyHoursRows } from "@/lib/content/service-page";
import type { OpeningHoursEntry } from "@/lib/locations/location";

/**
 * A location's week of hours, one row a day: the service page's plain display, kept in its own file
 * so the location pages' grouped hours table can take its place.
 */
export function ServiceHoursList({
  hours,
  label,
}: {
  hours: OpeningHoursEntry[] | undefined;
  label: string;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{label}</caption>
      <tbody>
        {weeklyHoursRows(hours).map((row) => (
          <tr key={row.day} className="border-t first:border-t-0">
            <th scope="row" className="py-1 pr-3 text-left font-medium">
              {row.day}
            </th>
            <td className="py-1 text-right">{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
