import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MessagingConfig, messagingConfigSchema } from "@/lib/messaging/messaging-config";
import { siteSmsSender } from "./site-sms-sender";
import type { OutgoingSms, SmsOutcome, SmsSender } from "./sms-sender";

/**
 * Issue 36 item 2: a site's SMS sender id and its own SMS account. The platform's sender is a recorder;
 * a site's own account is MessageMedia's adapter against a loopback fake that records what it got.
 */
let server: Server;
let base: string;
let received: { authorization: string | undefined; body: { messages: Record<string, unknown>[] } }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      response.writeHead(202, { "content-type": "application/json" });
      response.end(JSON.stringify({ messages: [{ message_id: "mm-1" }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const platformSent: OutgoingSms[] = [];
const platform: SmsSender = {
  describe: "recorder",
  async send(message): Promise<SmsOutcome> {
    platformSent.push(message);
    return { ok: true, provider: "outbox", id: String(platformSent.length) };
  },
};

beforeEach(() => {
  received = [];
  platformSent.length = 0;
});

const message: OutgoingSms = {
  to: "+61412345678",
  body: "Your code is 123456",
  site: "alpha",
  purpose: "sign-in-code",
};
const messaging = (overrides: Record<string, unknown>): MessagingConfig =>
  messagingConfigSchema.parse(overrides);
const senderFor = (bySlug: Record<string, MessagingConfig>) =>
  siteSmsSender(platform, { messagingFor: async (slug) => bySlug[slug] ?? null, messageMediaApiBase: base });

describe("a site's own SMS sender (issue 36 item 2)", () => {
  it("a site that set nothing goes through the platform's sender unchanged", async () => {
    expect(await senderFor({ alpha: messaging({}) }).send(message)).toMatchObject({
      ok: true,
      provider: "outbox",
    });
    expect(platformSent).toEqual([message]);
    expect(received).toEqual([]);
  });

  it("the site's sender id is on its messages, and only on its own", async () => {
    const sender = senderFor({ alpha: messaging({ sms_sender: "AlphaCars" }), beta: messaging({}) });
    await sender.send(message);
    await sender.send({ ...message, site: "beta" });
    expect(platformSent.map((sent) => [sent.site, sent.sender])).toEqual([
      ["alpha", "AlphaCars"],
      ["beta", undefined],
    ]);
  });

  it("a site with its own MessageMedia account sends through it, with its key and its sender id", async () => {
    const own = messaging({
      sms_provider: "messagemedia",
      sms_sender: "AlphaCars",
      messagemedia_api_key: "alpha-key-1234",
      messagemedia_api_secret: "alpha-secret-5678",
    });
    expect(await senderFor({ alpha: own }).send(message)).toEqual({
      ok: true,
      provider: "messagemedia",
      id: "mm-1",
    });
    expect(platformSent).toEqual([]);
    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBe(
      `Basic ${Buffer.from("alpha-key-1234:alpha-secret-5678").toString("base64")}`,
    );
    expect(received[0]?.body.messages[0]).toMatchObject({
      destination_number: "+61412345678",
      source_number: "AlphaCars",
      source_number_type: "ALPHANUMERIC",
    });
  });

  it("credentials stored but the platform chosen: the platform sends (a key alone switches nothing)", async () => {
    const stored = messaging({
      messagemedia_api_key: "alpha-key-1234",
      messagemedia_api_secret: "alpha-secret-5678",
    });
    await senderFor({ alpha: stored }).send(message);
    expect(platformSent).toHaveLength(1);
    expect(received).toEqual([]);
  });

  it("settings that cannot be read are a retryable failure, not a message sent the wrong way", async () => {
    const sender = siteSmsSender(platform, {
      messagingFor: async () => {
        throw new Error("database down");
      },
      messageMediaApiBase: base,
    });
    expect(await sender.send(message)).toEqual({
      ok: false,
      retryable: true,
      reason: "could not read the site's messaging settings",
    });
    expect(platformSent).toEqual([]);
  });
});
