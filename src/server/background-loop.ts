import "server-only";

/**
 * A background job's loop: `pass` runs every `intervalMs` and whenever kicked, one pass at a time; a
 * kick during a pass runs one more pass after it (so work stored meanwhile is not left for the next
 * tick). `pass` must not throw: it logs its own failures. Shared by the outbox worker and the alert
 * digest job.
 */
export type BackgroundLoop = {
  /** Run a pass now instead of at the next tick. */
  kick(): void;
  /** No pass after this; waits for the one under way. */
  stop(): Promise<void>;
};

export function startBackgroundLoop(pass: () => Promise<void>, intervalMs: number): BackgroundLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = null;
      if (again) {
        again = false;
        run();
      }
    });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
