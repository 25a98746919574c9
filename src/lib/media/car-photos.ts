import { z } from "zod";
import { MAX_ALT_LENGTH, MAX_EXTRA_PHOTOS } from "./photo-sizes";

/**
 * A car's extra photos (issue 32 §1, decision 0052): the rules the console's photo page and its API
 * share. Pure.
 */

export { MAX_ALT_LENGTH, MAX_EXTRA_PHOTOS };

const photoId = z.uuid({ message: "is not a photo of this car" });

/** A change to a car's photos other than an upload. */
export const photoChangeSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("remove"), photo: photoId }),
    z.strictObject({
      action: z.literal("alt"),
      photo: photoId,
      alt: z.string().trim().max(MAX_ALT_LENGTH, `Keep the description under ${MAX_ALT_LENGTH} characters`),
    }),
    z.strictObject({
      action: z.literal("order"),
      photos: z.array(photoId).min(1).max(MAX_EXTRA_PHOTOS),
    }),
  ],
  { error: "Say what to do: remove, alt or order" },
);
export type PhotoChange = z.infer<typeof photoChangeSchema>;

/** The order `ids` names, when it names each of `current` exactly once; else null. */
export function sameSet(current: readonly string[], ids: readonly string[]): boolean {
  return (
    current.length === ids.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => current.includes(id))
  );
}
