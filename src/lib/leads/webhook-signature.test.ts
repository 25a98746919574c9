import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhookSignature } from "./webhook-signature";

const SECRET = "whsec_test_3f9a";
const T = 1_767_225_600; // 2026-01-01T00:00:00Z
const BODY = JSON.stringify({ leadId: "6f1c0d3e-1111-4a2b-9c3d-0123456789ab", category: "Vehicle Enquiry" });

describe("signWebhook", () => {
  it("webhook signature: header is t=<ts>,v1=<hex HMAC-SHA256 of '<ts>.<body>'>", () => {
    const expected = createHmac("sha256", SECRET).update(`${T}.${BODY}`).digest("hex");
    expect(signWebhook(SECRET, T, BODY)).toBe(`t=${T},v1=${expected}`);
  });

  it("webhook signature: a timestamp that is not whole unix seconds is a programming error", () => {
    expect(() => signWebhook(SECRET, 1.5, BODY)).toThrow(RangeError);
    expect(() => signWebhook(SECRET, -1, BODY)).toThrow(RangeError);
    expect(() => signWebhook(SECRET, Number.NaN, BODY)).toThrow(RangeError);
  });
});

describe("verifyWebhookSignature", () => {
  const header = signWebhook(SECRET, T, BODY);

  it("webhook signature: a receiver verifies what we signed (round trip)", () => {
    expect(verifyWebhookSignature(SECRET, header, BODY, T)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, BODY, T + 299)).toBe(true);
  });

  it("webhook signature: non-ASCII bodies round-trip (signed as UTF-8)", () => {
    const body = JSON.stringify({ message: "Is the Holden still available? — Zoë 🚗" });
    expect(verifyWebhookSignature(SECRET, signWebhook(SECRET, T, body), body, T)).toBe(true);
  });

  it("webhook signature: a tampered body is rejected", () => {
    expect(verifyWebhookSignature(SECRET, header, BODY.replace("Vehicle", "Finance"), T)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, `${BODY} `, T)).toBe(false);
  });

  it("webhook signature: a wrong secret is rejected", () => {
    expect(verifyWebhookSignature("whsec_other", header, BODY, T)).toBe(false);
    expect(verifyWebhookSignature("", header, BODY, T)).toBe(false);
  });

  it("webhook signature: a changed timestamp is rejected (the timestamp is signed)", () => {
    expect(verifyWebhookSignature(SECRET, header.replace(`t=${T}`, `t=${T + 1}`), BODY, T)).toBe(false);
  });

  it("webhook signature: stale or future timestamps outside the tolerance are rejected (replay)", () => {
    expect(verifyWebhookSignature(SECRET, header, BODY, T + 301)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, BODY, T - 301)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, BODY, T + 3600, 3600)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, BODY, T + 1, 0)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, BODY, Number.NaN)).toBe(false);
  });

  it("webhook signature: one valid v1 among several passes (secret rotation)", () => {
    const old = signWebhook("whsec_old", T, BODY).split(",")[1];
    expect(verifyWebhookSignature(SECRET, `${header},${old}`, BODY, T)).toBe(true);
    expect(verifyWebhookSignature(SECRET, `t=${T},${old}`, BODY, T)).toBe(false);
  });

  it("webhook signature: unknown schemes are ignored", () => {
    expect(verifyWebhookSignature(SECRET, `${header},v0=abc`, BODY, T)).toBe(true);
  });

  const v1 = header.split(",")[1]!;
  it.each([
    ["missing", undefined],
    ["null", null],
    ["empty", ""],
    ["no timestamp", v1],
    ["no signature", `t=${T}`],
    ["two timestamps", `t=${T},t=${T},${v1}`],
    ["non-numeric timestamp", `t=soon,${v1}`],
    ["negative timestamp", `t=-${T},${v1}`],
    ["fractional timestamp", `t=${T}.5,${v1}`],
    ["short signature", `t=${T},v1=abcdef`],
    ["non-hex signature", `t=${T},v1=${"z".repeat(64)}`],
    ["part without '='", `t=${T},${v1},garbage`],
    ["over-long header", `t=${T},${v1},x=${"a".repeat(5000)}`],
    ["signature of another length", `t=${T},v1=${"ab".repeat(33)}`],
  ])("webhook signature: a malformed header (%s) is rejected", (_why, bad) => {
    expect(verifyWebhookSignature(SECRET, bad, BODY, T)).toBe(false);
  });
});
