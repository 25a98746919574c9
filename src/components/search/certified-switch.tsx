import { cn } from "@/lib/utils/cn";

export type CertifiedSwitchProps = {
  /** e.g. 'Only show Toyota Certified Vehicles'. */
  label: string;
  checked: boolean;
  /** Called with the new state; the parent flips `checked` (e.g. by toggling the certified refinement). */
  onChange: (checked: boolean) => void;
  /** The query key and value submitted when on. */
  name?: string;
  value?: string;
  className?: string;
};

/**
 * The certified-only switch (spec 02 §2): a real checkbox with role="switch", so it is announced as an
 * on/off switch, toggles with Space, and submits `certified=true` in a plain GET form when on. The
 * checkbox is visually replaced by a track and knob; its focus ring moves to the track.
 */
export function CertifiedSwitch({
  label,
  checked,
  onChange,
  name = "certified",
  value = "true",
  className,
}: CertifiedSwitchProps) {
  return (
    <label className={cn("flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium", className)}>
      <input
        type="checkbox"
        role="switch"
        name={name}
        value={value}
        className="peer sr-only"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span
        aria-hidden="true"
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-muted-foreground transition-colors",
          "peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary",
          "motion-reduce:transition-none",
          "after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-background after:shadow after:transition-transform motion-reduce:after:transition-none",
          "peer-checked:after:translate-x-5",
        )}
      />
      <span>{label}</span>
    </label>
  );
}
