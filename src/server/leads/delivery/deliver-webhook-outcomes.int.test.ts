// backend-independent: no database at all.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "@/lib/leads/webhook-signature";
import { deliverWebhook } from "./deliver-webhook";
import { answer, LOCAL, NOW_MS, PAYLOAD, SECRET, setUpWebhookTests, sink } from "./webhook-test-receiver";

setUpWebhookTests();

describe("deliverWebhook: delivery and outcomes", () => {
  it("webhook: a 2xx is delivered, signed so the receiver can verify it, with the delivery id as idempotency key", async () => {
    const target = await sink(answer(202, '{"received":true}'));
    const outcome = await deliverWebhook(
      { url: `${target.url}/hooks/leads?dealer=7`, secret: SECRET },
      PAYLOAD,
      LOCAL,
    );

    expect(outcome).toEqual({ ok: true, status: 202 });
    expect(target.received).toHaveLength(1);
    const [request] = target.received;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/hooks/leads?dealer=7");
    expect(request?.body).toBe(PAYLOAD.body);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["user-agent"]).toBe("Forecourt-Webhook/1");
    expect(request?.headers["x-forecourt-delivery"]).toBe(PAYLOAD.id);
    expect(request?.headers.host).toBe(`127.0.0.1:${target.port}`);

    const signature = request?.headers["x-forecourt-signature"] as string;
    expect(signature).toMatch(new RegExp(`^t=${NOW_MS / 1000},v1=[0-9a-f]{64}$`));
    expect(verifyWebhookSignature(SECRET, signature, request!.body, NOW_MS / 1000)).toBe(true);
    expect(verifyWebhookSignature("whsec_someone_else", signature, request!.body, NOW_MS / 1000)).toBe(false);
  });

  it("webhook: without an injected clock the signature carries the current time", async () => {
    const target = await sink(answer(200));
    await deliverWebhook({ url: target.url, secret: SECRET }, PAYLOAD, { allowPrivateTargets: true });
    const [request] = target.received;
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(
      verifyWebhookSignature(
        SECRET,
        request?.headers["x-forecourt-signature"] as string,
        request!.body,
        nowSeconds,
      ),
    ).toBe(true);
  });

  it("webhook: HTTP 503 is a retryable failure the dealer can read", async () => {
    const target = await sink(answer(503, "Service Unavailable"));
    const outcome = await deliverWebhook({ url: target.url, secret: SECRET }, PAYLOAD, LOCAL);
    expect(outcome).toEqual({
      ok: false,
      retryable: true,
      status: 503,
      reason: `HTTP 503 from 127.0.0.1:${target.port}: Service Unavailable`,
    });
  });

  it.each([408, 425, 429, 500, 502])("webhook: HTTP %i is retryable", async (status) => {
    const target = await sink(answer(status));
    const outcome = await deliverWebhook({ url: target.url, secret: SECRET }, PAYLOAD, LOCAL);
    expect(outcome).toMatchObject({ ok: false, retryable: true, status });
  });

  it("webhook: HTTP 400 is not retryable, and the receiver's explanation reaches the dealer", async () => {
    const target = await sink(answer(400, '{"error":"missing field customer.email"}\n'));
    const outcome = await deliverWebhook({ url: target.url, secret: SECRET }, PAYLOAD, LOCAL);
    expect(outcome).toEqual({
      ok: false,
      retryable: false,
      status: 400,
      reason: `HTTP 400 from 127.0.0.1:${target.port}: {"error":"missing field customer.email"}`,
    });
  });

  it.each([401, 403, 404, 410, 422])("webhook: HTTP %i is not retryable", async (status) => {
    const target = await sink(answer(status));
    const outcome = await deliverWebhook({ url: target.url, secret: SECRET }, PAYLOAD, LOCAL);
    expect(outcome).toMatchObject({ ok: false, retryable: false, status });
  });

  it("webhook: a receiver's text is made safe for a terminal (no escape codes, one short line)", async () => {
    const target = await sink(answer(422, `\u001b[2J\u001b[31mbad\r\nthing\u202e${"x".repeat(500)}`));
    const outcome = await deliverWebhook({ url: target.url, secret: SECRET }, PAYLOAD, LOCAL);
    expect(outcome.ok).toBe(false);
    const reason = outcome.ok ? "" : outcome.reason;
    expect(reason).toMatch(/^HTTP 422 from 127\.0\.0\.1:\d+: \[2J \[31mbad thingx+…$/);
    const unsafe = [...reason].filter((ch) => ch < " " || ch === "\u007f" || ch === "\u202e");
    expect(unsafe).toEqual([]);
    expect(reason.length).toBeLessThan(200);
  });

  it("webhook: redirects are not followed; a 3xx is a non-retryable failure naming the status", async () => {
    const elsewhere = await sink(answer(200));
    const target = await sink(answer(302, "", { location: `${elsewhere.url}/moved` }));
    const outcome = await deliverWebhook({ url: target.url, secret: SECRET }, PAYLOAD, LOCAL);
    expect(outcome).toMatchObject({ ok: false, retryable: false, status: 302 });
    expect(outcome.ok ? "" : outcome.reason).toContain("HTTP 302");
    expect(outcome.ok ? "" : outcome.reason).toContain(`${elsewhere.url}/moved`);
    expect(elsewhere.received).toHaveLength(0);
  });
});
