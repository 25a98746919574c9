/**
 * Shows a toast (spec 02 §4 "Toasts: one at a time; a new one replaces the first"). Any client code
 * may call it; the toast system (sonner) is loaded by the layout's ToastHost on the first toast, so a
 * page that never toasts never downloads it (decision 0030).
 */

export type ToastKind = "message" | "success" | "error";

export type ToastRequest = {
  title: string;
  description?: string;
  kind?: ToastKind;
  /** How long it stays, in ms; the share toast's 3 s is SHARE_TOAST_MS. */
  duration?: number;
  /** A link the toast offers, e.g. the watchlist toast's 'View List' (spec 01 §2). */
  action?: { label: string; href: string };
};

/** The event a toast request travels on, from any component to the one host. */
export const TOAST_EVENT = "forecourt:toast";

/** How long a toast stays unless it says otherwise. */
export const DEFAULT_TOAST_MS = 5000;
/** Spec 02 §4 "Share button: copies the page URL and shows a toast lasting 3 seconds"; §9 "share toast 3000 ms". */
export const SHARE_TOAST_MS = 3000;

export function notify(request: ToastRequest): void {
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail: request }));
}
