import "server-only";
import { processSingleton } from "../process-singleton";

/**
 * "Something was just stored for the outbox": code that files a lead or makes a digest wakes the
 * worker through this signal rather than importing the worker, so the areas that write outbox rows
 * never depend on the one that wires every queue together (server/outbox-worker-instance.ts, beside
 * the boot). Shared by every bundle like the worker itself; with no listener (the CLI, tests) a wake
 * does nothing, and the rows go out at the worker's next tick in whichever server runs it.
 */
const listeners = processSingleton<Set<() => void>>("outbox-wake-listeners");

/** Send now rather than at the next tick. */
export function wakeOutbox(): void {
  for (const listener of listeners.peek() ?? []) listener();
}

/** Calls `listener` on every wake until the returned function is called. */
export function onOutboxWake(listener: () => void): () => void {
  const set = listeners.get(() => new Set());
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
