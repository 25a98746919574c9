"use client";

import { type DependencyList, type EffectCallback, useEffect } from "react";

/** Longest wait for an idle moment, so the work still happens on a page that is never idle. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * useEffect for work the shopper does not wait on (recording a view, reading saved cars, asking for a
 * finance estimate): it runs when the browser is next idle instead of in the task that commits the
 * hydrated page. React runs every effect of a commit in one task, so on a phone a page's effects
 * together made a 200 ms long task right after hydration (issue 4's Lighthouse total blocking time).
 * The effect's cleanup runs as usual; unmounting before the idle moment cancels the effect.
 */
export function useIdleEffect(effect: EffectCallback, deps: DependencyList): void {
  useEffect(() => {
    let cleanup: ReturnType<EffectCallback>;
    let ran = false;
    const run = () => {
      ran = true;
      cleanup = effect();
    };
    const idle = typeof window.requestIdleCallback === "function";
    const handle = idle
      ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(run, 1);
    return () => {
      if (!ran) {
        if (idle) window.cancelIdleCallback(handle);
        else window.clearTimeout(handle);
      }
      cleanup?.();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps stand for the effect, as with useEffect.
  }, deps);
}
