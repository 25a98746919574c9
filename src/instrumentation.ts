/**
 * Runs once when the server starts, before it answers requests. The Node-only work lives in its own
 * module so the edge compilation of this file never sees Node APIs.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { bootServer } = await import("./server/boot-server");
    await bootServer();
  }
}
