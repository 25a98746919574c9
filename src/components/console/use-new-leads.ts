"use client";

import { useEffect, useRef, useState } from "react";
import type { InboxRow } from "@/lib/inbox/inbox-row";

/**
 * The inbox's polling (issue 31 §4 "new leads appear without a reload within 10 s"): every few seconds,
 * while the tab is visible, ask the updates endpoint for the view's leads since a little before the
 * newest one known, and keep those not yet known. The overlap catches a lead whose transaction
 * committed a moment after a newer one; the ids keep it from counting twice. A refusal (signed out, the
 * site gone) stops the polling and says so.
 */

export const POLL_MS = 5_000;
/** How far before the newest known lead each poll looks back (ids drop what was already seen). */
const OVERLAP_MS = 10_000;

export type NewLeads = { waiting: InboxRow[]; more: boolean; stopped: string | null };

export function useNewLeads(options: {
  /** `/api/sites/{slug}/leads/updates?<filters>` without `since`. */
  url: string;
  known: InboxRow[];
  /** When the page was drawn: the start for an empty list. */
  drawnAt: string;
}): NewLeads & { take(): InboxRow[] } {
  const [state, setState] = useState<NewLeads>({ waiting: [], more: false, stopped: null });
  const known = useRef(options.known);
  known.current = options.known;
  const waiting = useRef<InboxRow[]>([]);

  useEffect(() => {
    let stopped = false;
    let busy = false;
    const poll = async () => {
      if (stopped || busy || document.visibilityState !== "visible") return;
      busy = true;
      try {
        const all = [...waiting.current, ...known.current];
        const newest = Math.max(Date.parse(options.drawnAt), ...all.map((row) => Date.parse(row.createdAt)));
        const since = new Date(newest - OVERLAP_MS).toISOString();
        const response = await fetch(
          `${options.url}${options.url.includes("?") ? "&" : "?"}since=${encodeURIComponent(since)}`,
          {
            headers: { accept: "application/json" },
            cache: "no-store",
          },
        );
        if (response.status === 401 || response.status === 403 || response.status === 404) {
          stopped = true;
          setState((s) => ({
            ...s,
            stopped: "New leads are no longer checked: reload the page to sign in again.",
          }));
          return;
        }
        if (!response.ok) return;
        const body = (await response.json()) as { rows: InboxRow[]; more: boolean };
        const seen = new Set(all.map((row) => row.id));
        const fresh = body.rows.filter((row) => !seen.has(row.id));
        if (fresh.length) {
          waiting.current = [...fresh, ...waiting.current];
          setState((s) => ({ ...s, waiting: waiting.current, more: s.more || body.more }));
        }
      } catch {
        // Offline for a moment: the next poll tries again.
      } finally {
        busy = false;
      }
    };
    const timer = window.setInterval(poll, POLL_MS);
    const onVisible = () => void poll();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [options.url, options.drawnAt]);

  return {
    ...state,
    take() {
      const taken = waiting.current;
      waiting.current = [];
      // Known at once, before the list's next render: a poll in between must not offer them again.
      known.current = [...taken, ...known.current];
      setState((s) => ({ ...s, waiting: [], more: false }));
      return taken;
    },
  };
}
