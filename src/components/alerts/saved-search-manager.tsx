"use client";

import { useState } from "react";
import { postJson } from "@/components/accounts/account-api";
import { notify } from "@/components/ui/notify";
import type { SavedSearchView } from "@/lib/alerts/alert-types";
import { SavedSearches } from "./saved-searches";

const control =
  "inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold hover:bg-muted disabled:opacity-60";

/**
 * The signed-in shopper's saved searches with their controls (issue 21 §6): each search's alerts on
 * or off, and Remove. Each change is posted, and shown once the server has it.
 */
export function SavedSearchManager({ initial }: { initial: SavedSearchView[] }) {
  const [entries, setEntries] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);

  const change = async (entry: SavedSearchView, action: "toggle" | "remove") => {
    setBusy(entry.id);
    const answer =
      action === "remove"
        ? await postJson("/api/saved-searches/remove", { id: entry.id })
        : await postJson("/api/saved-searches/update", { id: entry.id, alerts_on: !entry.alertsOn });
    setBusy(null);
    if (answer.status !== 200) {
      notify({ kind: "error", title: answer.error ?? "That didn't work. Please try again." });
      return;
    }
    if (action === "remove") {
      setEntries((list) => list.filter((e) => e.id !== entry.id));
      notify({ kind: "success", title: "Search removed", description: entry.label });
    } else {
      setEntries((list) => list.map((e) => (e.id === entry.id ? { ...e, alertsOn: !e.alertsOn } : e)));
    }
  };

  return (
    <SavedSearches
      entries={entries}
      actions={(entry) => (
        <>
          <button
            type="button"
            className={control}
            aria-label={`Turn alerts ${entry.alertsOn ? "off" : "on"} for ${entry.label}`}
            disabled={busy === entry.id}
            onClick={() => change(entry, "toggle")}
            data-testid="saved-search-toggle"
          >
            {entry.alertsOn ? "Turn alerts off" : "Turn alerts on"}
          </button>
          <button
            type="button"
            className={control}
            aria-label={`Remove ${entry.label}`}
            disabled={busy === entry.id}
            onClick={() => change(entry, "remove")}
          >
            Remove
          </button>
        </>
      )}
    />
  );
}
