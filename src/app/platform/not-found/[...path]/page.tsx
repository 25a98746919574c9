import { notFound } from "next/navigation";

// The not-found page lists sites from the database: never render it at build time.
export const dynamic = "force-dynamic";

export default function PlatformMissingPage() {
  notFound();
}
