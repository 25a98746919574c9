import type { Metadata } from "next";
import type { ReactNode } from "react";

/**
 * The dealer console (issue 31, decision 0045): on its own host, never indexed, never cached. Pages
 * are thin: each asks its loader (`_loaders/staff.ts`) who is signed in and what they may open.
 */
export const metadata: Metadata = {
  title: { default: "Forecourt console", template: "%s · Forecourt console" },
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-screen bg-muted/40">{children}</div>;
}
