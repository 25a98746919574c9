import { modelStatusLabel } from "@/lib/models/model";
import { cn } from "@/lib/utils/cn";

/** Spec 02 §4 "Model status": 'Upcoming' for coming_soon, 'All-New' for any other status. */
export function ModelStatusBadge({ status, className }: { status: string; className?: string }) {
  const label = modelStatusLabel(status);
  return (
    <span
      className={cn(
        "inline-block rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide",
        label === "Upcoming" ? "bg-accent text-accent-foreground" : "bg-primary text-primary-foreground",
        className,
      )}
      data-testid="model-status"
    >
      {label}
    </span>
  );
}
