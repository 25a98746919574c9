"use client";

import { ErrorNotice, errorReference } from "@/components/layout/error-notice";

/** Any other page that failed below the root layout (the sites, console and platform have their own). */
export default function RootError({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <ErrorNotice
      title="Something went wrong"
      message="This page could not be shown just now. Please try again in a moment."
      reference={errorReference(error)}
      home={{ href: "/", label: "Home" }}
      onRetry={reset}
    />
  );
}
