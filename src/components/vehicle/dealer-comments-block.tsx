"use client";

import { useId, useState } from "react";
import type { DealerComments } from "@/lib/vehicle/dealer-comments";

/**
 * Dealer comments (spec 01 §2): the first 400 characters with the template's more/less toggle, one
 * paragraph per '|'. Comments are plain text (lib/vehicle/dealer-comments strips markup), rendered as
 * text: nothing a feed sends can run in the page.
 */
export function DealerCommentsBlock({ comments }: { comments: DealerComments }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const paragraphs = expanded ? comments.paragraphs : comments.collapsed;
  return (
    <div data-testid="dealer-comments">
      <div id={id} className="flex flex-col gap-3 leading-relaxed">
        {paragraphs.map((paragraph, i) => (
          <p key={i} className={comments.pending ? "text-muted-foreground" : undefined}>
            {paragraph}
          </p>
        ))}
      </div>
      {comments.truncated ? (
        <button
          type="button"
          className="mt-2 min-h-11 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? comments.lessLabel : comments.moreLabel}
        </button>
      ) : null}
    </div>
  );
}
