"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  FIELD_INPUT_CLASS,
  FieldError,
  FormField,
  fieldAria,
  fieldErrorId,
} from "@/components/ui/form-field";
import { reportTotals, type StoredImportReport } from "@/lib/import/feed-history";
import { ImportReportView } from "./import-report-view";
import { uploadFile } from "./upload-file";
import { FormAlert } from "./use-console-form";

/**
 * Upload a stock feed from the browser (issue 32 §1): a CSV or JSON file for one of the site's
 * dealerships the member may change, sent to the admin import with the member's session, its upload
 * progress shown, then its report and a link to it in the history.
 */
export function FeedUploadForm({
  site,
  dealerships,
  limitMb,
}: {
  site: string;
  dealerships: { slug: string; name: string }[];
  limitMb: number;
}) {
  const [dealership, setDealership] = useState(dealerships[0]?.slug ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ id: number | null; report: StoredImportReport } | null>(null);
  const router = useRouter();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setResult(null);
    setFormError(null);
    const found: Record<string, string> = {};
    const type = file
      ? /\.json$/i.test(file.name)
        ? "application/json"
        : /\.(csv|tsv)$/i.test(file.name)
          ? "text/csv"
          : null
      : null;
    if (!file) found.file = "Choose the feed file to upload.";
    else if (!type) found.file = "Choose a .csv stock feed or a .json feed of cars.";
    else if (file.size > limitMb * 1024 * 1024)
      found.file = `The feed is over ${limitMb} MB, the most an import takes.`;
    if (!dealership) found.dealership = "Choose the dealership the feed is for.";
    setErrors(found);
    if (!file || !type || Object.keys(found).length) return;
    const query = new URLSearchParams({ site, dealership, name: file.name.slice(0, 200) });
    if (replace) query.set("replace_stock", "1");
    setProgress(0);
    const answer = await uploadFile<{ id: number | null; report: StoredImportReport }>(
      `/admin/api/import?${query}`,
      file,
      type,
      setProgress,
    );
    setProgress(null);
    if (answer.ok) {
      setResult(answer.body);
      router.refresh();
    } else {
      const issues = Array.isArray(answer.body.issues) ? (answer.body.issues as { message: string }[]) : [];
      setFormError([answer.error, ...issues.slice(0, 5).map((i) => i.message)].join(" "));
      // An upload that was recorded (refused, unreadable, or imported with its report unstored) is in
      // the history below.
      if (typeof answer.body.id === "number") router.refresh();
    }
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border bg-background p-4">
        <FormField id="feed-dealership" label="Dealership" error={errors.dealership}>
          <select
            id="feed-dealership"
            value={dealership}
            onChange={(e) => setDealership(e.target.value)}
            className={FIELD_INPUT_CLASS}
            {...fieldAria("feed-dealership", { error: Boolean(errors.dealership) })}
          >
            {dealerships.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.name}
              </option>
            ))}
          </select>
        </FormField>
        <div>
          <label htmlFor="feed-file" className="block text-sm font-semibold">
            Feed file
          </label>
          <input
            id="feed-file"
            type="file"
            accept=".csv,.tsv,.json,text/csv,application/json"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm"
            {...fieldAria("feed-file", { error: Boolean(errors.file), hint: true })}
          />
          <p id="feed-file-hint" className="mt-1 text-sm text-muted-foreground">
            A CSV stock feed (docs/csv-feeds.md) or a JSON file of cars, up to {limitMb} MB.
          </p>
          <FieldError id={fieldErrorId("feed-file")} message={errors.file} />
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={replace}
            onChange={(e) => setReplace(e.target.checked)}
            className="mt-1 size-4"
          />
          This is the dealership's whole stock: mark its cars missing from the file as sold.
        </label>
        <FormAlert message={formError} />
        {progress !== null ? (
          <label className="flex flex-col gap-1 text-sm">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Uploaded; importing…"}
            <progress value={progress} max={1} className="w-full" />
          </label>
        ) : null}
        <Button type="submit" disabled={progress !== null}>
          Upload and import
        </Button>
        <p role="status" className="text-sm">
          {result ? outcomeLine(result.report) : null}
        </p>
      </form>
      {result ? (
        <section aria-labelledby="upload-result" className="space-y-3 rounded-xl border bg-background p-4">
          <h2 id="upload-result" className="text-lg font-semibold">
            {result.report.refused ? "The feed was refused" : "Feed imported"}
          </h2>
          <ImportReportView report={result.report} headingLevel={3} />
          {result.id ? (
            <Link href={`/sites/${site}/feeds/${result.id}`} className="underline">
              This import in the history
            </Link>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** What the status line says once the import is done. */
function outcomeLine(report: StoredImportReport): string {
  if (report.refused) return "The feed was refused: nothing was imported.";
  const t = reportTotals(report);
  return `Feed imported: ${t.written} written, ${t.refused} refused, ${t.warnings} warnings.`;
}
