"use client";

import { type ReactNode, useState } from "react";
import { MoreLessButton } from "@/components/ui/more-less-button";

/**
 * A list that shows its first `limit` items and toggles the rest (spec 01 §2: key information "first 4,
 * Show More / Show Less"; features "8, Show All / Hide"). The server renders the collapsed state, so
 * nothing moves when the page hydrates; the hidden items are still in the HTML for crawlers.
 */
export function ExpandableList({
  items,
  limit,
  moreLabel,
  lessLabel,
  className,
  itemClassName,
  id,
}: {
  items: ReactNode[];
  limit: number;
  moreLabel: string;
  lessLabel: string;
  className?: string;
  itemClassName?: string;
  id: string;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <div>
      <ul id={id} className={className}>
        {items.map((item, i) => (
          <li key={i} className={itemClassName} hidden={!expanded && i >= limit}>
            {item}
          </li>
        ))}
      </ul>
      {items.length > limit ? (
        <MoreLessButton
          expanded={expanded}
          controls={id}
          onToggle={() => setExpanded((v) => !v)}
          moreLabel={moreLabel}
          lessLabel={lessLabel}
        />
      ) : null}
    </div>
  );
}
