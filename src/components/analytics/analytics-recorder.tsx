"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import { collect } from "@/lib/analytics/beacon";
import { pageKind } from "@/lib/analytics/page-kind";
import { track } from "@/lib/analytics/track";
import { carParams } from "./car-context";

/**
 * Every page's view, counted by the site itself (issue 33 §1, decision 0061), and every call click:
 * a page view once the browser is idle after each navigation (a car's page counts its own view, with
 * the car: ViewTracker), and event 25 "phone call click" (spec 01 §7) whenever a `tel:` link is
 * followed, with the car when the link is on a car's page. Renders nothing.
 */
export function AnalyticsRecorder() {
  const pathname = usePathname();
  useIdleEffect(() => {
    if (pageKind(pathname) !== "car") collect("page_view");
  }, [pathname]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
      if (link) track("phoneCallClick", carParams(link));
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
  return null;
}
