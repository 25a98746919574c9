"use client";

import "./globals.css";
import { ErrorNotice, errorReference } from "@/components/layout/error-notice";

/**
 * When even the root layout fails: Next shows this instead of the whole page, so it brings its own
 * <html> and <body>.
 */
export default function GlobalError({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <html lang="en-AU">
      <body className="min-h-screen antialiased">
        <ErrorNotice
          title="Something went wrong"
          message="This page could not be shown just now. Please try again in a moment."
          reference={errorReference(error)}
          home={{ href: "/", label: "Home" }}
          onRetry={reset}
        />
      </body>
    </html>
  );
}
