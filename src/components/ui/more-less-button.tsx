/**
 * The "show more / show less" toggle under a cut list or text (spec 01 §2: 'Show More' / 'Show Less',
 * 'Show All' / 'Hide', 'more...' / 'less...'), announcing what it controls and whether it is open.
 */
export function MoreLessButton({
  expanded,
  controls,
  onToggle,
  moreLabel,
  lessLabel,
  className = "mt-3",
  ariaLabel,
}: {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  moreLabel: string;
  lessLabel: string;
  className?: string;
  /** A fuller name where a page has several toggles; it must start with the visible words. */
  ariaLabel?: string;
}) {
  return (
    <button
      type="button"
      className={`${className} min-h-11 text-sm font-semibold text-primary underline-offset-4 hover:underline`}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={ariaLabel}
      onClick={onToggle}
    >
      {expanded ? lessLabel : moreLabel}
    </button>
  );
}
