import "server-only";
import dns from "node:dns";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, vi } from "vitest";

/**
 * Test support for deliverWebhook's integration tests: the signed payload they send, real HTTP
 * receivers on loopback that record what arrives, a port nothing listens on, and faked DNS answers.
 * `setUpWebhookTests()` undoes the DNS fakes after each test and closes the receivers after the file.
 */

export const SECRET = "whsec_int_test";
export const NOW_MS = Date.UTC(2026, 0, 1, 0, 0, 0);
export const PAYLOAD = {
  id: "3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f",
  body: JSON.stringify({
    leadId: "3b8f2c1e-5d4a-4f6b-9e7c-0a1b2c3d4e5f",
    category: "Test Drive",
    note: "Zoë",
  }),
};
export const LOCAL = { allowPrivateTargets: true, now: () => NOW_MS } as const;

export type Received = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };
export type Sink = { url: string; port: number; received: Received[]; close: () => Promise<void> };

const sinks: Sink[] = [];

/** A real HTTP server on loopback that records every request and answers with `respond`. */
export async function sink(
  respond: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<Sink> {
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

export const answer =
  (status: number, body = "", headers: http.OutgoingHttpHeaders = {}) =>
  (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(status, headers);
    res.end(body);
  };

/** A port that was just free: a server listened on it and closed. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function mockDns(...answers: Array<Array<{ address: string; family: number }>>) {
  const spy = vi.spyOn(dns.promises, "lookup");
  for (const list of answers) spy.mockResolvedValueOnce(list as never);
  spy.mockResolvedValue(answers.at(-1) as never);
  return spy;
}

export function setUpWebhookTests(): void {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await Promise.all(sinks.map((s) => s.close()));
  });
}
