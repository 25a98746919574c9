"use client";

import type { ReactNode } from "react";
import { type AnalyticsEvent, track } from "@/lib/analytics/track";

/** A link that sends an analytics event when followed (spec 01 §7: 60 history, 61 print). */
export function TrackedLink({
  href,
  event,
  external,
  className,
  children,
}: {
  href: string;
  event: AnalyticsEvent;
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={() => track(event)}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}
