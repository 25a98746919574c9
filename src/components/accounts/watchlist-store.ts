// Browser state shared by every watchlist button on a page; imported by client components only.
import { hasSignedInHint } from "@/lib/accounts/signed-in-hint";
import { withWatchlistChange } from "@/lib/accounts/watchlist";
import { PENDING_SAVE_KEY, pendingSaveCar, pendingSaveText } from "@/lib/saved-cars/pending-save";
import { postJson } from "./account-api";

/**
 * The browser's copy of the shopper's watchlist (spec 01 §4 "Save adds the car to a local list at once,
 * then posts it"): read from local storage at once, then from the server (GET /api/watchlist) once per
 * page, and changed here first and on the server after. Every button on the page follows one copy.
 */
export type WatchlistState =
  | { status: "unknown" }
  | { status: "signed-out" }
  | { status: "signed-in"; phone: string; ids: number[] };

const STORAGE_KEY = "forecourt.watchlist";
const UNKNOWN: WatchlistState = { status: "unknown" };

let state: WatchlistState = UNKNOWN;
let loading: Promise<WatchlistState> | null = null;
const listeners = new Set<() => void>();

function set(next: WatchlistState): void {
  state = next;
  try {
    if (next.status === "signed-in") {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ phone: next.phone, ids: next.ids }));
    } else if (next.status === "signed-out") {
      window.localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Private mode or full storage: the page's copy still works.
  }
  for (const listener of listeners) listener();
}

export function watchlistSnapshot(): WatchlistState {
  return state;
}

export function serverWatchlistSnapshot(): WatchlistState {
  return UNKNOWN;
}

export function subscribeWatchlist(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function stored(): { phone: string; ids: number[] } | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null");
    if (!parsed || typeof parsed !== "object") return null;
    const { phone, ids } = parsed as { phone?: unknown; ids?: unknown };
    if (typeof phone !== "string" || !Array.isArray(ids)) return null;
    return { phone, ids: ids.filter((id): id is number => Number.isSafeInteger(id)) };
  } catch {
    return null;
  }
}

/** Reads the list once per page: the stored copy at once, the server's when it answers. */
export function loadWatchlist(): Promise<WatchlistState> {
  if (loading) return loading;
  if (!hasSignedInHint(document.cookie)) {
    set({ status: "signed-out" });
    loading = Promise.resolve(state);
    return loading;
  }
  const copy = stored();
  if (copy) set({ status: "signed-in", ...copy });
  loading = fetch("/api/watchlist", { cache: "no-store", credentials: "same-origin" })
    .then(async (response) => {
      if (response.status === 401 || response.status === 404) {
        set({ status: "signed-out" });
        return state;
      }
      const body = (await response.json()) as { phone_number?: unknown; car_ids?: unknown };
      if (typeof body.phone_number === "string" && Array.isArray(body.car_ids)) {
        set({
          status: "signed-in",
          phone: body.phone_number,
          ids: body.car_ids.filter(Number.isSafeInteger),
        });
      }
      return state;
    })
    .catch(() => {
      // Offline: keep the stored copy, or say signed out so a click goes to sign-in.
      if (state.status === "unknown") set({ status: "signed-out" });
      return state;
    });
  return loading;
}

export type ChangeAnswer = { ok: true } | { ok: false; status: number; error: string };

/** Spec 01 §4: the local list changes at once, then the post; a refused post puts it back. */
export async function changeWatchlist(carId: number, action: "save" | "remove"): Promise<ChangeAnswer> {
  const current = await loadWatchlist();
  if (current.status !== "signed-in")
    return { ok: false, status: 401, error: "Please sign in to use your watchlist." };
  const before = current.ids;
  set({ ...current, ids: withWatchlistChange(before, carId, action) });
  const answer = await postJson(`/api/watchlist/${action === "save" ? "save" : "remove"}-car`, {
    phone_number: current.phone,
    car_id: carId,
  });
  if (answer.status === 200 && answer.body.success === true) return { ok: true };
  const now = watchlistSnapshot();
  if (answer.status === 401) set({ status: "signed-out" });
  else if (now.status === "signed-in") {
    set({ ...now, ids: withWatchlistChange(now.ids, carId, before.includes(carId) ? "save" : "remove") });
  }
  return {
    ok: false,
    status: answer.status,
    error: answer.error ?? "Something went wrong. Please try again.",
  };
}

/**
 * Remembers, in this tab, the car whose Save sent a signed-out shopper to sign in (decision 0075), so
 * its button completes the save when they come back. Storage that is blocked only loses that.
 */
export function rememberPendingSave(carId: number): void {
  try {
    window.sessionStorage.setItem(PENDING_SAVE_KEY, pendingSaveText(carId, Date.now()));
  } catch {
    // Blocked storage: the shopper presses Save again after signing in.
  }
}

/**
 * Whether this car's save is waiting from before sign-in; if so it is taken off, so one button (and
 * one only) completes it.
 */
export function claimPendingSave(carId: number): boolean {
  try {
    const store = window.sessionStorage;
    const stored = store.getItem(PENDING_SAVE_KEY);
    const waiting = pendingSaveCar(stored, Date.now());
    if (waiting === null && stored !== null) store.removeItem(PENDING_SAVE_KEY);
    if (waiting !== carId) return false;
    store.removeItem(PENDING_SAVE_KEY);
    return true;
  } catch {
    return false;
  }
}
