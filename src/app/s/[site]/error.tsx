"use client";

import { ErrorNotice, errorReference } from "@/components/layout/error-notice";

/** A site's page that failed, inside its layout so the shopper keeps its header, footer and phone number. */
export default function SiteError({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <ErrorNotice
      title="Something went wrong"
      message="This page could not be shown just now. Please try again in a moment, or call us: we're happy to help."
      reference={errorReference(error)}
      home={{ href: "/", label: "Home" }}
      onRetry={reset}
    />
  );
}
