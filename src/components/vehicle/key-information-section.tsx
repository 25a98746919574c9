import { KEY_INFO_VISIBLE, type SpecEntry } from "@/lib/vehicle/spec-list";
import { ExpandableList } from "./expandable-list";

/** Spec 01 §2 "a key-information grid (first 4 specs, then Show More / Show Less)". */
export function KeyInformationSection({ entries }: { entries: SpecEntry[] }) {
  return (
    <section aria-labelledby="key-info">
      <h2 id="key-info" className="mb-3 text-xl font-bold">
        Key information
      </h2>
      <ExpandableList
        id="key-info-list"
        items={entries.map((entry) => (
          <>
            <span className="block text-xs text-muted-foreground">{entry.label}</span>
            <span className="font-semibold">{entry.value}</span>
          </>
        ))}
        limit={KEY_INFO_VISIBLE}
        moreLabel="Show More"
        lessLabel="Show Less"
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        itemClassName="rounded-lg border p-3"
      />
    </section>
  );
}
