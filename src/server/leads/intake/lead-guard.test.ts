import { describe, expect, it } from "vitest";
import { FORM_TOKEN_MAX_AGE_MS, MIN_FILL_MS } from "@/lib/leads/form-token";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import { createLeadGuard, type GuardVerdict, type LeadGuard } from "./lead-guard";

const T = 1_790_000_000_000;
const AT = T + 60_000;
const from = (ip: string) =>
  new Request("http://metro.localhost/api/leads", { headers: { "x-forwarded-for": ip } });

function setup(perIp = 2, perSite = 100, counters = new MemoryRateCounters()) {
  const guard = createLeadGuard({ secret: "test-secret", counters, perIp, perSite });
  const form = guard.newForm("metro", T);
  return { guard, counters, body: { form_token: form.form_token, website: "" }, key: form.idempotency_key };
}

/** A post of a fresh form (each shopper's form is its own), a minute after it was shown. */
const post = (guard: LeadGuard, ip: string, at = AT) =>
  guard.check(from(ip), "metro", { form_token: guard.newForm("metro", at - 60_000).form_token }, { now: at });

async function refusal(verdict: Promise<GuardVerdict>) {
  const v = await verdict;
  if (v.kind !== "refuse") return { kind: v.kind };
  return {
    status: v.response.status,
    retryAfter: v.response.headers.get("retry-after"),
    body: (await v.response.json()) as { error: string; issues?: { key: string }[] },
  };
}

describe("lead spam guard (issue 5: honeypot, minimum fill time, per-IP and per-site rate limits)", () => {
  it("a person's form passes; each form has its own idempotency key", async () => {
    const { guard, body, key } = setup();
    expect(await guard.check(from("1.1.1.1"), "metro", body, { now: T + MIN_FILL_MS })).toEqual({
      kind: "pass",
    });
    expect(guard.newForm("metro", T).idempotency_key).not.toBe(key);
  });

  it("a filled honeypot, or a form back within the minimum fill time, is a bot", async () => {
    const { guard, body } = setup();
    expect(await guard.check(from("1.1.1.1"), "metro", { ...body, website: "x" }, { now: AT })).toEqual({
      kind: "bot",
    });
    expect(await guard.check(from("1.1.1.1"), "metro", body, { now: T + 500 })).toEqual({ kind: "bot" });
  });

  it("a stamp this site did not issue is a 400 asking to reload", async () => {
    const { guard, body } = setup();
    const answer = await refusal(guard.check(from("1.1.1.1"), "other-site", body, { now: AT }));
    expect(answer).toMatchObject({ status: 400, body: { issues: [{ key: "form_token" }] } });
    expect(answer.body?.error).toMatch(/reload the page/);
  });

  it("over the per-IP limit is a 429 with Retry-After; bots do not use up a person's allowance", async () => {
    const { guard, body } = setup(2);
    await guard.check(from("1.1.1.1"), "metro", { ...body, website: "spam" }, { now: AT });
    expect((await post(guard, "1.1.1.1")).kind).toBe("pass");
    expect((await post(guard, "1.1.1.1")).kind).toBe("pass");
    expect(await refusal(post(guard, "1.1.1.1"))).toMatchObject({ status: 429, retryAfter: "600" });
    expect((await post(guard, "2.2.2.2")).kind).toBe("pass");
  });

  it("over the per-site limit every address gets a 429", async () => {
    const { guard } = setup(100, 2);
    expect((await post(guard, "1.1.1.1")).kind).toBe("pass");
    expect((await post(guard, "2.2.2.2")).kind).toBe("pass");
    expect(await refusal(post(guard, "3.3.3.3"))).toMatchObject({ status: 429 });
  });
});

describe("shared limits and form tokens (issue 16 §5)", () => {
  it("the per-client limit is counted first: an attacker over its own limit does not use up the site's", async () => {
    const { guard } = setup(3, 5);
    let passed = 0;
    for (let i = 0; i < 50; i++) if ((await post(guard, "6.6.6.6")).kind === "pass") passed++;
    expect(passed).toBe(3);
    // The site's budget of five has two left for everyone else, not zero.
    expect((await post(guard, "1.1.1.1")).kind).toBe("pass");
    expect((await post(guard, "2.2.2.2")).kind).toBe("pass");
    expect(await refusal(post(guard, "3.3.3.3"))).toMatchObject({ status: 429 });
  });

  it("a form older than two hours is a 400 asking to reload, with the reason at form_token", async () => {
    const { guard, body } = setup();
    const answer = await refusal(
      guard.check(from("1.1.1.1"), "metro", body, { now: T + FORM_TOKEN_MAX_AGE_MS }),
    );
    expect(answer).toMatchObject({ status: 400, body: { issues: [{ key: "form_token" }] } });
    expect(answer.body?.error).toMatch(/expired.*reload the page/);
    expect(
      (await guard.check(from("1.1.1.1"), "metro", body, { now: T + FORM_TOKEN_MAX_AGE_MS - 1 })).kind,
    ).toBe("pass");
  });

  it("one form files at most three leads; the fourth is a 400 asking to reload, and a new form works", async () => {
    const { guard, body } = setup(100, 100);
    for (let i = 0; i < 3; i++) {
      expect((await guard.check(from("1.1.1.1"), "metro", body, { now: AT + i })).kind).toBe("pass");
    }
    const fourth = await refusal(guard.check(from("1.1.1.1"), "metro", body, { now: AT + 3 }));
    expect(fourth).toMatchObject({ status: 400, body: { issues: [{ key: "form_token" }] } });
    expect(fourth.body?.error).toMatch(/already been sent.*reload the page/);
    expect((await post(guard, "1.1.1.1")).kind).toBe("pass");
  });

  it("a repeat of a filed form is let through uncounted, even over every limit; a bad form is not asked about", async () => {
    const { guard, body } = setup(1, 1);
    expect((await post(guard, "1.1.1.1")).kind).toBe("pass");
    const repeat = async () => true;
    for (let i = 0; i < 5; i++) {
      const verdict = await guard.check(from("1.1.1.1"), "metro", body, { now: AT, isRepeat: repeat });
      expect(verdict).toEqual({ kind: "pass" });
    }
    let asked = false;
    const forged = { form_token: `${T}.${"x".repeat(43)}` };
    const verdict = await guard.check(from("1.1.1.1"), "metro", forged, {
      now: AT,
      isRepeat: async () => {
        asked = true;
        return true;
      },
    });
    expect(verdict.kind).toBe("refuse");
    expect(asked).toBe(false);
  });

  it("a guard keeps no counts of its own: two guards on one store share every limit", async () => {
    const counters = new MemoryRateCounters();
    const a = setup(2, 100, counters).guard;
    const b = setup(2, 100, counters).guard;
    expect((await post(a, "1.1.1.1")).kind).toBe("pass");
    expect((await post(b, "1.1.1.1")).kind).toBe("pass");
    expect(await refusal(post(a, "1.1.1.1"))).toMatchObject({ status: 429 });
    expect(await refusal(post(b, "1.1.1.1"))).toMatchObject({ status: 429 });
  });
});
