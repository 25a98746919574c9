import { Printer } from "lucide-react";
import { PdfDownloadButton } from "./pdf-download-button";
import { TrackedLink } from "./tracked-link";

/** Spec 01 §2 "print PDF": the printable page (/print, a new tab) and the brochure download. */
export function PrintAndPdfLinks({ slug }: { slug: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <TrackedLink
        href={`/print?car_id=${encodeURIComponent(slug)}`}
        event="print"
        external
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold hover:bg-muted"
      >
        <Printer className="size-4" aria-hidden="true" /> Print
      </TrackedLink>
      <PdfDownloadButton slug={slug} />
    </div>
  );
}
