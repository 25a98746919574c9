/**
 * Runs once when the server starts, before it answers requests. The Node-only work lives in its own
 * module so the edge compilation of this file never sees Node APIs.
 *
 * A boot that fails ends the process with a non-zero code (`npm start` passes it on): Next would
 * otherwise go on answering every request, `/api/health` included, with a 500, and a supervisor or
 * load balancer would keep a server that can never work (decision 0020).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    try {
      const { bootServer } = await import("./server/boot-server");
      await bootServer();
    } catch (error) {
      const { message, code, stack } = (error ?? {}) as { message?: string; code?: string; stack?: string };
      console.error(
        `[boot] the server could not start, so it stops (exit 1): ${message || code || String(error)}${code ? ` (${code})` : ""}`,
      );
      if (stack) console.error(stack);
      process.exit(1);
    }
  }
}
