"use client";

import { InstantMessageLink } from "@/components/chat/instant-message-link";
import { LeadDialogLink, type LeadDialogRequest } from "@/components/leads/lead-dialog";
import { useScrolledPast } from "@/components/ui/use-scrolled-past";
import type { OpenChatDetail } from "@/lib/chat/chat-options";
import { cn } from "@/lib/utils/cn";
import { STICKY_BAR_SCROLL_PX } from "@/lib/vehicle/sticky-bars";

export type StickyAction = {
  label: string;
  href: string;
  primary?: boolean;
  /** Opens the page's enquiry dialog instead (the link stays for no-script shoppers). */
  dialog?: LeadDialogRequest;
  /** Opens the chat about this car instead (spec 02 §4 Instant Message). */
  chat?: OpenChatDetail;
};

/**
 * The desktop call-to-action bar (spec 02 §4 "Sticky call-to-action bar: opens once the page scroll
 * passes 900 px"): the car's name and price with its main actions, so they stay in reach on a long page.
 * Phones get the sticky mobile bar instead.
 */
export function StickyCtaBar({
  title,
  price,
  actions,
}: {
  title: string;
  price: string;
  actions: StickyAction[];
}) {
  const open = useScrolledPast(STICKY_BAR_SCROLL_PX);
  return (
    <aside
      aria-label="Car summary"
      aria-hidden={!open}
      data-testid="sticky-cta-bar"
      data-open={open}
      className={cn(
        "fixed inset-x-0 top-0 z-40 hidden border-b bg-background/95 shadow-md backdrop-blur transition-transform motion-reduce:transition-none md:block",
        open ? "translate-y-0" : "pointer-events-none -translate-y-full",
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
        <p className="min-w-0 flex-1 truncate font-semibold">{title}</p>
        <p className="text-lg font-bold">{price}</p>
        {actions.map((action) => {
          const className = cn(
            "inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold",
            action.primary ? "bg-primary text-primary-foreground" : "border",
          );
          return action.chat ? (
            <InstantMessageLink
              key={action.label}
              href={action.href}
              car={action.chat}
              tabIndex={open ? undefined : -1}
              className={className}
            >
              {action.label}
            </InstantMessageLink>
          ) : (
            <LeadDialogLink
              key={action.label}
              request={action.dialog}
              href={action.href}
              tabIndex={open ? undefined : -1}
              className={className}
            >
              {action.label}
            </LeadDialogLink>
          );
        })}
      </div>
    </aside>
  );
}
