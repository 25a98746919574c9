"use client";

import { useId, useState } from "react";
import { MoreLessButton } from "@/components/ui/more-less-button";
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
        <MoreLessButton
          className="mt-2"
          expanded={expanded}
          controls={id}
          onToggle={() => setExpanded((v) => !v)}
          moreLabel={comments.moreLabel}
          lessLabel={comments.lessLabel}
        />
      ) : null}
    </div>
  );
}
