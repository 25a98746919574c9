import { z } from "zod";
import { compareModels, type SiteModel } from "./model";

/**
 * /models?body={body} (spec 02 §2 routes: "models by body: body name lower-cased, spaces replaced by
 * hyphens"). The body is the model's category (spec 02 §3 Model manufacturer_body, "SUVs & 4WDs" →
 * `suvs-&-4wds`). The query comes from links anyone can edit: it is read leniently, never refused.
 */

/** Spec 02 §2: "body name lower-cased, spaces replaced by hyphens". */
export function bodyParam(body: string): string {
  return body.trim().toLowerCase().replace(/\s+/g, "-");
}

/** The link to a body's models. */
export function modelsByBodyPath(body: string): string {
  return `/models?body=${encodeURIComponent(bodyParam(body))}`;
}

/** A body as a URL may carry it: short text, no control characters. */
const bodyQuery = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[^\p{Cc}]+$/u);

export type ModelsByBody =
  /** No body asked for: every model, by category. */
  | { kind: "all"; groups: BodyGroup[] }
  /** A body the site has models in. */
  | { kind: "body"; body: string; param: string; groups: BodyGroup[] }
  /** A body asked for that the site has no models in (or not a body at all): say so, then list them all. */
  | { kind: "unknown"; asked: string | null; groups: BodyGroup[] };

export type BodyGroup = { body: string; param: string; models: SiteModel[] };

const OTHER = "Other models";

/** The site's models grouped by body, bodies in first-seen order of the sorted models. */
export function bodyGroups(models: readonly SiteModel[]): BodyGroup[] {
  const groups = new Map<string, SiteModel[]>();
  for (const model of [...models].sort(compareModels)) {
    const body = model.category?.trim() || OTHER;
    groups.set(body, [...(groups.get(body) ?? []), model]);
  }
  return [...groups].map(([body, list]) => ({ body, param: bodyParam(body), models: list }));
}

/**
 * What /models shows for its `body` query: the one body's models when the site has that body (the
 * spec's form, or the same words written as a slug: `suvs-4wds`), every body otherwise, saying the
 * asked-for body has none. A repeated key reads its first value.
 */
export function modelsByBody(
  models: readonly SiteModel[],
  raw: string | readonly string[] | undefined,
): ModelsByBody {
  const groups = bodyGroups(models);
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first === undefined || (typeof first === "string" && first.trim() === ""))
    return { kind: "all", groups };
  const parsed = bodyQuery.safeParse(first);
  if (!parsed.success) return { kind: "unknown", asked: null, groups };
  const asked = bodyParam(parsed.data);
  const loose = (text: string) => text.replace(/[^a-z0-9]+/g, "");
  const match =
    groups.find((g) => g.param === asked) ??
    groups.find((g) => loose(g.param) === loose(asked) && loose(asked));
  if (!match) return { kind: "unknown", asked: parsed.data, groups };
  return { kind: "body", body: match.body, param: match.param, groups: [match] };
}
