import Link from "next/link";

/** A site's own 404, rendered inside its layout so the shopper keeps its header and footer. */
export default function SiteNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        We couldn't find that page. The car may have sold, or the link may be out of date.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link href="/" className="rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground">
          Home
        </Link>
        <Link href="/search" className="rounded-lg border px-4 py-2 font-semibold">
          Browse stock
        </Link>
      </div>
    </div>
  );
}
