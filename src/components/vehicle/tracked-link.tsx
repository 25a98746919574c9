"use client";

import type { ReactNode } from "react";
import { carParams } from "@/components/analytics/car-context";
import { type AnalyticsEvent, track } from "@/lib/analytics/track";

/** A link that sends an analytics event when followed (spec 01 §7: 60 history, 61 print), with its page's car. */
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
      onClick={(click) => track(event, carParams(click.currentTarget))}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}
