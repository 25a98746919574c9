"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { uploadFile } from "./upload-file";

/**
 * The site's logo, uploaded from the theme settings (issue 32 §4, decision 0054): a PNG, SVG, WebP or
 * JPEG file, sent as its own bytes with its progress shown; the server fits it to the header, stores
 * it and sets `theme.logo_url` to it (a settings revision, undone from the history like any other).
 */
export function LogoUpload({ slug, current }: { slug: string; current: string | null }) {
  const id = useId();
  const router = useRouter();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function upload(file: File) {
    setError(null);
    setDone(false);
    setProgress(0);
    const answer = await uploadFile<{ logo_url: string }>(
      `/api/sites/${slug}/settings/logo`,
      file,
      file.type || "application/octet-stream",
      setProgress,
    );
    setProgress(null);
    if (!answer.ok) {
      setError(answer.fields.file ?? answer.error);
      return;
    }
    setDone(true);
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mb-10 rounded-xl border bg-background p-4">
      <h2 id={`${id}-title`} className="mb-2 text-lg font-semibold">
        Logo
      </h2>
      {current ? (
        <p className="mb-3 flex items-center gap-3">
          <img src={current} alt="The site's logo now" className="h-10 w-auto rounded border bg-header p-1" />
        </p>
      ) : (
        <p className="mb-3">No logo: the header shows the site's name.</p>
      )}
      <label htmlFor={`${id}-file`} className="mb-1 block font-semibold">
        Upload a logo
      </label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-muted-foreground">
        PNG or SVG with a transparent background is best; WebP and JPEG work too. It is fitted to the header,
        and the change can be undone from the settings history.
      </p>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/svg+xml,image/webp,image/jpeg"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        disabled={progress !== null}
        className="block min-h-11 text-sm"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      {progress !== null ? (
        <p className="mt-2 text-sm">
          <progress max={1} value={progress} aria-label="Logo upload" className="mr-2 align-middle" />
          Uploading…
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm">
        {done ? "The new logo is saved and on the site." : ""}
      </p>
    </section>
  );
}
