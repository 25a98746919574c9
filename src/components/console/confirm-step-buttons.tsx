import { Button } from "@/components/ui/button";

/**
 * The two buttons of a console action's confirm step (issue 31 §5–6: "each confirmed"): the action,
 * saying what it will do, and Back, which leaves everything as it was.
 */
export function ConfirmStepButtons({
  busy,
  label,
  onConfirm,
  onBack,
}: {
  busy: boolean;
  label: string;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button disabled={busy} onClick={onConfirm}>
        {busy ? "Working…" : label}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={onBack}>
        Back
      </Button>
    </div>
  );
}
