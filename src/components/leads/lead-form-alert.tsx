import { ERROR_LIST_HEADING } from "@/lib/leads/submit-answer";
import type { FormAlert } from "./use-lead-submit";

/** The form's error list (spec 02 §8), announced as an alert above the fields. */
export function LeadFormAlert({ alert }: { alert: FormAlert }) {
  return (
    <div
      role="alert"
      data-testid="error-warning"
      className="rounded-lg border border-destructive bg-destructive/5 p-3 text-sm text-destructive"
    >
      <p className="font-bold">{ERROR_LIST_HEADING}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {alert.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
