import { useLayoutEffect, useRef, useState } from "react";
import { MoreLessButton } from "@/components/ui/more-less-button";
import { disclaimerPreview } from "@/lib/finance/calculator";
import { formatPhone, telHref } from "@/lib/format/format";

/**
 * The finance calculator's disclaimer (spec 02 §9, at #financeDisclaimer): cut at 197 characters with
 * show more / less, growing or shrinking over 300 ms, and the finance help line to call.
 */
export function FinanceDisclaimer({
  id,
  disclaimer,
  supportPhone,
}: {
  /** The calculator's id; the text is `<id>-disclaimer`, which the toggle controls. */
  id: string;
  disclaimer: string;
  /** The site's finance help line; none: no line is shown (decision 0056). */
  supportPhone?: string;
}) {
  const [showAll, setShowAll] = useState(false);
  const textRef = useRef<HTMLParagraphElement>(null);
  const fromHeight = useRef<number | null>(null);
  // Spec 02 §9 "collapse animation 300 ms": the disclaimer grows or shrinks from its old height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each toggle, when the text has changed
  useLayoutEffect(() => {
    const element = textRef.current;
    const from = fromHeight.current;
    fromHeight.current = null;
    if (!element || from === null || typeof element.animate !== "function") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const to = element.getBoundingClientRect().height;
    element.animate([{ height: `${from}px` }, { height: `${to}px` }], { duration: 300, easing: "ease-out" });
  }, [showAll]);
  const preview = disclaimerPreview(disclaimer);

  return (
    <div id="financeDisclaimer" className="mt-4 scroll-mt-20 text-xs text-muted-foreground">
      <p id={`${id}-disclaimer`} ref={textRef} className="overflow-hidden">
        {showAll || !preview.cut ? disclaimer : preview.text}
      </p>
      {preview.cut ? (
        <MoreLessButton
          expanded={showAll}
          controls={`${id}-disclaimer`}
          onToggle={() => {
            fromHeight.current = textRef.current?.getBoundingClientRect().height ?? null;
            setShowAll((open) => !open);
          }}
          moreLabel="Show more"
          lessLabel="Show less"
          className="mt-1"
        />
      ) : null}
      {supportPhone ? (
        <p className="mt-1">
          Finance help:{" "}
          <a href={telHref(supportPhone)} className="font-semibold text-primary underline">
            {formatPhone(supportPhone)}
          </a>
        </p>
      ) : null}
    </div>
  );
}
