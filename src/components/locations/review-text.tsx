"use client";

import { useId, useState } from "react";
import { MoreLessButton } from "@/components/ui/more-less-button";

/** A review's text cut on the server, with 'Show more' / 'Show less' when it was cut. */
export function ReviewText({
  text,
  shortText,
  truncated,
}: {
  text: string;
  shortText: string;
  truncated: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div>
      <p id={id} className="whitespace-pre-line text-sm leading-relaxed">
        {expanded || !truncated ? text : shortText}
      </p>
      {truncated ? (
        <MoreLessButton
          className="mt-1"
          expanded={expanded}
          controls={id}
          onToggle={() => setExpanded((v) => !v)}
          moreLabel="Show more"
          lessLabel="Show less"
        />
      ) : null}
    </div>
  );
}
