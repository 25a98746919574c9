import type { ReactNode } from "react";

/** The look of a garage section that has nothing in it yet: a bordered box saying how to fill it. */
export const GARAGE_EMPTY = "mt-3 rounded-lg border p-4";

/**
 * One section of the garage (issue 21 §5): a region named by its h2, the page's h1 being 'My garage'.
 * `id` is the heading's; the sections follow each other 2.5rem apart unless `className` says otherwise.
 */
export function GarageSection({
  id,
  heading,
  className = "mt-10",
  testId,
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
