"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import type { ContentKind } from "@/lib/content/content-kinds";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * An item's versions, newest first (decision 0053): what each did (draft, published, taken off, an
 * import, a rollback), who made it, when, and which fields it changed; each earlier one can be brought
 * back, as a new version that does what that one did.
 */
export type HistoryEntry = {
  revision: number;
  /** "Published", "Draft", "Imported", "Rolled back to version 2", … */
  what: string;
  actor: string;
  when: string | null;
  changed: string[];
};

export function ContentHistory({
  siteSlug,
  kind,
  slug,
  revision,
  entries,
  onDone,
}: {
  siteSlug: string;
  kind: ContentKind;
  slug: string;
  revision: number;
  entries: readonly HistoryEntry[];
  onDone: (message: string) => void;
}) {
  const router = useRouter();
  const { formError, busy, send } = useConsoleForm();

  async function rollback(to: number) {
    const answer = await send(() =>
      postConsole<{ message: string; revision: number }>(`/api/sites/${siteSlug}/content/${kind}`, {
        action: "rollback",
        slug,
        revision,
        to,
      }),
    );
    if (!answer || !("body" in answer)) return;
    onDone(`${answer.body.message} Version ${answer.body.revision} has the fields of version ${to}.`);
    router.refresh();
  }

  return (
    <section aria-labelledby="content-history-heading" className="rounded-xl border bg-background p-4">
      <h2 id="content-history-heading" className="mb-3 text-lg font-semibold">
        Versions
      </h2>
      <FormAlert message={formError} />
      <ol className="space-y-3">
        {entries.map((entry) => (
          <li
            key={entry.revision}
            className="flex flex-wrap items-start justify-between gap-2 border-t pt-3 text-sm"
          >
            <div>
              <p className="font-semibold">
                Version {entry.revision}: {entry.what}
              </p>
              <p className="text-muted-foreground">
                {entry.actor}
                {entry.when ? `, ${entry.when}` : ""}
              </p>
              {entry.changed.length ? <p>Changed: {entry.changed.join(", ")}</p> : null}
            </div>
            {entry.revision !== revision ? (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void rollback(entry.revision)}
              >
                Roll back to this<span className="sr-only"> (version {entry.revision})</span>
              </Button>
            ) : (
              <span className="rounded-full bg-muted px-2 py-0.5">Newest</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
