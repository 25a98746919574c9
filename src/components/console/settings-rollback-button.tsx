"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

/** Undo one settings change (issue 32 item 3): a new revision putting its keys back as they were. */
export function SettingsRollbackButton({ slug, revision }: { slug: string; revision: number }) {
  const router = useRouter();
  const { formError, busy, send } = useConsoleForm();
  const [done, setDone] = useState<string | null>(null);

  async function rollback() {
    const outcome = await send(() =>
      postConsole<{ changed: string[]; secretsSkipped: string[] }>(
        `/api/sites/${slug}/settings/history/${revision}`,
        { action: "rollback" },
      ),
    );
    if (!outcome || !("body" in outcome)) return;
    const { changed, secretsSkipped } = outcome.body;
    const skipped = secretsSkipped.length
      ? ` Secrets are never restored: set ${secretsSkipped.join(", ")} again.`
      : "";
    setDone(
      `${changed.length ? `Undone: ${changed.join(", ")}.` : "Already as it was: nothing changed."}${skipped}`,
    );
    router.refresh();
  }

  return (
    <div className="mt-3 space-y-2">
      <FormAlert message={formError} />
      {done ? (
        <p role="status" className="text-sm">
          {done}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => void rollback()}>
        Undo this change
      </Button>
    </div>
  );
}
