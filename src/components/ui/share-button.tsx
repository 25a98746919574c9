"use client";

import { Share2 } from "lucide-react";
import { cn } from "@/lib/utils/cn";
import { notify, SHARE_TOAST_MS } from "./notify";

/**
 * Spec 02 §4 "Share button: copies the page URL and shows a toast lasting 3 seconds". `url` defaults
 * to the page's own address as the browser has it (with its query: a search is shared as filtered).
 */
export function ShareButton({
  url,
  label = "Share",
  compact = false,
  className,
}: {
  url?: string;
  label?: string;
  /** On a phone, the icon alone (the label stays its name); the label shows from the sm width up. */
  compact?: boolean;
  className?: string;
}) {
  const share = async () => {
    const address = url ?? window.location.href;
    try {
      await navigator.clipboard.writeText(address);
      notify({
        kind: "success",
        title: "Link copied",
        description: "Paste it anywhere to share this page.",
        duration: SHARE_TOAST_MS,
      });
    } catch {
      notify({
        kind: "error",
        title: "The link could not be copied",
        description: "Copy it from your browser's address bar instead.",
        duration: SHARE_TOAST_MS,
      });
    }
  };
  return (
    <button
      type="button"
      onClick={share}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold hover:bg-muted",
        className,
      )}
    >
      <Share2 className="size-4" aria-hidden="true" />
      {compact ? <span className="sr-only sm:not-sr-only">{label}</span> : label}
    </button>
  );
}
