import type { Ref } from "react";

/**
 * A multi-step lead form's heading: "Step 2 of 3:" (muted) and the step's title. It takes focus when
 * the step changes (`ref`, tabIndex -1), so a screen reader announces where the shopper now is.
 */
export function LeadFormStepHeading({
  number,
  count,
  title,
  ref,
}: {
  /** The step on show, from 1. */
  number: number;
  count: number;
  title: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <h3 ref={ref} tabIndex={-1} className="text-base font-bold outline-none">
      <span className="font-normal text-muted-foreground">
        Step {number} of {count}:{" "}
      </span>
      {title}
    </h3>
  );
}
