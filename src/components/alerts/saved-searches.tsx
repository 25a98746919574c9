import type { ReactNode } from "react";
import { ALERT_CHANNEL_LABELS, type SavedSearchView } from "@/lib/alerts/alert-types";

/**
 * A shopper's saved searches (issue 21 §6), as a list: each search in words, linking to the search,
 * and how its alerts reach the shopper. Presentational: the entries come as props (the garage reads
 * them on the server with `listSavedSearches`, the watchlist page through its manager), and the page
 * that lets the shopper change them draws each entry's controls (`actions`).
 */
export function SavedSearches({
  entries,
  actions,
  empty = "No saved searches yet. Search for the car you want, then press Save this search: we'll tell you when new cars match.",
}: {
  entries: readonly SavedSearchView[];
  actions?: (entry: SavedSearchView) => ReactNode;
  empty?: ReactNode;
}) {
  if (entries.length === 0) {
    return (
      <p className="rounded-lg border p-4 text-muted-foreground" data-testid="saved-searches-empty">
        {empty}
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-lg border" data-testid="saved-searches">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="saved-search"
        >
          <div className="min-w-0">
            <a href={entry.path} className="font-semibold text-primary underline-offset-4 hover:underline">
              {entry.label}
            </a>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="saved-search-alerts">
              {entry.alertsOn
                ? `New matches: ${ALERT_CHANNEL_LABELS[entry.channel].toLowerCase()}, at most once a day`
                : "Alerts off"}
            </p>
          </div>
          {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions(entry)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
