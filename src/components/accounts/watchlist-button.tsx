"use client";

import { Bookmark } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { notify } from "@/components/ui/notify";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import { signInPath } from "@/lib/accounts/sign-in-types";
import {
  showsWatchlistButton,
  WATCHLIST_BUTTON,
  WATCHLIST_PATH,
  watchlistChangeAllowed,
  watchlistToast,
} from "@/lib/accounts/watchlist";
import { track } from "@/lib/analytics/track";
import { cn } from "@/lib/utils/cn";
import {
  changeWatchlist,
  claimPendingSave,
  loadWatchlist,
  rememberPendingSave,
  serverWatchlistSnapshot,
  subscribeWatchlist,
  watchlistSnapshot,
} from "./watchlist-store";

export type WatchlistCar = { id: number; name: string; status: string };

/**
 * Save / Saved (spec 01 §4 "Watchlist"): the car goes on the local list at once and then to the server;
 * on success a toast 'Car Saved In Watchlist' or 'Car Removed' with the car's name and 'View List', and
 * analytics 39 for a save. A shopper who is not signed in is sent to sign-in and back to this page
 * (spec 01 §2, §6), and the save they asked for is completed when they return (decision 0075). A sold
 * car's button shows only while it is on the list, to take it off.
 */
const LOOKS = {
  /** Beside the car page's other buttons. */
  default: "min-h-11 px-4 text-sm hover:bg-muted",
  /** Over a result card's photo. */
  overlay: "absolute right-2 top-2 min-h-9 bg-background/95 px-3 text-xs shadow-sm hover:bg-background",
} as const;

/** To sign-in and back to this page; a save to complete on return is remembered (decision 0075). */
function goToSignIn(saveCarId: number | null): void {
  if (saveCarId !== null) rememberPendingSave(saveCarId);
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(signInPath({ type: "watchlist", redirect: here, back: here }));
}

export function WatchlistButton({ car, look = "default" }: { car: WatchlistCar; look?: keyof typeof LOOKS }) {
  const state = useSyncExternalStore(subscribeWatchlist, watchlistSnapshot, serverWatchlistSnapshot);
  const [busy, setBusy] = useState(false);

  async function change(action: "save" | "remove", alreadyDone = false) {
    setBusy(true);
    const answer = alreadyDone ? ({ ok: true } as const) : await changeWatchlist(car.id, action);
    setBusy(false);
    if (answer.ok) {
      const toast = watchlistToast(action === "save" ? "saved" : "removed", car.name);
      notify({ ...toast, kind: "success", action: { label: "View List", href: WATCHLIST_PATH } });
      if (action === "save" && !alreadyDone) track("carSaved", { car_id: car.id });
    } else if (answer.status === 401) {
      goToSignIn(action === "save" ? car.id : null);
    } else {
      // Spec 01 §8 "Watchlist request failure: an alert shows the error message".
      notify({ title: answer.error, kind: "error" });
    }
  }

  useIdleEffect(() => {
    void loadWatchlist().then((current) => {
      // Back from the sign-in this car's Save asked for: the save it asked for (decision 0075).
      if (current.status !== "signed-in" || !claimPendingSave(car.id)) return;
      if (!watchlistChangeAllowed(car.status, current.ids.includes(car.id), "save")) return;
      void change("save", current.ids.includes(car.id));
    });
  }, []);
  const saved = state.status === "signed-in" && state.ids.includes(car.id);
  if (!showsWatchlistButton(car.status, saved)) return null;

  async function toggle() {
    const current = await loadWatchlist();
    if (current.status !== "signed-in") {
      goToSignIn(car.id);
      return;
    }
    const action = current.ids.includes(car.id) ? "remove" : "save";
    if (!watchlistChangeAllowed(car.status, action === "remove", action)) return;
    await change(action);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={saved}
      aria-label={`${saved ? WATCHLIST_BUTTON.saved : WATCHLIST_BUTTON.save}: ${car.name} in your watchlist`}
      className={cn(
        "inline-flex items-center gap-2 rounded-lg border font-semibold disabled:opacity-60",
        LOOKS[look],
      )}
      data-testid="watchlist-button"
    >
      <Bookmark className={saved ? "size-4 fill-current text-primary" : "size-4"} aria-hidden="true" />
      {saved ? WATCHLIST_BUTTON.saved : WATCHLIST_BUTTON.save}
    </button>
  );
}
