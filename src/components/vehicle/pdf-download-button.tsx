"use client";

import { FileDown, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { carParams } from "@/components/analytics/car-context";
import { track } from "@/lib/analytics/track";
import { carPath } from "@/lib/stock/car-path";

/**
 * Downloads the car's brochure as {slug}.pdf (spec 01 §7 "PDF download by car slug, saved as
 * {slug}.pdf"; §4 "Print PDF shows a preparing spinner while downloading"; §8 "PDF download failure:
 * alert with the error message"). Without JavaScript the link still downloads the file. Pressing it
 * sends event 61 "print" (spec 01 §7; §2 names the one "print PDF" button), like the printable page's link.
 */
export function PdfDownloadButton({ slug }: { slug: string }) {
  const [preparing, setPreparing] = useState(false);
  const href = `${carPath(slug)}/pdf`;
  const download = async () => {
    setPreparing(true);
    try {
      const response = await fetch(href);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? `The PDF could not be prepared (${response.status}).`);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = `${slug}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : "The PDF could not be prepared.");
    } finally {
      setPreparing(false);
    }
  };
  return (
    <a
      href={href}
      download={`${slug}.pdf`}
      onClick={(event) => {
        event.preventDefault();
        if (preparing) return;
        track("print", carParams(event.currentTarget));
        void download();
      }}
      aria-busy={preparing}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold hover:bg-muted"
      data-testid="pdf-download"
    >
      {preparing ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <FileDown className="size-4" aria-hidden="true" />
      )}
      {preparing ? "Preparing PDF…" : "Download PDF"}
    </a>
  );
}
