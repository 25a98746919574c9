import { describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "@/lib/leads/form-token";
import { createLeadGuard } from "./lead-guard";

const T = 1_790_000_000_000;
const from = (ip: string) =>
  new Request("http://metro.localhost/api/leads", { headers: { "x-forwarded-for": ip } });

function setup(perIp = 2, perSite = 100) {
  const guard = createLeadGuard({ secret: "test-secret", perIp, perSite });
  const form = guard.newForm("metro", T);
  return { guard, body: { form_token: form.form_token, website: "" }, key: form.idempotency_key };
}

describe("lead spam guard (issue 5: honeypot, minimum fill time, per-IP and per-site rate limits)", () => {
  it("a person's form passes; each form has its own idempotency key", () => {
    const { guard, body, key } = setup();
    expect(guard.check(from("1.1.1.1"), "metro", body, T + MIN_FILL_MS)).toEqual({ kind: "pass" });
    expect(guard.newForm("metro", T).idempotency_key).not.toBe(key);
  });

  it("a filled honeypot, or a form back within the minimum fill time, is a bot", () => {
    const { guard, body } = setup();
    expect(guard.check(from("1.1.1.1"), "metro", { ...body, website: "x" }, T + 60_000)).toEqual({
      kind: "bot",
    });
    expect(guard.check(from("1.1.1.1"), "metro", body, T + 500)).toEqual({ kind: "bot" });
  });

  it("a stamp this site did not issue is a 400 asking to reload", async () => {
    const { guard, body } = setup();
    const verdict = guard.check(from("1.1.1.1"), "other-site", body, T + 60_000);
    expect(verdict.kind).toBe("refuse");
    if (verdict.kind !== "refuse") return;
    expect(verdict.response.status).toBe(400);
    expect((await verdict.response.json()).error).toMatch(/reload the page/);
  });

  it("over the per-IP limit is a 429 with Retry-After; bots do not use up a person's allowance", () => {
    const { guard, body } = setup(2);
    const at = T + 60_000;
    guard.check(from("1.1.1.1"), "metro", { ...body, website: "spam" }, at);
    expect(guard.check(from("1.1.1.1"), "metro", body, at).kind).toBe("pass");
    expect(guard.check(from("1.1.1.1"), "metro", body, at).kind).toBe("pass");
    const third = guard.check(from("1.1.1.1"), "metro", body, at);
    expect(third.kind).toBe("refuse");
    if (third.kind !== "refuse") return;
    expect(third.response.status).toBe(429);
    expect(third.response.headers.get("retry-after")).toBe("600");
    expect(guard.check(from("2.2.2.2"), "metro", body, at).kind).toBe("pass");
  });

  it("over the per-site limit every address gets a 429", () => {
    const { guard, body } = setup(100, 2);
    const at = T + 60_000;
    expect(guard.check(from("1.1.1.1"), "metro", body, at).kind).toBe("pass");
    expect(guard.check(from("2.2.2.2"), "metro", body, at).kind).toBe("pass");
    expect(guard.check(from("3.3.3.3"), "metro", body, at).kind).toBe("refuse");
  });
});
