"use client";

import { usePathname } from "next/navigation";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import {
  LINKED_PARAMS_KEY,
  linkedQueryParams,
  nextVisitedPages,
  parseVisitedPages,
  VISITED_PAGES_KEY,
} from "@/lib/leads/visit-trail";

/**
 * Notes each page of this visit and the campaign parameters the shopper arrived with, for the lead's
 * lead_attributes (spec 01 §7). Renders nothing; a browser without session storage sends no trail.
 */
export function VisitRecorder() {
  const pathname = usePathname();
  useIdleEffect(() => {
    try {
      const pages = nextVisitedPages(
        parseVisitedPages(sessionStorage.getItem(VISITED_PAGES_KEY)),
        `${pathname}${location.search}`,
      );
      sessionStorage.setItem(VISITED_PAGES_KEY, JSON.stringify(pages));
      // The landing page's campaign tags are kept; later pages of the same visit do not replace them.
      const linked = linkedQueryParams(location.search);
      if (Object.keys(linked).length && !sessionStorage.getItem(LINKED_PARAMS_KEY)) {
        sessionStorage.setItem(LINKED_PARAMS_KEY, JSON.stringify(linked));
      }
    } catch {
      // Storage off: the lead goes without its trail.
    }
  }, [pathname]);
  return null;
}
