import type { TagBanner } from "@/lib/stock/tag-banner";
import { cn } from "@/lib/utils/cn";
import { CertifiedBadge } from "./certified-badge";

/** A car's tag banner (spec 01 §4 precedence, decided in lib/stock/tag-banner), on a card or a car page. */
export function TagBannerBadge({ banner, className }: { banner: TagBanner; className?: string }) {
  if (banner.kind === "none") return null;
  // Spec 01 §4 rule 3: the certified-used banner is an image badge, not a text strip.
  if (banner.kind === "certified") return <CertifiedBadge text={banner.text} className={className} />;
  return (
    <span
      className={cn(
        "rounded-r px-3 py-1 text-xs font-bold uppercase tracking-wide",
        banner.kind === "sold" ? "bg-destructive text-white" : "bg-accent text-accent-foreground",
        className,
      )}
      data-testid="tag-banner"
    >
      {banner.text}
    </span>
  );
}
