"use client";

import { useCallback, useRef, useState } from "react";
import { type NearestAnswer, postcodeFormatError } from "@/lib/locations/distance";

export type NearestFound = Extract<NearestAnswer, { ok: true }>;

export type NearestLookup =
  | { status: "idle" | "loading" }
  | { status: "found"; answer: NearestFound }
  | { status: "error"; error: string };

/** Shown when the lookup itself fails (offline, server error), not the postcode. */
export const LOOKUP_FAILED = "Could not look up that postcode. Please try again.";

/**
 * Looks a postcode up with GET /api/locations/nearest (issue 17 item 5). The 4-digit rule is checked
 * here first (spec 02 §5), so a malformed postcode costs no request; an unknown one comes back from
 * the server as 'Invalid postcode'.
 */
export function useNearestLocation(limit = 1) {
  const [lookup, setLookup] = useState<NearestLookup>({ status: "idle" });
  const inflight = useRef<AbortController | null>(null);

  const find = useCallback(
    async (raw: string): Promise<NearestFound | null> => {
      const formatError = postcodeFormatError(raw);
      if (formatError) {
        setLookup({ status: "error", error: formatError });
        return null;
      }
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      setLookup({ status: "loading" });
      try {
        const query = new URLSearchParams({ postcode: raw.trim(), limit: String(limit) });
        const response = await fetch(`/api/locations/nearest?${query}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        const body = (await response.json().catch(() => null)) as NearestFound | { error?: string } | null;
        if (response.ok && body && "ok" in body) {
          setLookup({ status: "found", answer: body });
          return body;
        }
        const error = response.status === 400 && body && "error" in body && body.error;
        setLookup({ status: "error", error: error || LOOKUP_FAILED });
        return null;
      } catch (error) {
        if ((error as Error).name !== "AbortError") setLookup({ status: "error", error: LOOKUP_FAILED });
        return null;
      }
    },
    [limit],
  );

  const reset = useCallback(() => setLookup({ status: "idle" }), []);
  return { lookup, find, reset };
}
