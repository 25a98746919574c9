import type { LeadActionState } from "./use-lead-action";

/** What became of a lead's change: done (a status), or refused for the whole form (an alert). */
export function LeadActionOutcome({ state }: { state: LeadActionState }) {
  return (
    <>
      {state.error ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive p-3 text-sm font-semibold text-destructive"
        >
          {state.error}
        </p>
      ) : null}
      <p role="status" className="text-sm empty:hidden">
        {state.message}
      </p>
    </>
  );
}
