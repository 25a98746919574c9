import "server-only";
import { z } from "zod";
import { jsonError, type RecordResult, recordResponse } from "./api";
import { receiveStateChange } from "./state-change";

/**
 * A shopper's resumable record kept under an unguessable id and filled in steps (a purchase journey, a
 * trade-in valuation): reading it and saving one of its steps are answered the same way for each.
 */
export type SavedRecordKind<S extends string> = {
  isId: (id: string) => boolean;
  isStep: (step: string) => step is S;
  /** The 404's words for an id that names no record of this kind on the site. */
  notFound: string;
};

const NO_STORE = { "cache-control": "no-store" };

/** GET …/{id}: 200 the record's view (never cached), or 404 for an id that is not one or names none. */
export async function getSavedRecord<V>(
  kind: Pick<SavedRecordKind<string>, "isId" | "notFound">,
  id: string,
  read: () => Promise<V | null>,
): Promise<Response> {
  if (!kind.isId(id)) return jsonError(404, kind.notFound);
  const view = await read();
  return view ? Response.json(view, { headers: NO_STORE }) : jsonError(404, kind.notFound);
}

/**
 * PUT …/{id}/{step}: the state-change prelude (an id or a step that cannot be one is 404 before the
 * body is read), then the step's own rules in `save`, answered as every saved record's write is.
 */
export async function putSavedRecordStep<S extends string, V>(
  request: Request,
  kind: SavedRecordKind<S>,
  id: string,
  step: string,
  save: (step: S, body: unknown) => Promise<RecordResult<V>>,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    refuse: () =>
      !kind.isId(id)
        ? jsonError(404, kind.notFound)
        : !kind.isStep(step)
          ? jsonError(404, "No such step.")
          : null,
    body: { schema: z.unknown() },
  });
  if (!change.ok) return change.response;
  if (!kind.isStep(step)) return jsonError(404, "No such step.");
  return recordResponse(await save(step, change.input), kind.notFound);
}
