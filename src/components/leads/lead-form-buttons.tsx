import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Back (after the first step) and the step's Next, or on the last step the form's send button. */
export function LeadFormButtons({
  showBack,
  busy,
  label,
  onBack,
}: {
  showBack: boolean;
  /** Sending: both are disabled and the send button spins. */
  busy: boolean;
  label: string;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      {showBack ? (
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          Back
        </Button>
      ) : null}
      <Button type="submit" disabled={busy} className="flex-1 sm:flex-none">
        {busy ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {label}
      </Button>
    </div>
  );
}
