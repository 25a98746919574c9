"use client";

import { ErrorNotice, errorReference } from "@/components/layout/error-notice";

/** The platform's own pages (the site index, the unknown-host page) when they fail. */
export default function PlatformError({ error, reset }: { error: unknown; reset: () => void }) {
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
