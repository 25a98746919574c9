import type { Ref } from "react";

/**
 * A multi-step lead form's heading: "Step 2 of 3:" (muted) and the step's title. It takes focus when
 * the step changes (`ref`, tabIndex -1), so a screen reader announces where the shopper now is. An h3
 * under a dialog's h2; an h2 on a page whose h1 is the form's purpose (headings go down one at a time).
 */
export function LeadFormStepHeading({
  number,
  count,
  title,
  level = 3,
  ref,
}: {
  /** The step on show, from 1. */
  number: number;
  count: number;
  title: string;
  level?: 2 | 3;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading ref={ref} tabIndex={-1} className="text-base font-bold outline-none">
      <span className="font-normal text-muted-foreground">
        Step {number} of {count}:{" "}
      </span>
      {title}
    </Heading>
  );
}
