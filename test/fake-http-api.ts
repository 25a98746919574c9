import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Test support: a vendor's HTTP API on loopback (the tests never leave the machine), recording every
 * request and answering each with `reply` (set per test), optionally after `delayMs`.
 */
export type SeenRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
export type FakeReply = {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  statusText?: string;
  delayMs?: number;
};

export type FakeHttpApi = {
  base: string;
  seen: SeenRequest[];
  reply: FakeReply;
  close(): Promise<void>;
};

export async function startFakeHttpApi(reply: FakeReply = { status: 200 }): Promise<FakeHttpApi> {
  const api: FakeHttpApi = { base: "", seen: [], reply, close: async () => {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      api.seen.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const { status, body = "", headers = {}, statusText, delayMs = 0 } = api.reply;
      setTimeout(() => {
        response.writeHead(status, statusText, { "content-type": "application/json", ...headers });
        response.end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  api.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return api;
}
