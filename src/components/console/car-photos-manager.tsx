"use client";

import { useState } from "react";
import { thumbnailFromPhoto } from "@/lib/media/photo-sizes";
import { CarPhotoList, type ConsolePhoto } from "./car-photo-list";
import { postConsole } from "./console-request";
import { uploadFile } from "./upload-file";

/**
 * A car's extra photos in the console (issue 32 §1): drop photos on the box or pick them (several at
 * once); each uploads on its own with its progress shown and its own error (too big, not a photo);
 * then the list to describe, reorder and remove them.
 */

type Upload = { key: string; name: string; progress: number; error: string | null };
type ServerPhoto = Omit<ConsolePhoto, "thumb">;

const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";
const typeOf = (file: File) =>
  file.type && file.type !== ""
    ? file.type
    : /\.hei[cf]$/i.test(file.name)
      ? "image/heic"
      : "application/octet-stream";

export function CarPhotosManager({
  uploadUrl,
  changeUrl,
  initial,
  limitMb,
}: {
  uploadUrl: string;
  changeUrl: string;
  initial: ConsolePhoto[];
  limitMb: number;
}) {
  const [photos, setPhotos] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const withThumb = (p: ServerPhoto): ConsolePhoto => ({ ...p, thumb: thumbnailFromPhoto(p) });
  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function send(files: File[]) {
    const added = files.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      name: file.name,
      progress: 0,
      error: null,
    }));
    setUploads((list) => [...added, ...list]);
    let done = 0;
    for (const [i, file] of files.entries()) {
      const key = added[i]!.key;
      if (file.size > limitMb * 1024 * 1024) {
        patch(key, { error: `${file.name} is over ${limitMb} MB: make it smaller and try again.` });
        continue;
      }
      const answer = await uploadFile<{ photo: ServerPhoto }>(uploadUrl, file, typeOf(file), (progress) =>
        patch(key, { progress }),
      );
      if (answer.ok) {
        done++;
        setPhotos((list) => [...list, withThumb(answer.body.photo)]);
        setUploads((list) => list.filter((u) => u.key !== key));
      } else {
        patch(key, { error: `${file.name}: ${answer.fields.file ?? answer.error}` });
      }
    }
    setMessage(done ? `${done} photo${done === 1 ? "" : "s"} added.` : null);
  }

  async function change(body: Record<string, unknown>): Promise<string | null> {
    setBusy(true);
    const answer = await postConsole<{ photos: ServerPhoto[] }>(changeUrl, body);
    setBusy(false);
    if (answer.ok) {
      setPhotos(answer.body.photos.map(withThumb));
      setMessage(
        body.action === "remove"
          ? "Photo removed."
          : body.action === "order"
            ? "Order saved."
            : "Description saved.",
      );
      return null;
    }
    const fieldError = answer.fields.alt;
    if (!fieldError) setMessage(answer.error);
    return fieldError ?? null;
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="add-photos" className="space-y-3">
        <h2 id="add-photos" className="text-lg font-semibold">
          Add photos
        </h2>
        {/* The drop target is the file input's own label: dropping on it, or clicking it, picks photos. */}
        <label
          htmlFor="photo-files"
          data-testid="photo-drop"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void send([...event.dataTransfer.files]);
          }}
          className={`block cursor-pointer rounded-xl border-2 border-dashed p-6 text-center ${dragging ? "border-primary bg-muted" : "border-border"}`}
        >
          <span className="mb-3 block">Drop photos here, or</span>
          <span className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-primary-foreground">
            Choose photos
          </span>
        </label>
        <input
          id="photo-files"
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          aria-describedby="photo-files-hint"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            void send(files);
          }}
        />
        <p id="photo-files-hint" className="text-sm text-muted-foreground">
          JPEG, PNG, WebP or HEIC, up to {limitMb} MB each. They show on the car page after the feed's photos.
        </p>
        {uploads.length ? (
          <ul aria-label="Uploads" className="space-y-2">
            {uploads.map((u) => (
              <li key={u.key} className="text-sm">
                {u.error ? (
                  <p role="alert" className="font-semibold text-destructive">
                    {u.error}
                  </p>
                ) : (
                  <label className="flex flex-col gap-1">
                    Uploading {u.name}
                    <progress value={u.progress} max={1} className="w-full" />
                  </label>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <p role="status" className="text-sm">
          {message}
        </p>
      </section>
      <section aria-labelledby="the-photos" className="space-y-3">
        <h2 id="the-photos" className="text-lg font-semibold">
          Extra photos ({photos.length})
        </h2>
        <CarPhotoList photos={photos} busy={busy} change={change} />
      </section>
    </div>
  );
}
