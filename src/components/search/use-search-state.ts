"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ResultCache, rememberSearch, type SearchHistoryEntry } from "@/lib/search/search-memory";
import {
  hasFilters,
  parseSearchParams,
  searchStateToQueryString,
  searchUrl,
  withPreset,
} from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";
import type { CardResult } from "./view-props";

export type SearchStatus = "loading" | "hasData" | "hasError";

const HISTORY_KEY = "forecourt:search-history";

/**
 * The search page's state in the browser (spec 01 §4 "Search state"). The URL holds the search: a
 * change is pushed to it and the results load in place, the previous ones staying on screen while
 * loading and after an error; the last 10 results are cached, the last 5 searches with filters are
 * remembered, and back/forward restore the search. `formRef` goes on the form: it is marked
 * `data-enhanced` once this is live (tests wait for it).
 */
export function useSearchState({
  basePath,
  preset,
  initialState,
  initialResult,
}: {
  basePath: string;
  preset: SearchState["refinements"];
  initialState: SearchState;
  initialResult: CardResult;
}) {
  const [state, setState] = useState(initialState);
  const [result, setResult] = useState(initialResult);
  const [status, setStatus] = useState<SearchStatus>("hasData");
  // Set on the element, not in state: a state change here would re-render the whole page right after
  // hydrating.
  const formRef = useRef<HTMLFormElement>(null);
  const cache = useRef(new ResultCache<CardResult>(10));
  const inflight = useRef<AbortController | null>(null);

  useEffect(() => {
    formRef.current?.setAttribute("data-enhanced", "true");
    cache.current.set(searchStateToQueryString(initialState), initialResult);
  }, [initialState, initialResult]);

  const load = useCallback(async (next: SearchState) => {
    const key = searchStateToQueryString(next);
    const cached = cache.current.get(key);
    if (cached) {
      setResult(cached);
      setStatus("hasData");
      return;
    }
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setStatus("loading");
    try {
      const response = await fetch(`/api/search${key}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      const data = (await response.json()) as CardResult;
      cache.current.set(key, data);
      setResult(data);
      setStatus("hasData");
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      // Spec 01 §8 "Search error: previous hits stay shown."
      setStatus("hasError");
    }
  }, []);

  const apply = useCallback(
    (next: SearchState, options: { scroll?: boolean } = {}) => {
      setState(next);
      const url = searchUrl(next, basePath, preset);
      window.history.pushState({ searchState: next }, "", url);
      if (hasFilters(next)) {
        try {
          const stored = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? "[]") as SearchHistoryEntry[];
          const updated = rememberSearch(stored, { path: url, state: next, at: new Date().toISOString() });
          localStorage.setItem(HISTORY_KEY, JSON.stringify(updated));
        } catch {
          // Storage may be full or disabled; history is a convenience.
        }
      }
      void load(next);
      if (options.scroll)
        document.getElementById("results")?.scrollIntoView({ behavior: "smooth", block: "start" });
    },
    [basePath, preset, load],
  );

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const fromHistory = (event.state as { searchState?: SearchState } | null)?.searchState;
      const next =
        fromHistory ??
        withPreset(parseSearchParams(new URLSearchParams(window.location.search)).state, preset);
      setState(next);
      void load(next);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [load, preset]);

  return { state, result, status, apply, formRef };
}

/** What the search view's sections call to change the search (useSearchState's `apply`). */
export type ApplySearch = ReturnType<typeof useSearchState>["apply"];
