import "server-only";

/**
 * A pause for long work on the server's one thread (an import while it serves): resolves at once until
 * `sliceMs` of work has passed since the last real pause, then gives the event loop a turn through a
 * timer, so requests, their I/O and timers run between slices. A timer, not setImmediate: work that
 * awaits only promises PGlite resolves synchronously never reaches the loop's timer phase otherwise.
 */
export function timeSlicer(sliceMs = 10, now: () => number = () => performance.now()): () => Promise<void> {
  let since = now();
  return async () => {
    if (now() - since < sliceMs) return;
    await giveTurn();
    since = now();
  };
}

/** One turn of the event loop through its timer phase (see timeSlicer). */
export function giveTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
