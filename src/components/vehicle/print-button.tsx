"use client";

import { Printer } from "lucide-react";

/** Opens the browser's print dialog for the print page. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-primary-foreground"
    >
      <Printer className="size-4" aria-hidden="true" /> Print this page
    </button>
  );
}
