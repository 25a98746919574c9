"use client";

import { ErrorNotice, errorReference } from "@/components/layout/error-notice";

/** A console page that failed: nothing was lost that was saved before; the reference finds the log line. */
export default function ConsoleError({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <ErrorNotice
      title="Something went wrong"
      message="This page of the console could not be shown. What you saved before is kept. Try again, and if it keeps failing, send the reference below to whoever runs Forecourt for you."
      reference={errorReference(error)}
      home={{ href: "/", label: "Back to the console" }}
      onRetry={reset}
    />
  );
}
