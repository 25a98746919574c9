import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messageMediaRequest, messageMediaSmsSender } from "./messagemedia-sms-sender";
import type { OutgoingSms } from "./sms-sender";

/**
 * The MessageMedia adapter (issue 21 §1 "a real adapter for an Australian SMS provider's documented
 * API"), against a fake MessageMedia on loopback that answers as its REST API documents: 202 with the
 * messages and their ids, 400/401/403 with a JSON reason, 5xx on its own trouble.
 */
type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
let server: Server;
let base: string;
let seen: Seen[] = [];
let reply: { status: number; body: string; delayMs?: number } = { status: 202, body: "" };

const message: OutgoingSms = {
  to: "+61412345678",
  body: "123456 is your Alpha Motors sign-in code.",
  site: "alpha",
  purpose: "sign-in-code",
  expiresAt: new Date("2026-11-24T01:05:00.000Z"),
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      seen.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      setTimeout(() => {
        response.writeHead(reply.status, { "content-type": "application/json" });
        response.end(reply.body);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  reply = {
    status: 202,
    body: JSON.stringify({
      messages: [{ message_id: "04fe9a97-a579-43c5-bb1a-58ed29bf0a6a", status: "queued" }],
    }),
  };
});

const config = () => ({ apiKey: "key-123", apiSecret: "s3cret", apiBase: base, sender: "AlphaMotors" });

describe("the request MessageMedia documents", () => {
  it("POST /v1/messages, Basic auth with the API key and secret, one SMS to the E.164 number", () => {
    const request = messageMediaRequest({ ...config(), apiBase: "https://api.messagemedia.com/" }, message);
    expect(request.url).toBe("https://api.messagemedia.com/v1/messages");
    expect(request.method).toBe("POST");
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from("key-123:s3cret").toString("base64")}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({
      messages: [
        {
          content: message.body,
          destination_number: "+61412345678",
          format: "SMS",
          delivery_report: false,
          source_number: "AlphaMotors",
          source_number_type: "ALPHANUMERIC",
          // A code is dead after its 5 minutes: an undelivered text is dropped, not delivered late.
          message_expiry_timestamp: "2026-11-24T01:05:00.000Z",
        },
      ],
    });
  });

  it("a sender that is a number is INTERNATIONAL; no sender leaves MessageMedia's default", () => {
    const numbered = JSON.parse(messageMediaRequest({ ...config(), sender: "+61491570156" }, message).body);
    expect(numbered.messages[0]).toMatchObject({
      source_number: "+61491570156",
      source_number_type: "INTERNATIONAL",
    });
    const { sender: _sender, ...noSender } = config();
    const plain = JSON.parse(messageMediaRequest(noSender, { ...message, expiresAt: undefined }).body);
    expect(plain.messages[0]).not.toHaveProperty("source_number");
    expect(plain.messages[0]).not.toHaveProperty("message_expiry_timestamp");
  });
});

describe("sending through a fake MessageMedia on loopback", () => {
  it("202: sent, with MessageMedia's message id; the fake got exactly the documented request", async () => {
    const outcome = await messageMediaSmsSender(config()).send(message);
    expect(outcome).toEqual({
      ok: true,
      provider: "messagemedia",
      id: "04fe9a97-a579-43c5-bb1a-58ed29bf0a6a",
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe("POST");
    expect(seen[0]!.url).toBe("/v1/messages");
    expect(seen[0]!.headers.authorization).toBe(`Basic ${Buffer.from("key-123:s3cret").toString("base64")}`);
    expect(JSON.parse(seen[0]!.body).messages[0].destination_number).toBe("+61412345678");
  });

  it("401 (a wrong key) is a failure not worth retrying, and its reason carries no credential", async () => {
    reply = { status: 401, body: JSON.stringify({ message: "Unauthorized" }) };
    const outcome = await messageMediaSmsSender(config()).send(message);
    expect(outcome).toEqual({
      ok: false,
      retryable: false,
      reason: "MessageMedia answered 401: Unauthorized",
    });
    expect(JSON.stringify(outcome)).not.toContain("s3cret");
  });

  it("400 with MessageMedia's details is not retried", async () => {
    reply = {
      status: 400,
      body: JSON.stringify({ message: "Invalid request", details: ["destination_number: invalid"] }),
    };
    expect(await messageMediaSmsSender(config()).send(message)).toEqual({
      ok: false,
      retryable: false,
      reason: "MessageMedia answered 400: Invalid request; destination_number: invalid",
    });
  });

  it("5xx and 429 may pass: retryable", async () => {
    reply = { status: 503, body: "" };
    expect(await messageMediaSmsSender(config()).send(message)).toMatchObject({ ok: false, retryable: true });
    reply = { status: 429, body: "" };
    expect(await messageMediaSmsSender(config()).send(message)).toMatchObject({ ok: false, retryable: true });
  });

  it("no answer within the timeout is a retryable failure, not a hang", async () => {
    reply = { status: 202, body: "{}", delayMs: 500 };
    const outcome = await messageMediaSmsSender({ ...config(), timeoutMs: 100 }).send(message);
    expect(outcome).toEqual({ ok: false, retryable: true, reason: "MessageMedia did not answer: timed out" });
  });

  it("nothing listening is a retryable failure", async () => {
    const outcome = await messageMediaSmsSender({ ...config(), apiBase: "http://127.0.0.1:9" }).send(message);
    expect(outcome).toMatchObject({ ok: false, retryable: true });
  });
});
