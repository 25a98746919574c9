import { COMPLAINTS_NOTICE } from "@/lib/content/legal-documents";
import type { Regulator } from "@/lib/content/regulators";

/**
 * Spec 02 §9 "Complaints notice and regulators": the consumer bodies of the dealer's states, then
 * 'or seek independent legal advice'.
 */
export function ComplaintsNotice({ regulators }: { regulators: readonly Regulator[] }) {
  return (
    <section aria-labelledby="complaints-notice" className="rounded-lg border bg-muted p-4 md:p-6">
      <h2 id="complaints-notice" className="text-xl font-bold">
        {COMPLAINTS_NOTICE.heading}
      </h2>
      <p className="mt-2">{COMPLAINTS_NOTICE.lead}</p>
      <ul className="mt-3 space-y-2" data-testid="regulators">
        {regulators.map((regulator) => (
          <li key={regulator.state}>
            <a
              href={regulator.website}
              rel="noopener"
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2 hover:no-underline"
            >
              {regulator.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3">{COMPLAINTS_NOTICE.tail}</p>
    </section>
  );
}
