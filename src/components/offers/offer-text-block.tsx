"use client";

import { useId, useState } from "react";
import { MoreLessButton } from "@/components/ui/more-less-button";
import { type OfferText, VIEW_LESS, VIEW_MORE } from "@/lib/offers/offer-text";

/**
 * An offer's description or disclaimer (spec 02 §2 "collapsible with View more / View less", §4
 * collapsed and expanded): the collapsed cut until the shopper asks for more. Plain text paragraphs
 * (lib/offers/offer-text): no markup from a feed is rendered.
 */
export function OfferTextBlock({
  text,
  className,
  label,
}: {
  text: OfferText;
  className?: string;
  /** Names the toggle for screen readers when a page has several ("View more: Free first service"). */
  label: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!text.paragraphs.length) return null;
  const shown = expanded || !text.collapsible ? text.paragraphs : text.collapsed;
  return (
    <div className={className}>
      <div id={id} className="flex flex-col gap-2">
        {shown.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {text.collapsible ? (
        <MoreLessButton
          className="mt-1"
          expanded={expanded}
          controls={id}
          onToggle={() => setExpanded((v) => !v)}
          moreLabel={VIEW_MORE}
          lessLabel={VIEW_LESS}
          ariaLabel={`${expanded ? VIEW_LESS : VIEW_MORE}: ${label}`}
        />
      ) : null}
    </div>
  );
}
