import type { z } from "zod";
import type { BundleSection, ImportIssue } from "../import-issue";
import { type FieldReaders, parseLenient } from "../lenient-record";

/**
 * How a section's list of records is validated, record by record so one bad record never costs the
 * good ones: strictly or leniently (lib/import/lenient-record.ts), with each refused record's every
 * reason as an issue, and a later record repeating an earlier one's identity refused.
 */

/** A valid record and its position in the bundle's section. */
export type Indexed<T> = { index: number; record: T };

/** What names a raw record to a person in an issue: a car's stocknum or VIN, else a slug or id. */
export function recordKey(section: BundleSection, raw: unknown): string | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const r = raw as Record<string, unknown>;
  if (section === "cars") {
    if ((typeof r.stocknum === "string" || typeof r.stocknum === "number") && r.stocknum !== "")
      return `stocknum ${r.stocknum}`;
    if (typeof r.vin === "string" && r.vin) return `vin ${r.vin}`;
    return undefined;
  }
  return typeof r.slug === "string" ? r.slug : typeof r.id === "string" ? r.id : undefined;
}

/** A schema problem of the record at `index` as an import issue. */
export function issueAt(
  section: BundleSection,
  index: number | null,
  key: string | undefined,
  problem: { path: readonly PropertyKey[]; message: string },
): ImportIssue {
  return {
    section,
    index,
    ...(key ? { key } : {}),
    field: problem.path.map(String).join("."),
    message: problem.message,
  };
}

export function issuesFrom(
  section: BundleSection,
  index: number | null,
  key: string | undefined,
  error: z.ZodError,
) {
  return error.issues.map((i) => issueAt(section, index, key, i));
}

export function validateList<T>(
  section: BundleSection,
  items: unknown[] | undefined,
  schema: z.ZodType<T>,
  issues: ImportIssue[],
): Indexed<T>[] {
  const out: Indexed<T>[] = [];
  (items ?? []).forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) out.push({ index, record: parsed.data });
    else issues.push(...issuesFrom(section, index, recordKey(section, raw), parsed.error));
  });
  return out;
}

/**
 * Records read leniently (issue 15 §3): a bad optional field is left out with a warning and the
 * record kept; only a problem in a `refusing` field refuses it.
 */
export function validateLenientList<T>(
  section: BundleSection,
  items: unknown[] | undefined,
  schema: z.ZodType<T>,
  lenient: { readers: FieldReaders; refusing: ReadonlySet<string> },
  issues: ImportIssue[],
  warnings: ImportIssue[],
): Indexed<T>[] {
  const out: Indexed<T>[] = [];
  (items ?? []).forEach((raw, index) => {
    const key = recordKey(section, raw);
    const parsed = parseLenient(schema, raw, lenient);
    for (const w of parsed.warnings)
      warnings.push({ section, index, ...(key ? { key } : {}), field: w.field, message: w.message });
    if (parsed.ok) out.push({ index, record: parsed.record as T });
    else issues.push(...parsed.issues.map((i) => issueAt(section, index, key, i)));
  });
  return out;
}

/** Drops later records that repeat an earlier record's identity, naming both positions. */
export function rejectDuplicates<T>(
  section: BundleSection,
  records: Indexed<T>[],
  identity: (r: T) => { key: string; field: string; label: string } | null,
  issues: ImportIssue[],
): Indexed<T>[] {
  const seen = new Map<string, number>();
  return records.filter(({ index, record }) => {
    const id = identity(record);
    if (!id) return true;
    const first = seen.get(id.key);
    if (first === undefined) {
      seen.set(id.key, index);
      return true;
    }
    issues.push({
      section,
      index,
      key: id.label,
      field: id.field,
      message: `duplicate of ${section}[${first}]: the same ${id.field} appears twice in one bundle`,
    });
    return false;
  });
}
