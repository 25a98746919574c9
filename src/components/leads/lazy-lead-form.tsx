"use client";

import { lazy, Suspense } from "react";
import type { LeadFormProps } from "./lead-form";

/**
 * The lead form's code (react-hook-form and the zod rules) loads only when a form is about to be
 * used, so the search and car pages' first load carries none of it (issue 4's JavaScript budget).
 */
const LeadForm = lazy(() => import("./lead-form").then((module) => ({ default: module.LeadForm })));

export function FormSkeleton() {
  return (
    <p className="flex min-h-40 items-center justify-center text-sm text-muted-foreground" role="status">
      Loading the form…
    </p>
  );
}

export function LazyLeadForm(props: LeadFormProps) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <LeadForm {...props} />
    </Suspense>
  );
}
