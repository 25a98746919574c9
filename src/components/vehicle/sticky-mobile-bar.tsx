"use client";

import { Mail, Phone } from "lucide-react";
import { useState } from "react";
import { LeadDialogLink, type LeadDialogRequest } from "@/components/leads/lead-dialog";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import { useScrolledPast } from "@/components/ui/use-scrolled-past";
import type { UtcOffsets } from "@/lib/format/utc-offsets";
import { callNowShown, isOpenAt, type SpecialDayHours, type WeeklyHours } from "@/lib/locations/open-now";
import { cn } from "@/lib/utils/cn";
import { STICKY_FOOTER_SCROLL_PX } from "@/lib/vehicle/sticky-bars";

/**
 * The phone-only bar (spec 01 §2 "mobile sticky bar with 'Call Now' and 'Enquire Now' is hidden on
 * desktop (md and up)"; spec 02 §4 "appears after scrolling 50 px"). It slides in, so it never covers
 * the page before the shopper scrolls.
 */
export function StickyMobileBar({
  callHref,
  hours,
  enquireHref,
  enquiry,
}: {
  callHref: string | null;
  /**
   * The car's location's hours and clock: Call Now shows only while it is open (spec 02 §4). No clock
   * (no location) leaves it unknown, which shows Call Now.
   */
  hours: { week: WeeklyHours[]; special: SpecialDayHours[]; clock: UtcOffsets | null };
  enquireHref: string;
  /** The quick enquiry dialog's form, when the page has one. */
  enquiry?: LeadDialogRequest;
}) {
  const shown = useScrolledPast(STICKY_FOOTER_SCROLL_PX);
  // Checked in the browser, not on the server: the page is cached, and the time is now. Again each
  // time the bar slides in, for a page left open past closing time. The clock is offsets the server
  // wrote, so this costs no Intl time-zone data on the phone (decision 0013).
  const [open, setOpen] = useState<boolean | null>(null);
  useIdleEffect(() => {
    if (callHref && hours.clock) setOpen(isOpenAt(hours.week, hours.special, new Date(), hours.clock));
  }, [callHref, hours, shown]);
  return (
    <nav
      aria-label="Quick actions"
      data-testid="sticky-mobile-bar"
      data-shown={shown}
      data-sticky-footer={shown ? "shown" : "hidden"}
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t bg-background p-2 shadow-lg transition-transform motion-reduce:transition-none md:hidden",
        shown ? "translate-y-0" : "pointer-events-none translate-y-full",
      )}
      aria-hidden={!shown}
    >
      {callHref && callNowShown(open) ? (
        <a
          href={callHref}
          tabIndex={shown ? undefined : -1}
          className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border font-semibold"
        >
          <Phone className="size-4" aria-hidden="true" /> Call Now
        </a>
      ) : null}
      <LeadDialogLink
        request={enquiry}
        href={enquireHref}
        tabIndex={shown ? undefined : -1}
        className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-primary font-semibold text-primary-foreground"
      >
        <Mail className="size-4" aria-hidden="true" /> Enquire Now
      </LeadDialogLink>
    </nav>
  );
}
