import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import tls from "node:tls";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyWebhookSignature } from "@/lib/leads/webhook-signature";
import { deliverWebhook, type WebhookOutcome } from "./deliver-webhook";

const SECRET = "whsec_int_test";
const NOW_MS = Date.UTC(2026, 0, 1, 0, 0, 0);
const PAYLOAD = {
  id: "3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f",
  body: JSON.stringify({
    leadId: "3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f",
    category: "Test Drive",
    note: "Zoë",
  }),
};
const LOCAL = { allowPrivateTargets: true, now: () => NOW_MS } as const;

type Received = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };
type Sink = { url: string; port: number; received: Received[]; close: () => Promise<void> };

const sinks: Sink[] = [];

/** A real HTTP server on loopback that records every request and answers with `respond`. */
async function sink(respond: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Sink> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      respond(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const made: Sink = {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  sinks.push(made);
  return made;
}

const answer =
  (status: number, body = "", headers: http.OutgoingHttpHeaders = {}) =>
  (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(status, headers);
    res.end(body);
  };

/** A port that was just free: a server listened on it and closed. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function mockDns(...answers: Array<Array<{ address: string; family: number }>>) {
  const spy = vi.spyOn(dns.promises, "lookup");
  for (const list of answers) spy.mockResolvedValueOnce(list as never);
  spy.mockResolvedValue(answers.at(-1) as never);
  return spy;
}

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await Promise.all(sinks.map((s) => s.close()));
});

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

describe("deliverWebhook: SSRF guard", () => {
  let target: Sink;
  beforeAll(async () => {
    target = await sink(answer(200));
  });
  afterEach(() => {
    expect(target.received).toHaveLength(0);
  });

  const refusal = (host: string): WebhookOutcome => ({
    ok: false,
    retryable: false,
    reason: `refused: ${host} resolves to a private, loopback or link-local address`,
  });

  it("issue 5: webhook targets on loopback are refused unless allowed (IP literal)", async () => {
    const outcome = await deliverWebhook(
      { url: `http://127.0.0.1:${target.port}/`, secret: SECRET },
      PAYLOAD,
    );
    expect(outcome).toEqual(refusal("127.0.0.1"));
  });

  it("issue 5: webhook targets on loopback are refused unless allowed (localhost by name)", async () => {
    const outcome = await deliverWebhook(
      { url: `http://localhost:${target.port}/`, secret: SECRET },
      PAYLOAD,
    );
    expect(outcome).toEqual(refusal("localhost"));
  });

  it.each([
    ["IPv6 loopback", "http://[::1]:PORT/", "::1"],
    ["IPv4-mapped loopback", "http://[::ffff:127.0.0.1]:PORT/", "::ffff:7f00:1"],
    ["hex IPv4 spelling", "http://0x7f.1:PORT/", "127.0.0.1"],
    ["integer IPv4 spelling", "http://2130706433:PORT/", "127.0.0.1"],
    ["all-zero address", "http://0.0.0.0:PORT/", "0.0.0.0"],
  ])("issue 5: webhook targets on loopback are refused unless allowed (%s)", async (_why, url, host) => {
    const outcome = await deliverWebhook(
      { url: url.replace("PORT", String(target.port)), secret: SECRET },
      PAYLOAD,
    );
    expect(outcome).toEqual(refusal(host));
  });

  it("issue 5: the cloud metadata address is refused", async () => {
    const outcome = await deliverWebhook(
      { url: "http://169.254.169.254/latest/meta-data/", secret: SECRET },
      PAYLOAD,
    );
    expect(outcome).toEqual(refusal("169.254.169.254"));
  });

  it("issue 5: a host name is refused if ANY of its addresses is private", async () => {
    const lookup = mockDns([
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ]);
    const outcome = await deliverWebhook(
      { url: "https://hooks.example.test/leads", secret: SECRET },
      PAYLOAD,
    );
    expect(outcome).toEqual(refusal("hooks.example.test"));
    expect(lookup).toHaveBeenCalledWith("hooks.example.test", { all: true });
  });

  it("issue 5: a host name that does not resolve is a retryable failure", async () => {
    vi.spyOn(dns.promises, "lookup").mockRejectedValue(
      Object.assign(new Error("nope"), { code: "ENOTFOUND" }),
    );
    const outcome = await deliverWebhook(
      { url: "https://hooks.example.test/leads", secret: SECRET },
      PAYLOAD,
    );
    expect(outcome).toEqual({
      ok: false,
      retryable: true,
      reason: "could not resolve hooks.example.test (no such host)",
    });
  });

  it.each([
    ["ftp://hooks.example.com/leads", "refused: ftp URLs are not supported (use http or https)"],
    ["file:///etc/passwd", "refused: file URLs are not supported (use http or https)"],
    [
      "http://user:pw@hooks.example.com/",
      "refused: the webhook URL contains credentials (use the signing secret instead)",
    ],
    [
      "https://token@hooks.example.com/",
      "refused: the webhook URL contains credentials (use the signing secret instead)",
    ],
    ["not a url", "the webhook URL is not a valid URL"],
  ])("issue 5: only credential-free http(s) URLs are accepted (%s)", async (url, reason) => {
    const lookup = vi.spyOn(dns.promises, "lookup");
    const outcome = await deliverWebhook({ url, secret: SECRET }, PAYLOAD);
    expect(outcome).toEqual({ ok: false, retryable: false, reason });
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe("deliverWebhook: the connection is pinned to the checked address", () => {
  it("issue 5: DNS is asked once; a later, different answer (rebinding) cannot redirect the request", async () => {
    const target = await sink(answer(204));
    // First answer is the one checked; any later lookup would point somewhere else entirely.
    const lookup = mockDns([{ address: "127.0.0.1", family: 4 }], [{ address: "10.9.9.9", family: 4 }]);
    const outcome = await deliverWebhook(
      { url: `http://hooks.example.test:${target.port}/in`, secret: SECRET },
      PAYLOAD,
      LOCAL,
    );
    expect(outcome).toEqual({ ok: true, status: 204 });
    expect(lookup).toHaveBeenCalledTimes(1);
    // The receiver still sees the dealer's host name, not the address we connected to.
    expect(target.received[0]?.headers.host).toBe(`hooks.example.test:${target.port}`);
  });

  it("issue 5: over https the TLS server name is the URL's host, and certificates are verified", async () => {
    const serverNames: string[] = [];
    const context = tls.createSecureContext({ key: TEST_KEY, cert: TEST_CERT });
    let requests = 0;
    const server = https.createServer(
      {
        key: TEST_KEY,
        cert: TEST_CERT,
        SNICallback: (name, callback) => {
          serverNames.push(name);
          callback(null, context);
        },
      },
      (_req, res) => {
        requests++;
        res.end();
      },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      mockDns([{ address: "127.0.0.1", family: 4 }]);
      const outcome = await deliverWebhook(
        { url: `https://hooks.example.test:${port}/in`, secret: SECRET },
        PAYLOAD,
        LOCAL,
      );
      // Self-signed: refused by certificate verification, which the dealer can fix, so retryable.
      expect(outcome).toMatchObject({ ok: false, retryable: true });
      expect(outcome.ok ? "" : outcome.reason).toMatch(
        new RegExp(`^TLS error from hooks\\.example\\.test:${port}: `),
      );
      expect(serverNames).toEqual(["hooks.example.test"]);
      expect(requests).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

// A throwaway self-signed certificate for hooks.example.test, used only by the test above. The key
// protects nothing.
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgbVkegx3Tb91AlbyH
qgpfnQHjvRyHFM7Fe0fXXTRYfduhRANCAAQJ/plwrwaOIMPzwEVLqkynEj02L011
XFnfGuwXhaFbW493wJcK3BMZ0GdxUouYfD15LblXtAsGoxfsSqJtDbvG
-----END PRIVATE KEY-----
`;
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBsTCCAVagAwIBAgIUAyrp4toOkvk2g77THZlY9xYUY70wCgYIKoZIzj0EAwIw
HTEbMBkGA1UEAwwSaG9va3MuZXhhbXBsZS50ZXN0MCAXDTI2MTEyMzA3MzUwMloY
DzIxMjYxMDMwMDczNTAyWjAdMRswGQYDVQQDDBJob29rcy5leGFtcGxlLnRlc3Qw
WTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQJ/plwrwaOIMPzwEVLqkynEj02L011
XFnfGuwXhaFbW493wJcK3BMZ0GdxUouYfD15LblXtAsGoxfsSqJtDbvGo3IwcDAd
BgNVHQ4EFgQUi6ZMrTmDufJQJdDeTFlwdryK/VIwHwYDVR0jBBgwFoAUi6ZMrTmD
ufJQJdDeTFlwdryK/VIwDwYDVR0TAQH/BAUwAwEB/zAdBgNVHREEFjAUghJob29r
cy5leGFtcGxlLnRlc3QwCgYIKoZIzj0EAwIDSQAwRgIhAItwJV0d20KCOqHo+SKn
cC5vWuUhw70v2EW3XUUTEIXzAiEA7VuXpZiuE3qOM4SqW99jaFu/SVnZ71FcuDUy
eCaxDvI=
-----END CERTIFICATE-----
`;
