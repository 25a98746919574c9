// backend-independent: no database at all.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { describe, expect, it, vi } from "vitest";
import { deliverWebhook } from "./deliver-webhook";
import { answer, closedPort, LOCAL, PAYLOAD, SECRET, setUpWebhookTests, sink } from "./webhook-test-receiver";

setUpWebhookTests();

describe("deliverWebhook: delivery and outcomes: timeouts, dropped connections and odd bodies", () => {
  it("webhook: a receiver that never answers times out (retryable) and the request is abandoned", async () => {
    let closed = 0;
    const target = await sink((req) => req.socket.on("close", () => closed++));
    const started = performance.now();
    const outcome = await deliverWebhook({ url: target.url, secret: SECRET }, PAYLOAD, {
      ...LOCAL,
      timeoutMs: 200,
    });
    expect(outcome).toEqual({ ok: false, retryable: true, reason: "timed out after 200 ms" });
    expect(performance.now() - started).toBeLessThan(2_000);
    await vi.waitFor(() => expect(closed).toBe(1));
  });

  it("webhook: a closed port is a retryable connection failure", async () => {
    const port = await closedPort();
    const outcome = await deliverWebhook(
      { url: `http://127.0.0.1:${port}/`, secret: SECRET },
      PAYLOAD,
      LOCAL,
    );
    expect(outcome).toEqual({
      ok: false,
      retryable: true,
      reason: `connection refused by 127.0.0.1:${port}`,
    });
  });

  it("webhook: a connection dropped before any response is retryable", async () => {
    const target = await sink((req) => req.socket.destroy());
    const outcome = await deliverWebhook({ url: target.url, secret: SECRET }, PAYLOAD, LOCAL);
    expect(outcome).toMatchObject({ ok: false, retryable: true });
    expect(outcome.ok ? "" : outcome.reason).toContain(`127.0.0.1:${target.port}`);
  });

  it("webhook: a huge response body is read only up to 64 KB, then the connection is dropped", async () => {
    let written = 0;
    let stopped = false;
    const target = await sink((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      const chunk = Buffer.alloc(16 * 1024, "a");
      const pump = () => {
        while (!stopped && written < 64 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("close", () => {
        stopped = true;
      });
      pump();
    });
    const outcome = await deliverWebhook({ url: target.url, secret: SECRET }, PAYLOAD, {
      ...LOCAL,
      timeoutMs: 5_000,
    });
    expect(outcome).toEqual({ ok: true, status: 200 });
    await vi.waitFor(() => expect(stopped).toBe(true));
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it("webhook: once a 2xx status arrives, a body that never finishes does not turn success into failure", async () => {
    const target = await sink((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("partial");
    });
    const outcome = await deliverWebhook({ url: target.url, secret: SECRET }, PAYLOAD, {
      ...LOCAL,
      timeoutMs: 300,
    });
    expect(outcome).toEqual({ ok: true, status: 200 });
  });

  it("webhook: a request that cannot be built is a non-retryable failure, not a thrown error", async () => {
    const target = await sink(answer(200));
    const outcome = await deliverWebhook(
      { url: target.url, secret: SECRET },
      { ...PAYLOAD, id: "lead\r\nx-injected: 1" },
      LOCAL,
    );
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(outcome.ok ? "" : outcome.reason).toMatch(/^could not build the webhook request: /);
    expect(target.received).toHaveLength(0);
  });
});
