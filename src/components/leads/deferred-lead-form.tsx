"use client";

import { useEffect, useRef, useState } from "react";
import { FormSkeleton, LazyLeadForm } from "./lazy-lead-form";
import type { LeadFormProps } from "./lead-form";

/**
 * A lead form further down a page: drawn when the shopper scrolls near it or follows a link to it
 * (the buttons' #enquire), so its code is not part of the page's first load.
 */
export function DeferredLeadForm(props: LeadFormProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "800px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="min-h-40">
      {near ? <LazyLeadForm {...props} /> : <FormSkeleton />}
    </div>
  );
}
