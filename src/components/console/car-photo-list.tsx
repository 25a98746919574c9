"use client";

import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FieldError, fieldAria, fieldErrorId } from "@/components/ui/form-field";
import { MAX_ALT_LENGTH, type ResponsivePhoto } from "@/lib/media/photo-sizes";

export type ConsolePhoto = ResponsivePhoto & { id: string; alt: string; thumb: string };

/**
 * A car's extra photos in their order (issue 32 §1): each with its description (alt text), buttons to
 * move it earlier or later, and to remove it. Every change goes to the server at once, through
 * `change`, which answers an error message or null.
 */
export function CarPhotoList({
  photos,
  busy,
  change,
}: {
  photos: ConsolePhoto[];
  busy: boolean;
  change: (body: Record<string, unknown>) => Promise<string | null>;
}) {
  if (photos.length === 0) return <p className="rounded-xl border bg-background p-4">No extra photos yet.</p>;
  const move = (index: number, by: number) => {
    const ids = photos.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    return change({ action: "order", photos: ids });
  };
  return (
    <ol aria-label="Extra photos, in the order the car page shows them" className="space-y-3">
      {photos.map((photo, i) => (
        <li key={photo.id} className="flex flex-col gap-3 rounded-xl border bg-background p-3 sm:flex-row">
          <img
            src={photo.thumb}
            alt={photo.alt || `Extra photo ${i + 1}`}
            width={160}
            height={120}
            className="h-30 w-40 rounded object-cover"
          />
          <div className="flex flex-1 flex-col gap-2">
            <AltField photo={photo} index={i} busy={busy} change={change} />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={busy || i === 0}
                onClick={() => move(i, -1)}
                aria-label={`Move photo ${i + 1} earlier`}
              >
                <ArrowUp aria-hidden="true" /> Earlier
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy || i === photos.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move photo ${i + 1} later`}
              >
                <ArrowDown aria-hidden="true" /> Later
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => change({ action: "remove", photo: photo.id })}
                aria-label={`Remove photo ${i + 1}`}
              >
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

function AltField({
  photo,
  index,
  busy,
  change,
}: {
  photo: ConsolePhoto;
  index: number;
  busy: boolean;
  change: (body: Record<string, unknown>) => Promise<string | null>;
}) {
  const [alt, setAlt] = useState(photo.alt);
  const [error, setError] = useState<string | null>(null);
  const id = `alt-${photo.id}`;
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(await change({ action: "alt", photo: photo.id, alt }));
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold">
        Description of photo {index + 1}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={alt}
          maxLength={MAX_ALT_LENGTH + 20}
          onChange={(e) => setAlt(e.target.value)}
          className={`${FIELD_INPUT_CLASS} mt-0`}
          {...fieldAria(id, { error: Boolean(error) })}
        />
        <Button type="submit" variant="secondary" disabled={busy || alt === photo.alt}>
          Save
        </Button>
      </div>
      <FieldError id={fieldErrorId(id)} message={error ?? undefined} />
    </form>
  );
}
