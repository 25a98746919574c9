import { reportSections, type StoredImportReport } from "@/lib/import/feed-history";
import { formatIssue } from "@/lib/import/import-issue";

/**
 * An import's report as the console shows it (issue 32 §1): what each section wrote and refused, the
 * cars marked sold, the config keys changed (never their values), and each refused record and each
 * warning with its reason — the same report the admin API answers and the CLI prints.
 */
export function ImportReportView({
  report,
  headingLevel = 2,
}: {
  report: StoredImportReport;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const sections = reportSections(report);
  return (
    <div className="space-y-4" data-testid="import-report">
      {report.refused ? (
        <p role="alert" className="rounded-lg border border-destructive p-3 font-semibold text-destructive">
          Nothing was imported: {report.refused.reason}
        </p>
      ) : null}
      {sections.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Records by section</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-4">
                  Section
                </th>
                <th scope="col" className="py-2 pr-4">
                  New
                </th>
                <th scope="col" className="py-2 pr-4">
                  Updated
                </th>
                <th scope="col" className="py-2">
                  Refused
                </th>
              </tr>
            </thead>
            <tbody>
              {sections.map(({ section, counts }) => (
                <tr key={section} className="border-b">
                  <th scope="row" className="py-2 pr-4 font-semibold capitalize">
                    {section}
                  </th>
                  <td className="py-2 pr-4">{counts.inserted}</td>
                  <td className="py-2 pr-4">{counts.updated}</td>
                  <td className="py-2">{counts.failed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No records were written.</p>
      )}
      {report.markedSold ? <p>{report.markedSold} cars missing from the feed were marked sold.</p> : null}
      <IssueList heading={`Refused (${report.issues.length})`} issues={report.issues} H={H} />
      <IssueList heading={`Warnings (${report.warnings.length})`} issues={report.warnings} H={H} />
    </div>
  );
}

function IssueList({
  heading,
  issues,
  H,
}: {
  heading: string;
  issues: StoredImportReport["issues"];
  H: "h2" | "h3";
}) {
  if (!issues.length) return null;
  return (
    <section>
      <H className="mb-2 text-lg font-semibold">{heading}</H>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {issues.slice(0, 500).map((issue) => (
          <li key={`${issue.section}|${issue.index}|${issue.field}|${issue.line}|${issue.message}`}>
            {formatIssue(issue)}
          </li>
        ))}
      </ul>
      {issues.length > 500 ? <p className="text-sm">… and {issues.length - 500} more.</p> : null}
    </section>
  );
}
