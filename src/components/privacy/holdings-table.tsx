import type { ExportSummaryRow } from "@/lib/privacy/shopper-export";

/**
 * What a site holds about one person, by kind (issue 36 item 6, APP 12; decision 0070): the console's
 * privacy page and the shopper's own account read the same table. Two narrow columns, so it fits a
 * phone as it is.
 */
export function HoldingsTable({ rows, caption }: { rows: ExportSummaryRow[]; caption: string }) {
  return (
    <table className="w-full max-w-xl text-left text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead className="border-b">
        <tr>
          <th scope="col" className="py-2 pr-4">
            Kind of record
          </th>
          <th scope="col" className="py-2 text-right">
            How many
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-4 font-normal">
              {row.label}
            </th>
            <td className="py-2 text-right tabular-nums">{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
