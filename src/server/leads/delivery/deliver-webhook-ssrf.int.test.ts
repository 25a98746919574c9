// backend-independent: no database at all.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import dns from "node:dns";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { deliverWebhook, type WebhookOutcome } from "./deliver-webhook";
import {
  answer,
  mockDns,
  PAYLOAD,
  SECRET,
  type Sink,
  setUpWebhookTests,
  sink,
} from "./webhook-test-receiver";

setUpWebhookTests();

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
